import { parseReportSort, type ReportSort, reportLimits } from '@segno/domain';
import type { ReportCallQuery } from '../../api/report-calls';

/** The report's filters (001 section 2): they narrow the learners counted at every level. */
export type ReportFilters = {
  filter_region?: number;
  filter_district?: number;
  filter_store?: number;
  filter_subscription?: 'self' | 'auto';
  seg?: number;
};

/** A report page's view as its query string holds it, so a view can be shared, saved and reopened. */
export type ReportSearch = { sort: ReportSort; page: number; filters: ReportFilters };

export const defaultReportSort: ReportSort = { column: 'name', direction: 'asc' };

const idKeys = ['filter_region', 'filter_district', 'filter_store', 'seg'] as const;

/** A positive whole number, or nothing (a hand-edited address must not break the page). */
function readId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * Reads ?sort_column=score-desc&page=2&filter_region=1&filter_subscription=self&seg=3 (001 section 2 names);
 * anything unknown or malformed falls back to the default (name A to Z, page 1, no filter).
 */
export function readReportSearch(params: URLSearchParams): ReportSearch {
  const filters: ReportFilters = {};
  for (const key of idKeys) {
    const id = readId(params.get(key));
    if (id !== undefined) filters[key] = id;
  }
  const subscription = params.get('filter_subscription');
  if (subscription === 'self' || subscription === 'auto') filters.filter_subscription = subscription;
  return {
    sort: parseReportSort(params.get('sort_column') ?? '') ?? defaultReportSort,
    page: readId(params.get('page')) ?? 1,
    filters,
  };
}

/** The query string of a view: only what differs from the default, in a stable order. */
export function toReportSearch({ sort, page, filters }: ReportSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (sort.column !== defaultReportSort.column || sort.direction !== defaultReportSort.direction)
    params.set('sort_column', `${sort.column}-${sort.direction}`);
  if (page > 1) params.set('page', String(page));
  for (const key of [...idKeys.slice(0, 3), 'filter_subscription', 'seg'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** The report call's query for a view: 10 rows a page (001 section 9). */
export function toReportQuery({ sort, page, filters }: ReportSearch): ReportCallQuery {
  return {
    page_results: reportLimits.pageResults,
    page_number: page,
    sort_column: `${sort.column}-${sort.direction}`,
    ...filters,
  };
}

/** A view's filters as a saved view records them (string values, 001 section 2: "name, url, filters"). */
export function savedFilters(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}
