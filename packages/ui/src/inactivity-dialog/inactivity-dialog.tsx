import { messages } from '@segno/domain';
import { Button } from '../button';
import { MessageDialog } from '../message-dialog';
import { countdownAnnouncement, countdownText } from './inactivity-announcement';

export type InactivityWarningDialogProps = {
  /** Seconds until the session ends; the app counts down 10 ticks of one second (000 section 9). */
  secondsLeft: number;
  /** Keep me signed in, Escape or a click outside: the learner is here, so the session goes on. */
  onKeepAlive: () => void;
  /** Log off. The dialog stays until the app closes every dialog and signs out (000 section 4). */
  onLogOff: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself on keep alive. */
  open?: boolean;
};

/**
 * The session inactivity warning (000 section 4). The opening announces the title and the starting
 * countdown; after that a polite live region speaks only at 5, 3 and 1 seconds, while the visible line
 * updates every second without being read out.
 */
export function InactivityWarningDialog({
  secondsLeft,
  onKeepAlive,
  onLogOff,
  open,
}: InactivityWarningDialogProps) {
  return (
    <MessageDialog
      slot="inactivity-dialog"
      role="alertdialog"
      title={messages.inactivity.title}
      message={<span data-slot="inactivity-countdown">{countdownText(secondsLeft)}</span>}
      closeLabel={messages.inactivity.keepAlive}
      onClose={onKeepAlive}
      open={open}
      actions={
        <Button variant="outline" onClick={onLogOff}>
          {messages.inactivity.logOff}
        </Button>
      }
    >
      <p data-slot="inactivity-announcement" role="status" aria-live="polite" className="sr-only">
        {countdownAnnouncement(secondsLeft)}
      </p>
    </MessageDialog>
  );
}
