import { completionPointsMessage, messages } from '@segno/domain';
import { CompletionRewards, type CompletionRewardsProps } from '../completion-dialog/completion-rewards';
import { MessageDialog } from '../message-dialog';

export type RedeemResultDialogProps = CompletionRewardsProps & {
  /** 'redeemed' for a response with error 0, 'failed' for error 1. */
  outcome: 'redeemed' | 'failed';
  /** The content the code completed ('redeemed'). */
  contentName?: string;
  /** Points earned ('redeemed'): 0 shows the retake message. */
  points?: number;
  /** The server's message ('failed'). */
  message?: string;
  /** Called when the learner closes it (OK or Escape). */
  onClose: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/** The redeem popup (000 section 4): success with the content and what it earned, or the server's message. */
export function RedeemResultDialog({
  outcome,
  contentName,
  points = 0,
  message,
  badges,
  medals,
  level,
  onClose,
  open,
}: RedeemResultDialogProps) {
  if (outcome === 'failed') {
    return (
      <MessageDialog
        slot="redeem-result-dialog"
        role="alertdialog"
        tone="danger"
        title={messages.errors.completionTitle}
        message={message || messages.errors.contentForbidden}
        closeLabel="OK"
        onClose={onClose}
        open={open}
      />
    );
  }
  return (
    <MessageDialog
      slot="redeem-result-dialog"
      tone="success"
      title={messages.completion.redeemed}
      message={
        <>
          {contentName && <span className="block font-medium text-foreground">{contentName}</span>}
          {completionPointsMessage(points)}
        </>
      }
      closeLabel="OK"
      onClose={onClose}
      open={open}
    >
      <CompletionRewards badges={badges} medals={medals} level={level} />
    </MessageDialog>
  );
}
