import { describe, expect, it } from 'vitest';
import { readReportSearch, savedFilters, toReportQuery, toReportSearch } from './report-search';

const read = (search: string) => readReportSearch(new URLSearchParams(search));

describe('the report view in the query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({ sort: { column: 'name', direction: 'asc' }, page: 1, filters: {} });
  });

  it('reads the sort, the page and every filter', () => {
    expect(
      read(
        'sort_column=score-desc&page=3&filter_region=1&filter_district=2&filter_store=4&filter_subscription=auto&seg=7',
      ),
    ).toEqual({
      sort: { column: 'score', direction: 'desc' },
      page: 3,
      filters: { filter_region: 1, filter_district: 2, filter_store: 4, filter_subscription: 'auto', seg: 7 },
    });
  });

  it.each([
    ['sort_column=points-desc', 'an unknown column'],
    ['sort_column=score', 'a sort without direction'],
    ['page=0', 'page 0'],
    ['page=-2', 'a negative page'],
    ['page=2.5', 'a fractional page'],
    ['filter_region=abc', 'a region that is not a number'],
    ['filter_store=0', 'store 0'],
    ['filter_subscription=everyone', 'an unknown subscription'],
    ['seg=', 'an empty segment'],
  ])('falls back to the default for %s (%s)', (search) => {
    expect(read(search)).toEqual(read(''));
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    const view = read('');
    expect(toReportSearch(view).toString()).toBe('');
    const changed = {
      sort: { column: 'average_score', direction: 'desc' },
      page: 2,
      filters: { filter_district: 3, filter_subscription: 'self', seg: 5 },
    } as const;
    expect(toReportSearch(changed).toString()).toBe(
      'sort_column=average_score-desc&page=2&filter_district=3&filter_subscription=self&seg=5',
    );
    expect(readReportSearch(toReportSearch(changed))).toEqual(changed);
    expect(toReportSearch({ ...view, sort: { column: 'name', direction: 'desc' } }).toString()).toBe(
      'sort_column=name-desc',
    );
  });

  it('asks the report call for 10 rows of the page, sorted and filtered', () => {
    expect(
      toReportQuery(read('sort_column=gold-desc&page=4&filter_region=2&filter_subscription=self')),
    ).toEqual({
      page_results: 10,
      page_number: 4,
      sort_column: 'gold-desc',
      filter_region: 2,
      filter_subscription: 'self',
    });
    expect(toReportQuery(read(''))).toEqual({ page_results: 10, page_number: 1, sort_column: 'name-asc' });
  });

  it('records the filters of a saved view as strings', () => {
    expect(savedFilters({ filter_region: 1, filter_subscription: 'auto' })).toEqual({
      filter_region: '1',
      filter_subscription: 'auto',
    });
    expect(savedFilters({})).toEqual({});
  });
});
