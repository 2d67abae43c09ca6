import { Alert } from '../alert';
import { Button } from '../button';
import { DialogClose, DialogFooter } from '../dialog';

export type FormDialogFooterProps = {
  submitLabel: string;
  isSubmitting: boolean;
  /** Shown above the buttons after a failed send. */
  sendErrorMessage?: string;
};

/** The send error, if any, then Cancel and the submit button. */
export function FormDialogFooter({ submitLabel, isSubmitting, sendErrorMessage }: FormDialogFooterProps) {
  return (
    <>
      {sendErrorMessage && <Alert tone="danger">{sendErrorMessage}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
