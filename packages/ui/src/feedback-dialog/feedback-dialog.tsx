import { messages } from '@segno/domain';
import { FormDialog, type FormDialogOpenProps } from '../form-dialog';
import { FeedbackForm, type FeedbackValues } from './feedback-form';

export type FeedbackDialogProps = FormDialogOpenProps & {
  /** Sends the feedback. Resolve to close the dialog (the caller then shows the success banner); reject to
   * keep it open with everything typed and an error. */
  onSubmit: (values: FeedbackValues) => Promise<void>;
  /** Shown when sending fails. */
  sendErrorMessage?: string;
};

/** The header's site feedback dialog (000 sections 2, 3 and 5). A fresh form on every opening. */
export function FeedbackDialog({
  onSubmit,
  sendErrorMessage = messages.errors.generic,
  ...openProps
}: FeedbackDialogProps) {
  return (
    <FormDialog
      {...openProps}
      slot="feedback-dialog"
      title="Site feedback"
      description="Tell us what works well and what could be better."
    >
      {(close) => <FeedbackForm onSubmit={onSubmit} onSent={close} sendErrorMessage={sendErrorMessage} />}
    </FormDialog>
  );
}
