import { describe, expect, it } from 'vitest';
import { isAssessmentRating, ratingMarkLabel, ratingText } from './assessment-ratings';

describe('isAssessmentRating', () => {
  it.each([
    [0, true],
    [2, true],
    [10, true],
    [null, true],
    [-1, false],
    [11, false],
    [5.5, false],
    ['5', false],
    [undefined, false],
    [Number.NaN, false],
  ])('%j -> %j', (value, expected) => {
    expect(isAssessmentRating(value)).toBe(expected);
  });
});

describe('ratingMarkLabel', () => {
  it.each([
    [2, 'Novice'],
    [5, 'Intermediate'],
    [9, 'Expert'],
    [null, 'N/A'],
    [0, undefined],
    [3, undefined],
    [10, undefined],
  ])('%j -> %j', (rating, expected) => {
    expect(ratingMarkLabel(rating)).toBe(expected);
  });
});

describe('ratingText', () => {
  it.each([
    [9, '9, Expert'],
    [4, '4'],
    [null, 'N/A'],
  ])('%j -> %j', (rating, expected) => {
    expect(ratingText(rating)).toBe(expected);
  });
});
