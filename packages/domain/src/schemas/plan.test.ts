import { describe, expect, it } from 'vitest';
import { contentsProgress, toNumericFlag } from './plan';

describe('contentsProgress', () => {
  it.each([
    [6, 2, 33],
    [8, 3, 37],
    [3, 3, 100],
    [200, 199, 99],
    [0, 0, 0],
    [5, 0, 0],
  ])('of %i items with %i done is %i percent', (total, completed, percent) => {
    expect(contentsProgress(total, completed)).toEqual({
      total,
      total_complete: completed,
      percent_complete: percent,
    });
  });

  it('never counts more done than there are items, nor less than none', () => {
    expect(contentsProgress(4, 9)).toEqual({ total: 4, total_complete: 4, percent_complete: 100 });
    expect(contentsProgress(4, -1)).toEqual({ total: 4, total_complete: 0, percent_complete: 0 });
  });
});

describe('toNumericFlag', () => {
  it('sends subscribed as 1 and not subscribed as 0 (000 section 4)', () => {
    expect([toNumericFlag(true), toNumericFlag(false)]).toEqual([1, 0]);
  });
});
