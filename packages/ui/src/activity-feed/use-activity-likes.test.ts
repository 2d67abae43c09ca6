import { describe, expect, it } from 'vitest';
import { shownLike } from './use-activity-likes';

describe('shownLike', () => {
  it.each([
    {
      name: 'no choice: the server',
      item: { is_liked: false, like_count: 2 },
      chosen: undefined,
      shown: [false, 2],
    },
    { name: 'liked now', item: { is_liked: false, like_count: 2 }, chosen: true, shown: [true, 3] },
    { name: 'unliked now', item: { is_liked: true, like_count: 1 }, chosen: false, shown: [false, 0] },
    {
      name: 'the server holds the choice',
      item: { is_liked: true, like_count: 3 },
      chosen: true,
      shown: [true, 3],
    },
    { name: 'never below zero', item: { is_liked: true, like_count: 0 }, chosen: false, shown: [false, 0] },
  ])('$name', ({ item, chosen, shown: [isLiked, count] }) => {
    expect(shownLike(item, chosen)).toEqual({ isLiked, count });
  });
});
