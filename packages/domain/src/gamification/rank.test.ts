import { describe, expect, it } from 'vitest';
import { competitionRank, rankChange } from './rank';

describe('competitionRank', () => {
  const scores = [900, 500, 500, 300, 0];
  it.each([
    [900, 1],
    [500, 2],
    [300, 4],
    [0, 5],
    [1000, 1],
  ])('score %i ranks %i among 900, 500, 500, 300, 0 (ties share, next skips)', (score, expected) => {
    expect(competitionRank(score, scores)).toBe(expected);
  });
});

describe('rankChange', () => {
  it.each([
    [7, 9, 2],
    [7, 5, -2],
    [7, 7, 0],
    [7, undefined, 0],
  ])('now %i, snapshot %s -> %i', (current, snapshot, expected) => {
    expect(rankChange(current, snapshot)).toBe(expected);
  });
});
