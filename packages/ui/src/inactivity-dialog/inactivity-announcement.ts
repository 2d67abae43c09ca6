import { formatMessage, messages } from '@segno/domain';

/** The seconds at which screen readers hear the countdown again. The opening itself announces the start. */
export const announcedSeconds: readonly number[] = [5, 3, 1];

/** The visible countdown line: 'You will be signed out in 7 seconds.' */
export function countdownText(secondsLeft: number): string {
  if (secondsLeft === 1) return messages.inactivity.countdownOne;
  return formatMessage(messages.inactivity.countdown, { seconds: secondsLeft });
}

/**
 * What the polite live region holds at this tick: the countdown at 5, 3 and 1 seconds, otherwise nothing.
 * A region that changed every second would talk over itself; emptying it in between says nothing and lets
 * the next announcement count as a change.
 */
export function countdownAnnouncement(secondsLeft: number): string {
  return announcedSeconds.includes(secondsLeft) ? countdownText(secondsLeft) : '';
}
