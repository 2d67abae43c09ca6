/** Calendar-day arithmetic in local time, as the spec's dates are calendar days (000, section 9). */

const millisecondsPerDay = 86_400_000;

/** Whole calendar days from `from`'s day to `to`'s day: 0 on the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const fromDay = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const toDay = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((toDay - fromDay) / millisecondsPerDay);
}

/** The same wall-clock time `days` calendar days later (daylight-saving safe). */
export function addCalendarDays(date: Date, days: number): Date {
  const later = new Date(date.getTime());
  later.setDate(later.getDate() + days);
  return later;
}

/** 23:59:59 local time of the given day (002, section 4: the due date is set at 23:59:59 of the chosen day). */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
