import { type ReactElement, useRef, useState } from 'react';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../dialog';
import { useReturnFocus } from '../hooks/use-return-focus';

export type ConfirmDialogProps = {
  /** The question or warning. Required: a confirmation without a message is a bug the type system catches. */
  message: string;
  /** A short heading above the message. Without it, the message itself names the dialog. */
  title?: string;
  /** Label of the button that goes ahead. */
  confirmLabel?: string;
  /** Label of the button that backs out. */
  cancelLabel?: string;
  /** 'danger' for destructive actions: a red confirm button, and focus starts on Cancel. */
  tone?: 'default' | 'danger';
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Called when the user backs out: Cancel, or Escape. */
  onCancel?: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog when clicked, for uncontrolled use. */
  trigger?: ReactElement;
};

/** Asks the user to confirm an action (role alertdialog). Clicking outside does not dismiss it. */
export function ConfirmDialog({
  message,
  title,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  onCancel,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isDanger = tone === 'danger';
  // Opened by the app (no trigger), focus goes back to where it was, not to the page's body.
  const focusHandlers = useReturnFocus((event) => {
    event.preventDefault();
    (isDanger ? cancelRef : confirmRef).current?.focus();
  });

  function setOpen(next: boolean) {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  // Radix reports every dismissal (Cancel, Escape) as a close; confirming closes through `handleConfirm`.
  function handleOpenChange(next: boolean) {
    if (!next) onCancel?.();
    setOpen(next);
  }

  function handleConfirm() {
    onConfirm();
    setOpen(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        data-slot="confirm-dialog"
        data-tone={tone}
        role="alertdialog"
        size="sm"
        hasCloseButton={false}
        onPointerDownOutside={(event) => event.preventDefault()}
        {...focusHandlers}
        // Without a title the message is the name, and there is nothing further to describe it.
        {...(title ? {} : { 'aria-describedby': undefined })}
      >
        {title ? (
          <>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{message}</DialogDescription>
          </>
        ) : (
          <DialogTitle>{message}</DialogTitle>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button ref={confirmRef} variant={isDanger ? 'danger' : 'primary'} onClick={handleConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
