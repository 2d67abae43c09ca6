import { formatMessage } from '../messages';
import { iltMessages } from '../messages-ilt';

/** Spec 002 section 5, "Session": the duration is required and above 0 minutes (whole minutes). */
export function isValidSessionDuration(minutes: number | null | undefined): boolean {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0;
}

/**
 * Spec 002 section 9: 'N mins' or 'N hrs M mins'. Under an hour reads 'N mins'; from 60 minutes on, the hours
 * pattern is used whole, so 60 reads '1 hrs 0 mins' and 61 '1 hrs 1 mins' (the spec gives only the two
 * patterns, without singular forms or dropping the zero; we keep them literal). Not a count of minutes
 * (negative, fractional or not a number) reads as an empty string.
 */
export function formatDurationMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) return '';
  if (minutes < 60) return formatMessage(iltMessages.duration.minutes, { minutes });
  return formatMessage(iltMessages.duration.hoursAndMinutes, {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
}
