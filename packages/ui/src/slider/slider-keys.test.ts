import { describe, expect, it } from 'vitest';
import { nextSliderValue, snapToStep } from './slider-keys';

const assessment = { min: 0, max: 10, step: 1 };
const points = { min: 0, max: 500, step: 25 };
const decimal = { min: 0, max: 1, step: 0.1 };

describe('nextSliderValue', () => {
  it.each([
    ['ArrowRight', 5, assessment, 6],
    ['ArrowUp', 5, assessment, 6],
    ['ArrowLeft', 5, assessment, 4],
    ['ArrowDown', 5, assessment, 4],
    ['ArrowRight', 10, assessment, 10],
    ['ArrowLeft', 0, assessment, 0],
    ['PageUp', 5, assessment, 6],
    ['PageDown', 0, assessment, 0],
    ['Home', 7, assessment, 0],
    ['End', 3, assessment, 10],
    ['ArrowRight', 100, points, 125],
    ['PageUp', 100, points, 150],
    ['PageDown', 100, points, 50],
    ['PageUp', 480, points, 500],
    ['ArrowRight', 0.2, decimal, 0.3],
    ['Tab', 5, assessment, undefined],
    ['a', 5, assessment, undefined],
  ] as const)('%s from %d -> %s', (key, value, range, expected) => {
    expect(nextSliderValue(key, value, range)).toBe(expected);
  });
});

describe('snapToStep', () => {
  it.each([
    [4.4, assessment, 4],
    [4.6, assessment, 5],
    [-3, assessment, 0],
    [12, assessment, 10],
    [110, points, 100],
    [113, points, 125],
  ])('%d -> %d', (value, range, expected) => {
    expect(snapToStep(value, range)).toBe(expected);
  });
});
