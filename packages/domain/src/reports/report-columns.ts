/**
 * The report's levels and columns, and the `sort_column` reading (001 sections 2 and 3), kept free of zod so
 * the widgets that draw reports do not carry the schemas.
 */
export const reportLevels = ['overview', 'region', 'district', 'store', 'team'] as const;
export type ReportLevel = (typeof reportLevels)[number];

/** A report row's numbers, in the order of 001 section 3 (Report rows): the table's and the file's columns. */
export const reportNumberColumns = [
  'learners',
  'score',
  'average_score',
  'level',
  'gold',
  'silver',
  'bronze',
  'badges',
] as const;
export type ReportNumberColumn = (typeof reportNumberColumns)[number];

export const reportSortColumns = ['name', ...reportNumberColumns] as const;
export type ReportSortColumn = (typeof reportSortColumns)[number];
export type ReportSort = { column: ReportSortColumn; direction: 'asc' | 'desc' };

/** `sort_column` as `{column}-{asc|desc}`, for example name-desc or score-desc (001 section 2). */
export function parseReportSort(value: string): ReportSort | undefined {
  const match = /^([a-z_]+)-(asc|desc)$/.exec(value);
  const column = reportSortColumns.find((known) => known === match?.[1]);
  return column && match ? { column, direction: match[2] as 'asc' | 'desc' } : undefined;
}
