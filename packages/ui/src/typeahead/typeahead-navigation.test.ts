import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './typeahead-navigation';

describe('nextActiveIndex', () => {
  it.each([
    [-1, 'next', 5, 0],
    [-1, 'previous', 5, 4],
    [0, 'next', 5, 1],
    [3, 'next', 5, 4],
    [4, 'next', 5, 0],
    [0, 'previous', 5, 4],
    [2, 'previous', 5, 1],
    [7, 'next', 5, 0],
    [0, 'next', 1, 0],
    [-1, 'next', 0, -1],
    [2, 'previous', 0, -1],
  ] as const)('from %i, %s, of %i -> %i', (current, direction, count, expected) => {
    expect(nextActiveIndex(current, direction, count)).toBe(expected);
  });
});
