import { useRef } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { DownloadIcon } from '../lib/icons';
import { MessageDialog } from '../message-dialog';

export type DownloadDialogProps = {
  /** The file's name, the dialog's title. */
  fileName: string;
  /** What the file holds. */
  description?: string;
  /** Where the file is served, such as /api/content-files/forklift-checklist.pdf. */
  href: string;
  /** Name the browser saves the file under; defaults to the name in `href`. */
  downloadName?: string;
  /** Called when the learner starts the download: the app counts the document as opened. */
  onDownload?: () => void;
  /** Called when the dialog closes (Close or Escape). */
  onClose: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/** The download pop-up (000 section 2): the file, a Download link, and Close. Focus starts on Download. */
export function DownloadDialog({
  fileName,
  description,
  href,
  downloadName = '',
  onDownload,
  onClose,
  open,
}: DownloadDialogProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  return (
    <MessageDialog
      slot="download-dialog"
      title={fileName}
      message={description}
      closeLabel="Close"
      closeVariant="outline"
      onClose={onClose}
      initialFocusRef={linkRef}
      open={open}
    >
      <a
        ref={linkRef}
        data-slot="download-link"
        href={href}
        download={downloadName}
        onClick={() => onDownload?.()}
        className={cn(buttonVariants(), 'justify-self-start')}
      >
        <DownloadIcon />
        Download
      </a>
    </MessageDialog>
  );
}
