import { formatDate } from '../format-date';

/** The kinds of activity an award writes (000, section 3). */
export const activityTypes = ['Points', 'Medal', 'Badge', 'Level'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** The activity filters of /dashboard/all-activity, by query value. */
export const activityFilters = {
  points: 'Points',
  medals: 'Medal',
  badges: 'Badge',
  level: 'Level',
} as const;
export type ActivityFilter = keyof typeof activityFilters;

const dayMs = 24 * 60 * 60 * 1000;
export const recentDays = 14;

/** Recent means within 14 days of now (000, section 9); the widget flags such items as new. */
export function isRecent(date: Date, now: Date): boolean {
  const age = now.getTime() - date.getTime();
  return age >= 0 && age <= recentDays * dayMs;
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Today's activity as 'h:mm am/pm today', any other day as 'MMM d yyyy' (000, section 9). */
export function formatActivityTime(date: Date, now: Date): string {
  if (!isSameLocalDay(date, now)) return formatDate(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} today`;
}
