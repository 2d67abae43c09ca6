/**
 * Assessment dates (002 section 9: "Assessment dates MM/DD/YYYY"): the day an assessment took place travels and
 * shows as 'MM/DD/YYYY' (a calendar day, no time zone); it is stored as an SQL date ('YYYY-MM-DD').
 */

const pattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Ours: years before this are typing mistakes. */
const earliestYear = 1900;

function dayExists(year: number, month: number, day: number): boolean {
  if (year < earliestYear || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** 'MM/DD/YYYY' of a day that exists, as 'YYYY-MM-DD'; anything else is undefined. */
export function assessmentDateToIso(text: string): string | undefined {
  const match = pattern.exec(text.trim());
  if (!match) return undefined;
  const [, month, day, year] = match;
  if (!dayExists(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month}-${day}`;
}

/** Whether the text is a real day written MM/DD/YYYY. */
export function isAssessmentDate(text: string): boolean {
  return assessmentDateToIso(text) !== undefined;
}

/** 'YYYY-MM-DD' (an SQL date) as 'MM/DD/YYYY'. */
export function assessmentDateFromIso(iso: string): string {
  const match = isoPattern.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

/** A moment as 'MM/DD/YYYY' in local time (the list's Last Updated); an invalid date is ''. */
export function formatAssessmentDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${month}/${day}/${String(date.getFullYear()).padStart(4, '0')}`;
}
