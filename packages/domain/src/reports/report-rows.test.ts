import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../schemas/reports';
import { parseReportSort } from './report-columns';
import { reportMonths, reportPage, reportTotals, sortReportRows, sumReportTotals } from './report-rows';

const sums = (learners: number, score: number, medals = [0, 0, 0], badges = 0) => ({
  learners,
  score,
  gold: medals[0] ?? 0,
  silver: medals[1] ?? 0,
  bronze: medals[2] ?? 0,
  badges,
});

const row = (id: number, name: string, learners: number, score: number, gold = 0): ReportRow => ({
  region_id: id,
  district_id: null,
  store_id: null,
  user_id: null,
  manager_id: null,
  manager_name: null,
  name,
  totals: reportTotals(sums(learners, score, [gold, 0, 0])),
});

describe('report totals', () => {
  // Levels from the ladder of levels.ts: 240 is past the 100 rung (2), 333 past 250 (3), 1,101 past 1,000 (5).
  it.each([
    [0, 0, 0, 1],
    [1, 240, 240, 2],
    [3, 1000, 333, 3],
    [2, 5, 3, 1],
    [4, 4_402, 1_101, 5],
  ])('%i learners with %i points average %i, level %i', (learners, score, average, level) => {
    const totals = reportTotals(sums(learners, score));
    expect(totals.average_score).toBe(average);
    expect(totals.level).toBe(level);
  });

  it('sums rows and recomputes the average from the sums, not from the rows’ averages', () => {
    const total = sumReportTotals([
      { totals: sums(1, 100, [1, 2, 3], 4) },
      { totals: sums(3, 50, [0, 1, 0], 1) },
    ]);
    expect(total).toEqual({
      learners: 4,
      score: 150,
      // 150 points / 4 learners = 37.5, rounded 38: below the 100 rung, level 1.
      average_score: 38,
      level: 1,
      gold: 1,
      silver: 3,
      bronze: 3,
      badges: 5,
    });
    expect(sumReportTotals([])).toEqual({
      learners: 0,
      score: 0,
      average_score: 0,
      level: 1,
      gold: 0,
      silver: 0,
      bronze: 0,
      badges: 0,
    });
  });
});

describe('report sorting and paging', () => {
  const rows = [
    row(1, 'North', 2, 300, 1),
    row(2, 'east', 1, 300, 5),
    row(3, 'South', 4, 100),
    row(4, 'West', 2, 900),
  ];
  const names = (sorted: ReportRow[]) => sorted.map((one) => one.name);

  it.each([
    ['name-asc', ['east', 'North', 'South', 'West']],
    ['name-desc', ['West', 'South', 'North', 'east']],
    // Equal scores: by name A to Z in both directions.
    ['score-desc', ['West', 'east', 'North', 'South']],
    ['score-asc', ['South', 'east', 'North', 'West']],
    ['learners-desc', ['South', 'North', 'West', 'east']],
    ['average_score-desc', ['West', 'east', 'North', 'South']],
    ['level-asc', ['South', 'North', 'east', 'West']],
    ['gold-desc', ['east', 'North', 'South', 'West']],
  ])('%s', (sortColumn, expected) => {
    const sort = parseReportSort(sortColumn);
    if (!sort) throw new Error(`unparsed ${sortColumn}`);
    expect(names(sortReportRows(rows, sort))).toEqual(expected);
  });

  it('sorts names by their key: numbers by value, case and accents aside, then by id', () => {
    const stores = [
      row(7, 'Store 10', 1, 0),
      row(3, 'store 2', 1, 0),
      row(9, 'Store 02', 1, 0),
      row(5, 'Émile', 1, 0),
      row(4, 'Store 1', 1, 0),
    ];
    expect(names(sortReportRows(stores, { column: 'name', direction: 'asc' }))).toEqual([
      'Émile',
      'Store 1',
      'store 2',
      'Store 02',
      'Store 10',
    ]);
    expect(names(sortReportRows(stores, { column: 'name', direction: 'desc' }))).toEqual([
      'Store 10',
      'store 2',
      'Store 02',
      'Store 1',
      'Émile',
    ]);
  });

  it('refuses unknown sort columns', () => {
    for (const value of ['name', 'score-up', 'rank-desc', '-desc', 'name-asc-desc', '']) {
      expect(parseReportSort(value)).toBeUndefined();
    }
  });

  it('pages 1-based', () => {
    const numbers = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(reportPage(numbers, 1, 10)).toEqual(numbers.slice(0, 10));
    expect(reportPage(numbers, 3, 10)).toEqual([21, 22, 23]);
    expect(reportPage(numbers, 4, 10)).toEqual([]);
  });

  it('lists the last months oldest first, across a year end', () => {
    expect(reportMonths(new Date('2026-02-15T00:00:00Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(reportMonths(new Date('2026-11-30T23:59:59Z'), 1)).toEqual(['2026-11']);
  });
});
