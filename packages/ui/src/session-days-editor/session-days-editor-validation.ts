import { iltMessages, isValidSessionDuration, messages, type SessionDayDraft } from '@segno/domain';
import { fieldErrorText } from '../field/field-messages';

/**
 * A day as the editor holds it: the domain's draft plus whether its date and time fields hold a value. An
 * emptied field keeps the last date or time in `start_date` (so the later days keep their place) and sets
 * the flag to false; absent means filled.
 */
export type SessionDaysEditorDay = SessionDayDraft & {
  hasDate?: boolean;
  hasTime?: boolean;
};

export type SessionDayField = 'date' | 'time' | 'duration' | 'room';

export const sessionDayFieldLabels = {
  date: 'Date',
  time: 'Time',
  duration: 'Duration (minutes)',
  room: 'Room',
} as const satisfies Record<SessionDayField, string>;

/** Spec 002 section 5, "Session": duration above 0 minutes; date, time and room required. */
export function sessionDayErrors(day: SessionDaysEditorDay): Partial<Record<SessionDayField, string>> {
  const required = (field: SessionDayField) =>
    fieldErrorText(sessionDayFieldLabels[field], messages.validation.required);
  const errors: Partial<Record<SessionDayField, string>> = {};
  if (day.hasDate === false || Number.isNaN(day.start_date.getTime())) errors.date = required('date');
  if (day.hasTime === false) errors.time = required('time');
  if (!isValidSessionDuration(day.duration)) errors.duration = iltMessages.session.durationAboveZero;
  if (day.room.trim() === '') errors.room = required('room');
  return errors;
}

/** Whether every day is filled in: the session form may be saved (there must be at least one day). */
export function areSessionDaysComplete(days: readonly SessionDaysEditorDay[]): boolean {
  return days.length > 0 && days.every((day) => Object.keys(sessionDayErrors(day)).length === 0);
}
