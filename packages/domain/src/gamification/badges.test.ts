import { describe, expect, it } from 'vitest';
import { isBadgeEarned } from './badges';

describe('isBadgeEarned', () => {
  const completed = new Set([1, 2, 3]);
  const medals = new Set([7]);
  it.each([
    ['all contents complete', { contentIds: [1, 2] }, true],
    ['one content missing', { contentIds: [1, 4] }, false],
    ['no contents and no medal', { contentIds: [] }, false],
    ['tied to an earned medal', { contentIds: [4], medalId: 7 }, true],
    ['tied to a medal not earned, even with contents done', { contentIds: [1], medalId: 8 }, false],
    ['medal id null falls back to contents', { contentIds: [3], medalId: null }, true],
  ])('%s', (_, badge, expected) => {
    expect(isBadgeEarned(badge, completed, medals)).toBe(expected);
  });
});
