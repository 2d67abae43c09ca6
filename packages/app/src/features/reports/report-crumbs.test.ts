import type { ReportList, ReportScope } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { reportCrumbTrail, reportTitle } from './report-crumbs';
import { readReportPlace } from './report-loader';
import { readReportSearch } from './report-search';

const none: ReportScope = { region: null, district: null, store: null, manager: null };
const region = { id: 1, name: 'Northeast' };
const district = { id: 2, name: 'Boston Metro' };
const store = { id: 3, name: 'Boston Downtown', code: 'S101' };
const totals = {
  learners: 0,
  score: 0,
  average_score: 0,
  level: 1,
  gold: 0,
  silver: 0,
  bronze: 0,
  badges: 0,
};

const list = (level: ReportList['level'], scope: ReportScope): ReportList => ({
  type: 'list',
  level,
  scope,
  totals,
  data: [],
  total: 0,
  page_number: 1,
  page_results: 10,
  sort_column: 'name-asc',
});

describe('report places, paths, titles and breadcrumbs', () => {
  it('reads the place from the route params and builds its path back', () => {
    const cases = [
      ['overview', {}, '/report-dashboard/overview'],
      ['region', { region_id: '1' }, '/report-dashboard/region/1'],
      ['district', { region_id: '1', district_id: '2' }, '/report-dashboard/region/1/district/2'],
      [
        'store',
        { region_id: '1', district_id: '2', store_id: '3' },
        '/report-dashboard/region/1/district/2/store/3',
      ],
      ['team', { man_id: '4' }, '/team-reporting/4'],
    ] as const;
    for (const [level, params, path] of cases)
      expect(paths.report(readReportPlace(level, params))).toBe(path);
    expect(paths.report({ level: 'team', managerId: 4 }, 'sort_column=score-desc')).toBe(
      '/team-reporting/4?sort_column=score-desc',
    );
  });

  it('titles the page by its place', () => {
    expect(reportTitle(none)).toBe('Reports overview');
    expect(reportTitle({ ...none, region })).toBe('Northeast');
    expect(reportTitle({ ...none, region, district, store })).toBe('Boston Downtown');
    expect(reportTitle({ ...none, manager: { id: 4, name: 'Robert Hughes' } })).toBe('Team of Robert Hughes');
  });

  it('leads down the hierarchy, keeping the filters but not the sort or page', () => {
    const search = readReportSearch(
      new URLSearchParams('sort_column=score-desc&page=2&filter_subscription=self'),
    );
    const place = { level: 'store', regionId: 1, districtId: 2, storeId: 3 } as const;
    expect(
      reportCrumbTrail({ place, search, report: list('store', { ...none, region, district, store }) }),
    ).toEqual([
      { label: 'Reporting dashboard', path: '/report-dashboard/overview?filter_subscription=self' },
      { label: 'Northeast', path: '/report-dashboard/region/1?filter_subscription=self' },
      { label: 'Boston Metro', path: '/report-dashboard/region/1/district/2?filter_subscription=self' },
      {
        label: 'Boston Downtown',
        path: '/report-dashboard/region/1/district/2/store/3?filter_subscription=self',
      },
    ]);
    expect(
      reportCrumbTrail({
        place: { level: 'overview' },
        search: readReportSearch(new URLSearchParams()),
        report: list('overview', none),
      }),
    ).toEqual([{ label: 'Reporting dashboard', path: '/report-dashboard/overview' }]);
  });

  it('gives a team one crumb, its own', () => {
    const manager = { id: 4, name: 'Robert Hughes' };
    const search = readReportSearch(new URLSearchParams());
    expect(
      reportCrumbTrail({
        place: { level: 'team', managerId: 4 },
        search,
        report: list('team', { ...none, manager }),
      }),
    ).toEqual([{ label: 'Team of Robert Hughes', path: '/team-reporting/4' }]);
  });
});
