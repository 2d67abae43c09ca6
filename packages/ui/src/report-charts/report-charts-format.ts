/** Formatting shared by the report charts and their data tables. */

export const chartNumberFormat = new Intl.NumberFormat('en-US');

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A graph's month, `YYYY-MM` (UTC), as 'Nov 2026'; anything else is shown as given. */
export function formatReportMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The score chart draws at most this many bars: the highest scores (more would not be readable). */
export const reportScoreBarsMax = 10;

/**
 * The rows the score chart draws: the `max` highest scores, highest first; equal scores keep the report's
 * order (the list's sort order), so the chart does not reshuffle between renders.
 */
export function topScores<Row extends { score: number }>(
  rows: readonly Row[],
  max = reportScoreBarsMax,
): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.score - a.row.score || a.index - b.index)
    .slice(0, max)
    .map(({ row }) => row);
}
