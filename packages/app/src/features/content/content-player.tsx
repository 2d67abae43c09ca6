import { type Content, iltMessages, isChecklistComplete, type UserChecklist } from '@segno/domain';
import type { ContentCompletionEvent } from '@segno/machines';
import {
  Button,
  buttonVariants,
  ChecklistForm,
  cn,
  DocumentViewer,
  DownloadDialog,
  ExternalContentDialog,
  ExternalLinkViewer,
  SegnocodeField,
  useIsMobile,
  VideoViewer,
} from '@segno/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { type ContentPlace, hashHref, paths } from '../../paths';
import { useApiErrorHandler } from '../../routes/route-error';
import type { ContentPlayerKind } from './content-player-kind';

export type ContentPlayerProps = {
  content: Content;
  kind: ContentPlayerKind;
  place: ContentPlace;
  /** The learner's checklist copy, on the user-checklist route. */
  userChecklist?: UserChecklist;
  send: (event: ContentCompletionEvent) => void;
  /** The typed code (a code content); the screen clears it after a refused submission. */
  code: string;
  onCodeChange: (code: string) => void;
  codeError?: string;
  /** False when the learner may not submit (restricted): the forms that submit are disabled. */
  canSubmit: boolean;
};

/** The file name at the end of a file's address, the download pop-up's title. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() || url);
}

/** Plays the content by its kind and tells the completion machine when it is finished (000, section 4). */
export function ContentPlayer(props: ContentPlayerProps) {
  const { content, kind, send } = props;
  const url = content.url ?? '';
  switch (kind) {
    case 'video':
      return (
        <VideoViewer
          src={url}
          title={content.name}
          onFinished={() => send({ type: 'completion.video-ended' })}
        />
      );
    case 'document':
      return (
        <DocumentViewer
          body={content.body ?? ''}
          title={content.name}
          onFinished={() => send({ type: 'completion.document-read' })}
        />
      );
    case 'external':
      return <ExternalPlayer content={content} onOpened={() => send({ type: 'completion.link-opened' })} />;
    case 'download':
      return (
        <DownloadPlayer content={content} onDownloaded={() => send({ type: 'completion.document-read' })} />
      );
    case 'code':
      return (
        <SegnocodeField
          formLabel="Enter the SegnoCode"
          value={props.code}
          onValueChange={props.onCodeChange}
          errorMessage={props.codeError}
          disabled={!props.canSubmit}
          onSubmit={(segnocode) => {
            // Entering a valid code finishes the content; the same press submits it.
            send({ type: 'completion.code-entered', segnocode });
            send({ type: 'completion.submit' });
          }}
        />
      );
    case 'checklist':
      return <ChecklistPlayer {...props} />;
    case 'course':
      // Attendance completes it (002 section 4, "Roster"): no submit here, only the way to a session.
      return content.course_id === null ? null : (
        <div data-slot="course-content" className="grid gap-2">
          <p className="max-w-prose">{iltMessages.courseContent.takenInSession}</p>
          <a
            href={hashHref(paths.course(content.course_id))}
            className={cn(buttonVariants(), 'justify-self-start')}
          >
            {iltMessages.courseContent.seeSessions}
          </a>
        </div>
      );
    default:
      return null;
  }
}

/** External content opens in the iframe popup, or in a new tab on mobile (000, section 4). */
function ExternalPlayer({ content, onOpened }: { content: Content; onOpened: () => void }) {
  const isMobile = useIsMobile();
  const [isFrameOpen, setFrameOpen] = useState(false);
  const url = content.url ?? '';
  return (
    <>
      <ExternalLinkViewer
        name={content.name}
        url={url}
        onOpen={() => {
          if (isMobile) window.open(url, '_blank', 'noopener,noreferrer');
          else setFrameOpen(true);
          onOpened();
        }}
      />
      {isFrameOpen && (
        <ExternalContentDialog title={content.name} src={url} onClose={() => setFrameOpen(false)} />
      )}
    </>
  );
}

/** A file that is not played here: the download pop-up; starting the download counts as opened. */
function DownloadPlayer({ content, onDownloaded }: { content: Content; onDownloaded: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const url = content.url ?? '';
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Download the file
      </Button>
      {isOpen && (
        <DownloadDialog
          fileName={fileNameOf(url)}
          description={content.description}
          href={url}
          onDownload={onDownloaded}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * A checklist content: on the content route a link to the learner's copy; on the user-checklist route the
 * form, saved as items are checked, with submit only once every item is (000, section 5).
 */
function ChecklistPlayer({ content, place, userChecklist, send, canSubmit }: ContentPlayerProps) {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const [checkedIds, setCheckedIds] = useState<readonly number[]>(
    () => userChecklist?.items.filter((item) => item.is_checked).map((item) => item.item_id) ?? [],
  );
  // A copy saved complete earlier is finished already.
  useEffect(() => {
    if (userChecklist) {
      send({ type: 'completion.checklist-changed', allChecked: isChecklistComplete(userChecklist.items) });
    }
  }, [userChecklist, send]);

  if (!userChecklist) {
    return content.user_checklist_id === null ? null : (
      <Link
        className="justify-self-start font-medium text-primary underline underline-offset-2"
        to={paths.userChecklist({ ...place, userChecklistId: content.user_checklist_id })}
      >
        Fill in the checklist
      </Link>
    );
  }
  return (
    <ChecklistForm
      name={userChecklist.name}
      items={userChecklist.items}
      checkedIds={checkedIds}
      disabled={!canSubmit}
      onChange={(ids) => {
        setCheckedIds(ids);
        api.saveUserChecklist(userChecklist.user_checklist_id, ids).then(
          (saved) =>
            send({ type: 'completion.checklist-changed', allChecked: isChecklistComplete(saved.items) }),
          (error: unknown) => handleError(error),
        );
      }}
      onSubmit={() => send({ type: 'completion.submit' })}
    />
  );
}
