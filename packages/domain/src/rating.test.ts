import { describe, expect, it } from 'vitest';
import { clampRating } from './rating';

describe('clampRating', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    [0, undefined],
    [0.4, undefined],
    [-2, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [1, 1],
    [3, 3],
    [3.6, 4],
    [4.5, 5],
    [5, 5],
    [7, 5],
  ])('%j -> %j', (value, expected) => {
    expect(clampRating(value)).toBe(expected);
  });
});
