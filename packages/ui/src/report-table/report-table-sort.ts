import type { ReportSort, ReportSortColumn } from '@segno/domain';

/** A heading's click: a new column sorts ascending, the sorted column flips. */
export function nextReportSort(current: ReportSort, column: ReportSortColumn): ReportSort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
