import { type ReactNode, type RefObject, useRef } from 'react';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog';
import { useControllableState } from '../hooks/use-controllable-state';
import { useReturnFocus } from '../hooks/use-return-focus';

export type MessageDialogTone = 'default' | 'success' | 'danger';

export type MessageDialogProps = {
  /** The heading that names the dialog. */
  title: string;
  /** The message under the title, read as the dialog's description. */
  message?: ReactNode;
  /** More content between the message and the buttons (a list, a link). */
  children?: ReactNode;
  /** Label of the button that closes the dialog ('OK', 'Cancel', 'Go back'). */
  closeLabel: string;
  /** Called once whenever the dialog closes: its button, Escape, or a click on the dimmed page. */
  onClose: () => void;
  /** Look of the close button: primary, or outline when another action is the main one. */
  closeVariant?: 'primary' | 'outline';
  /** Buttons shown before the close button. They do not close the dialog by themselves. */
  actions?: ReactNode;
  /** The element focus starts on; the close button when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What the message means; shown as `data-tone`. */
  tone?: MessageDialogTone;
  /** 'alertdialog' for messages that interrupt (restrictions, warnings). */
  role?: 'dialog' | 'alertdialog';
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
  /** `data-slot` of the dialog's content. */
  slot?: string;
};

/**
 * A message the learner acknowledges with one button, optionally with more actions beside it: the shape
 * shared by the restricted-content, locked-content, inactivity, download and redeem-result dialogs.
 */
export function MessageDialog({
  title,
  message,
  children,
  closeLabel,
  closeVariant = 'primary',
  onClose,
  actions,
  initialFocusRef,
  tone = 'default',
  role = 'dialog',
  open,
  slot = 'message-dialog',
}: MessageDialogProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: true });
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusHandlers = useReturnFocus((event) => {
    event.preventDefault();
    (initialFocusRef ?? closeRef).current?.focus();
  });

  function close() {
    setOpen(false);
    onClose();
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && close()}>
      <DialogContent
        data-slot={slot}
        data-tone={tone}
        role={role}
        size="sm"
        hasCloseButton={false}
        {...focusHandlers}
        {...(message === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <DialogTitle className={tone === 'danger' ? 'text-danger' : undefined}>{title}</DialogTitle>
        {message !== undefined && <DialogDescription>{message}</DialogDescription>}
        {children}
        <DialogFooter>
          {actions}
          <Button ref={closeRef} variant={closeVariant} onClick={close}>
            {closeLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
