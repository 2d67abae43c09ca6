import { describe, expect, it } from 'vitest';
import { type AwardableContent, pointsToAward } from './awards';

const at = (iso: string) => new Date(iso);
const content = (recurrence: AwardableContent['recurrence'], points = 10, isPublished = true) => ({
  points,
  isPublished,
  recurrence,
});

describe('pointsToAward', () => {
  it.each([
    ['first completion', content({ kind: 'never' }), [], 10],
    ['retake of a never-recurring content', content({ kind: 'never' }), ['2020-05-01'], 0],
    ['a draft awards nothing', content({ kind: 'never' }, 10, false), [], 0],
    ['zero points give no credit', content({ kind: 'never' }, 0), [], 0],
    ['negative points give no credit', content({ kind: 'never' }, -5), [], 0],
    ['yearly, again in the same year', content({ kind: 'every_year' }), ['2026-01-01T00:00:00Z'], 0],
    ['yearly, last year', content({ kind: 'every_year' }), ['2025-12-31T23:59:59Z'], 10],
    ['every 2 years, one year later', content({ kind: 'every_x_years', years: 2 }), ['2025-03-01'], 0],
    ['every 2 years, two years later', content({ kind: 'every_x_years', years: 2 }), ['2024-12-31'], 10],
    [
      'every 2 years, latest award counts',
      content({ kind: 'every_x_years', years: 2 }),
      ['2020-01-01', '2025-06-01'],
      0,
    ],
    ['every 0 years behaves as yearly', content({ kind: 'every_x_years', years: 0 }), ['2026-02-01'], 0],
  ] as const)('%s', (_, awardable, previous, expected) => {
    expect(pointsToAward(awardable, previous.map(at), at('2026-11-22T12:00:00Z'))).toBe(expected);
  });
});
