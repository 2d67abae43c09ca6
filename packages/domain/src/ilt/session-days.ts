import { addCalendarDays, startOfDay } from '../plans/calendar';
import { isValidSessionDuration } from './duration';

/** A day of a session (002, section 3, "Session": session_days with start_date, room, duration, sort_order). */
export type SessionDayDraft = {
  start_date: Date;
  room: string;
  /** Minutes. */
  duration: number;
  /** 1-based. */
  sort_order: number;
};

/** Ours: the spec sets no time for a new session's first day; it starts at 9:00 AM. */
export const defaultSessionStartHour = 9;

const saturday = 6;
const sunday = 0;

/** The next calendar day that is a weekday, at the same time of day (Friday leads to Monday). */
export function nextWeekday(date: Date): Date {
  let next = addCalendarDays(date, 1);
  while (next.getDay() === saturday || next.getDay() === sunday) next = addCalendarDays(next, 1);
  return next;
}

/** `day`'s calendar date at `time`'s time of day. */
function atTimeOf(day: Date, time: Date): Date {
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
    time.getSeconds(),
  );
}

/**
 * Spec 002 section 4, "Session creation": the first day's date drives the later days, each on the weekday
 * after the day before it (weekends skipped). Each later day keeps its own time of day; sort_order is
 * renumbered 1, 2, 3 in list order.
 */
export function chainSessionDays<Day extends SessionDayDraft>(days: readonly Day[]): Day[] {
  const chained: Day[] = [];
  for (const [index, day] of days.entries()) {
    const previous = chained[index - 1];
    const start_date = previous ? atTimeOf(nextWeekday(previous.start_date), day.start_date) : day.start_date;
    chained.push({ ...day, start_date, sort_order: index + 1 });
  }
  return chained;
}

/** The first day moved to `date` (date and time as picked); every later day follows it. */
export function withFirstDayDate<Day extends SessionDayDraft>(days: readonly Day[], date: Date): Day[] {
  const [first, ...rest] = days;
  return first ? chainSessionDays([{ ...first, start_date: date }, ...rest]) : [];
}

/**
 * Spec 002 section 4: new days default to tomorrow, at the first day's time of day (9:00 AM when there is no
 * day yet). Duration 0 and an empty room until the instructor fills them in (both are required).
 */
export function newSessionDay(days: readonly SessionDayDraft[], now: Date): SessionDayDraft {
  const tomorrow = addCalendarDays(startOfDay(now), 1);
  const first = days[0];
  const start_date = first
    ? atTimeOf(tomorrow, first.start_date)
    : new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), defaultSessionStartHour);
  return { start_date, room: '', duration: 0, sort_order: days.length + 1 };
}

/**
 * Adds a day at the end. The first day of a new session lands on tomorrow; once there is a first day, it
 * drives the later days, so an added day falls on the weekday after the last one.
 */
export function addSessionDay(days: readonly SessionDayDraft[], now: Date): SessionDayDraft[] {
  return chainSessionDays([...days, newSessionDay(days, now)]);
}

/** Removes the day at `index`; the days after it move up and follow the first day again. */
export function removeSessionDay<Day extends SessionDayDraft>(days: readonly Day[], index: number): Day[] {
  return chainSessionDays(days.filter((_, position) => position !== index));
}

/** Spec 002 section 5, "Session": every day needs a duration above 0 minutes and a room. */
export function isSessionDayComplete(day: SessionDayDraft): boolean {
  return (
    isValidSessionDuration(day.duration) &&
    day.room.trim().length > 0 &&
    !Number.isNaN(day.start_date.getTime())
  );
}
