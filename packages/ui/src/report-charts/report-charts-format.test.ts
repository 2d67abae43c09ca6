import { describe, expect, it } from 'vitest';
import { formatReportMonth, topScores } from './report-charts-format';

describe('formatReportMonth', () => {
  it.each([
    ['2026-11', 'Nov 2026'],
    ['2026-01', 'Jan 2026'],
    ['2025-12', 'Dec 2025'],
    ['soon', 'soon'],
  ])('%s reads %s', (month, label) => {
    expect(formatReportMonth(month)).toBe(label);
  });
});

describe('topScores', () => {
  const rows = [
    { name: 'a', score: 5 },
    { name: 'b', score: 9 },
    { name: 'c', score: 5 },
    { name: 'd', score: 1 },
  ];

  it('keeps the highest, highest first, equal scores in the given order', () => {
    expect(topScores(rows, 3).map((row) => row.name)).toEqual(['b', 'a', 'c']);
  });

  it('keeps every row when there are few', () => {
    expect(topScores(rows).map((row) => row.name)).toEqual(['b', 'a', 'c', 'd']);
  });
});
