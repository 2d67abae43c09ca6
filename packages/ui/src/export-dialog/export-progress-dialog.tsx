import { adminMessages, formatMessage } from '@segno/domain';
import { useRef } from 'react';
import { Alert } from '../alert';
import { Button, buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { DownloadIcon } from '../lib/icons';
import { MessageDialog } from '../message-dialog';
import { ProgressBar } from '../progress-bar';
import { Spinner } from '../spinner';

const texts = adminMessages.exports;

/** Where the export stands, as the app's export machine says; shown as `data-state`. */
export type ExportProgressState = 'requesting' | 'polling' | 'fetching' | 'ready' | 'completed' | 'failed';

export type ExportProgressDialogProps = {
  state: ExportProgressState;
  /** Rows written so far. */
  rows?: number;
  /** Rows the file will hold, once the server knows; the bar is indeterminate until then. */
  total?: number | null;
  /** The fetched file (an object URL) and the name to save it under, once ready. */
  href?: string;
  fileName?: string;
  /** Why the export failed. */
  error?: string;
  /** The admin started the download (the export is then completed). */
  onDownload: () => void;
  onRetry: () => void;
  /** Close or Escape, at any time: the app dismisses the job. */
  onDismiss: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/**
 * The download pop-up with progress (001 sections 2 and 4): rows written so far over the total (or an
 * indeterminate spinner before the total is known), then a Download link once the file is ready, or the error
 * with Try again. Close dismisses it at any time. Focus starts on Download when there is one.
 */
export function ExportProgressDialog({
  state,
  rows = 0,
  total = null,
  href,
  fileName,
  error,
  onDownload,
  onRetry,
  onDismiss,
  open,
}: ExportProgressDialogProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const hasFile = (state === 'ready' || state === 'completed') && href !== undefined;
  const isWorking = state === 'requesting' || state === 'polling' || state === 'fetching';
  const message = {
    requesting: texts.requesting,
    polling: texts.preparing,
    fetching: texts.preparing,
    ready: formatMessage(texts.ready, { rows }),
    completed: texts.downloaded,
    failed: undefined,
  }[state];

  return (
    <MessageDialog
      slot="export-progress-dialog"
      title={texts.progressTitle}
      message={message}
      closeLabel={texts.dismiss}
      closeVariant={hasFile || state === 'failed' ? 'outline' : 'primary'}
      onClose={onDismiss}
      initialFocusRef={hasFile ? linkRef : state === 'failed' ? retryRef : undefined}
      tone={state === 'failed' ? 'danger' : state === 'completed' ? 'success' : 'default'}
      open={open}
      actions={
        state === 'failed' ? (
          <Button ref={retryRef} onClick={onRetry}>
            {texts.retry}
          </Button>
        ) : undefined
      }
    >
      <div data-slot="export-progress" data-state={state} className="grid gap-3">
        {isWorking &&
          (total !== null && total > 0 ? (
            <ProgressBar
              value={rows}
              max={total}
              label={texts.progressLabel}
              text={formatMessage(texts.progress, { rows, total })}
            />
          ) : (
            <Spinner label={texts.preparing} />
          ))}
        {state === 'failed' && <Alert tone="danger">{error ?? texts.failed}</Alert>}
        {hasFile && (
          <a
            ref={linkRef}
            data-slot="export-download-link"
            href={href}
            download={fileName ?? ''}
            onClick={() => onDownload()}
            className={cn(buttonVariants(), 'justify-self-start')}
          >
            <DownloadIcon />
            {texts.download}
          </a>
        )}
      </div>
    </MessageDialog>
  );
}
