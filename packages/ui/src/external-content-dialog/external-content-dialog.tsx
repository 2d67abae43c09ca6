import { useEffect, useRef } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../dialog';
import { useControllableState } from '../hooks/use-controllable-state';
import { useReturnFocus } from '../hooks/use-return-focus';

/**
 * Scripts, forms and pop-ups run, and the page keeps its own origin so its storage and cookies work. A
 * same-origin page given both scripts and its origin could lift the sandbox, so only trusted pages (the
 * shipped content files, the content owners' links) belong here; pass a stricter `sandbox` for others.
 */
export const externalContentSandbox = 'allow-scripts allow-same-origin allow-forms allow-popups';

export type ExternalContentDialogProps = {
  /** The content's name: the dialog's title and the frame's accessible name. */
  title: string;
  /** The page to show. */
  src: string;
  /** Called once each time the dialog opens: the app marks the external link opened. */
  onOpen?: () => void;
  /** Called when the dialog closes (Close or Escape). */
  onClose: () => void;
  /** The frame's sandbox tokens. */
  sandbox?: string;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/**
 * The iframe popup (000 section 2) for external links and web pages on a wide screen; on phones the app
 * opens them in a new tab instead (000 section 4). Takes the whole screen below 640 px.
 */
export function ExternalContentDialog({
  title,
  src,
  onOpen,
  onClose,
  sandbox = externalContentSandbox,
  open,
}: ExternalContentDialogProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: true });
  const isReportedRef = useRef(false);
  const focusHandlers = useReturnFocus();

  // Once per opening, not per render (nor twice under React's strict mode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `onOpen` may change every render.
  useEffect(() => {
    if (!isOpen) {
      isReportedRef.current = false;
      return;
    }
    if (isReportedRef.current) return;
    isReportedRef.current = true;
    onOpen?.();
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent
        data-slot="external-content-dialog"
        size="lg"
        aria-describedby={undefined}
        {...focusHandlers}
        className="grid-rows-[auto_1fr] max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none"
      >
        <DialogTitle className="truncate">{title}</DialogTitle>
        <iframe
          data-slot="external-content-frame"
          title={title}
          src={src}
          sandbox={sandbox}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-[70dvh] w-full rounded-md border border-border bg-white max-sm:h-full"
        />
      </DialogContent>
    </Dialog>
  );
}
