import { type MedalLevel, prerequisiteRuleText } from '@segno/domain';
import {
  Alert,
  Button,
  CompletionDialog,
  type CompletionStatus,
  LockedContentDialog,
  RestrictedContentDialog,
} from '@segno/ui';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { ContentHeader } from './content-header';
import type { ContentData } from './content-loader';
import { parentPath } from './content-place';
import { ContentPlayer } from './content-player';
import { contentPlayerKind } from './content-player-kind';
import { useContentCompletion } from './use-content-completion';

/** The machine's state as one string for `data-state`: 'taking.finished', 'completed'. */
function stateName(value: string | Record<string, unknown>): string {
  return typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
        .join(' ');
}

const dialogStatuses = [
  'submitting',
  'completed',
  'notCompleted',
  'error',
] as const satisfies CompletionStatus[];

/**
 * Taking one content (000, sections 2 and 4): what it is, the player for its kind, and its submission,
 * driven by the content-completion machine. A locked content lists its prerequisites, then returns to the
 * previous view; a restricted learner sees why instead of a submit button; a finished content may be
 * submitted, and the reward popup leads back to the parent view.
 */
export function ContentPage() {
  // Each visit (another content, or the same one again) starts a new completion. The path is part of the key:
  // a plain link or a typed address changes the hash without a router key ('default' every time).
  const { pathname, key } = useLocation();
  return <ContentScreen key={`${pathname}:${key}`} />;
}

function ContentScreen() {
  const data = useLoaderData() as ContentData;
  const { content, place } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const [snapshot, send] = useContentCompletion(data);
  const [code, setCode] = useState('');
  const [isRestrictionOpen, setRestrictionOpen] = useState(true);
  const kind = contentPlayerKind(content);
  const status = dialogStatuses.find((candidate) => snapshot.matches(candidate));
  const { reward, restrictionMessage } = snapshot.context;
  const isRestricted = snapshot.matches('restricted');
  const isError = snapshot.matches('error');

  // spec 000 section 8: a refused submission clears the code.
  useEffect(() => {
    if (isError) setCode('');
  }, [isError]);

  // The machine ends when the learner leaves a locked content (back where they came from, or the parent
  // view when the content was opened directly) or closes the reward popup (the parent view).
  const outcome = snapshot.status === 'done' ? snapshot.output?.outcome : undefined;
  useEffect(() => {
    if (outcome === 'done' || (outcome === 'left' && location.key === 'default')) {
      navigate(parentPath(place), { replace: outcome === 'left' });
    } else if (outcome === 'left') {
      navigate(-1);
    }
  }, [outcome, navigate, place, location.key]);

  return (
    <article data-slot="content-screen" data-state={stateName(snapshot.value)} className="grid gap-6">
      <ContentHeader content={content} />
      {!snapshot.matches('locked') && (
        <div className="grid gap-4">
          <ContentPlayer
            content={content}
            kind={kind}
            place={place}
            userChecklist={data.userChecklist}
            send={send}
            code={code}
            onCodeChange={setCode}
            codeError={snapshot.context.codeError}
            canSubmit={!isRestricted}
          />
          {isRestricted && restrictionMessage ? (
            <Alert tone="warning">{restrictionMessage}</Alert>
          ) : (
            kind !== 'code' &&
            kind !== 'checklist' &&
            kind !== 'course' && (
              <Button
                className="justify-self-start"
                disabled={!snapshot.can({ type: 'completion.submit' })}
                onClick={() => send({ type: 'completion.submit' })}
              >
                Submit
              </Button>
            )
          )}
        </div>
      )}

      {snapshot.matches('locked') && (
        <LockedContentDialog
          ruleText={snapshot.context.lockedRuleText ?? prerequisiteRuleText(null, 0)}
          items={content.prerequisites.items}
          getItemHref={(item) =>
            hashHref(paths.content({ ...place, segletId: undefined, contentId: item.content_id }))
          }
          onBack={() => send({ type: 'completion.leave' })}
        />
      )}
      {isRestricted && restrictionMessage && (
        <RestrictedContentDialog
          open={isRestrictionOpen}
          message={restrictionMessage}
          onClose={() => setRestrictionOpen(false)}
        />
      )}
      {status && (
        <CompletionDialog
          status={status}
          open
          points={reward?.points}
          badges={reward?.badges}
          medals={reward?.medals.map((medal) => ({ ...medal, level: medal.level as MedalLevel }))}
          level={reward?.level}
          errorMessage={snapshot.context.errorMessage}
          canRate
          defaultRating={content.user_rating ?? undefined}
          onClose={(rating) =>
            send(
              status === 'completed' ? { type: 'completion.close', rating } : { type: 'completion.dismiss' },
            )
          }
          // A code content lost its code with the error: trying again means entering it again.
          onRetry={() =>
            send(
              snapshot.can({ type: 'completion.retry' })
                ? { type: 'completion.retry' }
                : { type: 'completion.dismiss' },
            )
          }
        />
      )}
    </article>
  );
}
