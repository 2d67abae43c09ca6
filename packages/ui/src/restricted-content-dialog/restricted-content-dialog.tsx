import { MessageDialog } from '../message-dialog';

export type RestrictedContentDialogProps = {
  /** Why the learner may not submit: the app passes `submitRestrictionMessages[restriction]` (000 section 8). */
  message: string;
  /** Called when the learner closes it (Cancel or Escape) to go on learning. */
  onClose: () => void;
  /** Override the heading. */
  title?: string;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/**
 * The restricted-content modal (000 sections 6 and 8): a generic user id or an off-the-clock learner cannot
 * submit this content. The generic user text ends 'Click the Cancel button to continue learning', so the one
 * button is Cancel.
 */
export function RestrictedContentDialog({
  message,
  onClose,
  title = 'Content restricted',
  open,
}: RestrictedContentDialogProps) {
  return (
    <MessageDialog
      slot="restricted-content-dialog"
      role="alertdialog"
      title={title}
      message={message}
      closeLabel="Cancel"
      onClose={onClose}
      open={open}
    />
  );
}
