import { describe, expect, it } from 'vitest';
import { levelForScore, levelThresholds } from './levels';

describe('levelForScore', () => {
  it.each([
    [-5, 1],
    [0, 1],
    [99, 1],
    [100, 2],
    [249, 2],
    [250, 3],
    [1_000, 5],
    [10_999, 9],
    [11_000, 10],
    [15_999, 10],
    [16_000, 11],
    [26_000, 13],
  ])('score %i is level %i', (score, level) => {
    expect(levelForScore(score)).toBe(level);
  });

  it('never goes down as the score rises', () => {
    let previous = 0;
    for (let score = 0; score <= 30_000; score += 50) {
      const level = levelForScore(score);
      expect(level).toBeGreaterThanOrEqual(previous);
      previous = level;
    }
  });

  it('reaches each rung exactly at its threshold', () => {
    levelThresholds.forEach((threshold, index) => {
      expect(levelForScore(threshold)).toBe(index + 1);
    });
  });
});
