import { describe, expect, it } from 'vitest';
import { formatDurationMinutes, isValidSessionDuration } from './duration';

describe('formatDurationMinutes (002 section 9)', () => {
  it.each([
    [0, '0 mins'],
    [1, '1 mins'],
    [45, '45 mins'],
    [59, '59 mins'],
    [60, '1 hrs 0 mins'],
    [61, '1 hrs 1 mins'],
    [90, '1 hrs 30 mins'],
    [120, '2 hrs 0 mins'],
    [485, '8 hrs 5 mins'],
    [-5, ''],
    [1.5, ''],
    [Number.NaN, ''],
  ])('%s -> %j', (minutes, expected) => {
    expect(formatDurationMinutes(minutes)).toBe(expected);
  });
});

describe('isValidSessionDuration (002 section 5: above 0 minutes)', () => {
  it.each([
    [1, true],
    [480, true],
    [0, false],
    [-30, false],
    [2.5, false],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (minutes, expected) => {
    expect(isValidSessionDuration(minutes)).toBe(expected);
  });
});
