/**
 * The spec's display date format (000, section 9): 'MMM d yyyy', as in 'Nov 22 2026'. English month
 * abbreviations, no comma, no leading zero on the day. Dates are calendar days in local time.
 */

const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'Nov 22 2026'. An invalid `Date` formats as an empty string rather than 'undefined NaN NaN'. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${monthAbbreviations[date.getMonth()]} ${date.getDate()} ${date.getFullYear()}`;
}

/** '2026-11-22', the value format of a native `<input type="date">`, in local time. */
export function formatIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const displayPattern = /^([a-z]{3})\s+(\d{1,2})\s+(\d{4})$/i;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local midnight for the given calendar day, or undefined when the day does not exist (Feb 30). */
function calendarDay(year: number, monthIndex: number, day: number): Date | undefined {
  const date = new Date(year, monthIndex, day);
  // new Date() maps years 0 to 99 onto 1900 to 1999; setFullYear keeps the year as written.
  date.setFullYear(year, monthIndex, day);
  const exists = date.getFullYear() === year && date.getMonth() === monthIndex && date.getDate() === day;
  return exists ? date : undefined;
}

/** Reads 'Nov 22 2026' (month name in any case) or ISO '2026-11-22'; anything else, or a day that does not exist, is undefined. */
export function parseDisplayDate(text: string): Date | undefined {
  const trimmed = text.trim();
  const display = displayPattern.exec(trimmed);
  if (display) {
    const [, monthName = '', day = '', year = ''] = display;
    const monthIndex = monthAbbreviations.findIndex(
      (abbreviation) => abbreviation.toLowerCase() === monthName.toLowerCase(),
    );
    return monthIndex === -1 ? undefined : calendarDay(Number(year), monthIndex, Number(day));
  }
  const iso = isoPattern.exec(trimmed);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return calendarDay(Number(year), Number(month) - 1, Number(day));
  }
  return undefined;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The session date format (002, section 9): 'MMMM D YYYY, h:mm A', as in 'November 27 2026, 9:00 AM'. Full
 * English month name, no leading zero on the day or the hour, 12-hour clock (12 for noon and midnight), local
 * time. An invalid `Date` formats as an empty string.
 */
export function formatSessionDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${monthNames[date.getMonth()]} ${date.getDate()} ${date.getFullYear()}, ${hour}:${minutes} ${meridiem}`;
}
