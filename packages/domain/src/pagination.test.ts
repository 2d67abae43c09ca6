import { describe, expect, it } from 'vitest';
import { pageLinks, shouldLoadMore } from './pagination';

describe('pageLinks', () => {
  it.each([
    // [current, total, expected]
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [18, 20, [16, 17, 18, 19, 20]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [1, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 2, 3, 4, 5]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
    [0, 0, []],
    [-3, 10, [1, 2, 3, 4, 5]],
    [99, 10, [6, 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageLinks(current, total)).toEqual(expected);
  });

  it.each([
    [5, 10, 4, [4, 5, 6, 7]],
    [5, 10, 1, [5]],
    [5, 10, 0, []],
    [1, 10, 3, [1, 2, 3]],
  ])('page %i of %i with %i links shows %j', (current, total, maxLinks, expected) => {
    expect(pageLinks(current, total, maxLinks)).toEqual(expected);
  });

  it('never shows more than 5 links by default, always includes the current page', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const links = pageLinks(current, total);
        expect(links.length).toBe(Math.min(5, total));
        expect(links).toContain(current);
      }
    }
  });
});

describe('shouldLoadMore', () => {
  it.each([
    [{ isNearBottom: true, isLoading: false, hasMore: true }, true],
    [{ isNearBottom: true, isLoading: true, hasMore: true }, false],
    [{ isNearBottom: true, isLoading: false, hasMore: false }, false],
    [{ isNearBottom: false, isLoading: false, hasMore: true }, false],
    [{ isNearBottom: true, isLoading: true, hasMore: false }, false],
  ])('%j -> %s', (state, expected) => {
    expect(shouldLoadMore(state)).toBe(expected);
  });
});
