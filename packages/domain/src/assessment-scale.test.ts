import { describe, expect, it } from 'vitest';
import { assessmentScale, scalePositionPercent, scaleValueText } from './assessment-scale';

describe('assessmentScale', () => {
  it('runs 0 to 10 with Novice at 2, Intermediate at 5 and Expert at 9', () => {
    expect([assessmentScale.min, assessmentScale.max, assessmentScale.step]).toEqual([0, 10, 1]);
    expect(assessmentScale.marks.map((mark) => [mark.value, mark.label])).toEqual([
      [2, 'Novice'],
      [5, 'Intermediate'],
      [9, 'Expert'],
    ]);
  });
});

describe('scaleValueText', () => {
  it.each([
    [0, '0'],
    [2, '2, Novice'],
    [3, '3'],
    [5, '5, Intermediate'],
    [9, '9, Expert'],
    [10, '10'],
    [null, 'N/A'],
  ])('%j -> %j', (value, expected) => {
    expect(scaleValueText(value, assessmentScale.marks)).toBe(expected);
  });

  it('is the bare number without marks', () => {
    expect(scaleValueText(5)).toBe('5');
  });
});

describe('scalePositionPercent', () => {
  it.each([
    [0, 0, 10, 0],
    [2, 0, 10, 20],
    [5, 0, 10, 50],
    [9, 0, 10, 90],
    [10, 0, 10, 100],
    [150, 100, 200, 50],
    [-5, 0, 10, 0],
    [15, 0, 10, 100],
    [3, 5, 5, 0],
  ])('%d in %d..%d -> %d%%', (value, min, max, expected) => {
    expect(scalePositionPercent(value, min, max)).toBe(expected);
  });
});
