import type { contentRecurrences } from '../options';

/**
 * Points for completing a content (the spec leaves the rule open; Segno's, documented in the README):
 * published content with points above 0 awards its points once per recurrence period, and nothing again
 * within the same period (the 'retake' message).
 * - never: once ever;
 * - every_year: once per calendar year;
 * - every_x_years: once per that many calendar years counted from the last award (2 years: 2024, then 2026).
 * Years are UTC calendar years, so the answer does not depend on the server's time zone.
 */
export type Recurrence =
  | { kind: Exclude<(typeof contentRecurrences)[number], 'every_x_years'> }
  | { kind: 'every_x_years'; years: number };

export type AwardableContent = { points: number; isPublished: boolean; recurrence: Recurrence };

export function pointsToAward(
  content: AwardableContent,
  previousAwardDates: readonly Date[],
  now: Date,
): number {
  if (!content.isPublished || content.points <= 0) return 0;
  const year = now.getUTCFullYear();
  const yearsSince = previousAwardDates.map((date) => year - date.getUTCFullYear());
  const { recurrence } = content;
  const periodYears =
    recurrence.kind === 'every_x_years'
      ? Math.max(1, recurrence.years)
      : recurrence.kind === 'every_year'
        ? 1
        : undefined;
  const isInSamePeriod =
    periodYears === undefined
      ? previousAwardDates.length > 0
      : yearsSince.some((years) => years < periodYears);
  return isInSamePeriod ? 0 : content.points;
}
