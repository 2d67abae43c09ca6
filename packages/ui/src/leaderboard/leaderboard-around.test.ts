import { describe, expect, it } from 'vitest';
import { entriesAround } from './leaderboard-around';

const entries = [1, 2, 3, 4, 5, 6].map((user_id) => ({ user_id }));
const ids = (focused: number | undefined, list = entries) =>
  entriesAround(list, focused).map((entry) => entry.user_id);

describe('entriesAround', () => {
  it.each([
    ['in the middle: before, the learner, after', 4, [3, 4, 5]],
    ['first: the window slides down', 1, [1, 2, 3]],
    ['last: the window slides up', 6, [4, 5, 6]],
    ['not on the board: the top rows', 99, [1, 2, 3]],
    ['no learner given: the top rows', undefined, [1, 2, 3]],
  ])('%s', (_, focused, expected) => {
    expect(ids(focused)).toEqual(expected);
  });

  it('a board shorter than the window shows every row', () => {
    expect(ids(2, entries.slice(0, 2))).toEqual([1, 2]);
  });
});
