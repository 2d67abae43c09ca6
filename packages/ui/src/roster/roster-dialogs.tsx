import { formatMessage, iltMessages } from '@segno/domain';
import { ConfirmDialog } from '../confirm-dialog';
import { MessageDialog } from '../message-dialog';

/** The roster's modal, if any, and the learner it is about (002, section 8). */
export type RosterDialog = {
  type: 'confirm-removal' | 'cannot-remove-learner' | 'cannot-remove-attendance';
  registrationId: number;
};

export type RosterDialogsProps = {
  dialog: RosterDialog | null;
  /** The name of the learner the dialog is about. */
  learnerName: string;
  onConfirmRemoval: (registrationId: number) => void;
  onDismiss: () => void;
};

/** Remove-learner confirmation, and the two modals that explain why something cannot be undone. */
export function RosterDialogs({ dialog, learnerName, onConfirmRemoval, onDismiss }: RosterDialogsProps) {
  const { confirmRemoveLearner, cannotRemoveLearner, cannotRemoveAttendance } = iltMessages.roster;
  return (
    <>
      <ConfirmDialog
        open={dialog?.type === 'confirm-removal'}
        tone="danger"
        title={confirmRemoveLearner.title}
        message={formatMessage(confirmRemoveLearner.message, { name: learnerName })}
        confirmLabel={iltMessages.roster.confirm}
        cancelLabel={iltMessages.roster.dismiss}
        onConfirm={() => dialog && onConfirmRemoval(dialog.registrationId)}
        onCancel={onDismiss}
      />
      <MessageDialog
        open={dialog?.type === 'cannot-remove-learner'}
        role="alertdialog"
        slot="roster-cannot-remove-learner"
        title={cannotRemoveLearner.title}
        message={cannotRemoveLearner.message}
        closeLabel={iltMessages.roster.close}
        onClose={onDismiss}
      />
      <MessageDialog
        open={dialog?.type === 'cannot-remove-attendance'}
        role="alertdialog"
        slot="roster-cannot-remove-attendance"
        title={cannotRemoveAttendance.title}
        message={cannotRemoveAttendance.message}
        closeLabel={iltMessages.roster.close}
        onClose={onDismiss}
      />
    </>
  );
}
