/**
 * The arithmetic of report rows (001 section 3, Report rows), shared by the server (which sums the learners'
 * numbers in SQL and finishes them here) and any client that re-sorts rows.
 */
import { levelForScore } from '../levels';
import type { ReportRow, ReportTotals } from '../schemas/reports';
import type { ReportSort } from './report-columns';
import { compareReportNameKeys, reportNameKey } from './report-name-key';

/** What SQL sums over a row's learners. */
export type ReportSums = Omit<ReportTotals, 'average_score' | 'level'>;

export const emptyReportSums: ReportSums = {
  learners: 0,
  score: 0,
  gold: 0,
  silver: 0,
  bronze: 0,
  badges: 0,
};

/**
 * A row's totals: average score is the score per learner, rounded (0 without learners); level is the level that
 * average reaches (`levelForScore`), so a learner row shows the learner's own level.
 */
export function reportTotals(sums: ReportSums): ReportTotals {
  const average = sums.learners === 0 ? 0 : Math.round(sums.score / sums.learners);
  return { ...sums, average_score: average, level: levelForScore(average) };
}

/** The totals of several rows together (the whole report above its rows). */
export function sumReportTotals(rows: readonly { totals: ReportSums }[]): ReportTotals {
  const sums = { ...emptyReportSums };
  for (const { totals } of rows) {
    sums.learners += totals.learners;
    sums.score += totals.score;
    sums.gold += totals.gold;
    sums.silver += totals.silver;
    sums.bronze += totals.bronze;
    sums.badges += totals.badges;
  }
  return reportTotals(sums);
}

/** The id a row is known by, for a stable order among equals. */
const rowKey = (row: ReportRow) => row.user_id ?? row.store_id ?? row.district_id ?? row.region_id ?? 0;

/**
 * Rows in the asked order; equal values by name (A to Z, `reportNameKey`'s order), then id, whatever the
 * direction, so pages never overlap. Level sorts by average score (finer than level, and in the same order).
 * The server sorts a store's and a team's learners the same way in SQL (report-repository.ts).
 */
export function sortReportRows(rows: readonly ReportRow[], { column, direction }: ReportSort): ReportRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const numberColumn = column === 'name' ? undefined : column === 'level' ? 'average_score' : column;
  const keyed = rows.map((row) => ({ row, nameKey: reportNameKey(row.name) }));
  keyed.sort((a, b) => {
    const byName = compareReportNameKeys(a.nameKey, b.nameKey);
    const primary =
      numberColumn === undefined ? byName : a.row.totals[numberColumn] - b.row.totals[numberColumn];
    if (primary !== 0) return sign * primary;
    return byName || rowKey(a.row) - rowKey(b.row);
  });
  return keyed.map(({ row }) => row);
}

/** One page (1-based) of rows. */
export function reportPage<Row>(rows: readonly Row[], pageNumber: number, pageResults: number): Row[] {
  const start = (pageNumber - 1) * pageResults;
  return rows.slice(start, start + pageResults);
}

/** The calendar months (UTC, `YYYY-MM`) of a completion series ending with `now`'s month, oldest first. */
export function reportMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
