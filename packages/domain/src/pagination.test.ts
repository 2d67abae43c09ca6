import { describe, expect, it } from 'vitest';
import { pageLinks, pageStartOf, pagesToLoad, placeRows, shouldLoadMore } from './pagination';

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

describe('placeRows', () => {
  it('places a page at its offset on a board as long as its total, the other places empty', () => {
    expect(placeRows([], { total: 5, offset: 2, rows: ['c', 'd'] })).toEqual([
      undefined,
      undefined,
      'c',
      'd',
      undefined,
    ]);
  });

  it('keeps the rows already placed and replaces those the page brings again', () => {
    const board = placeRows([], { total: 4, offset: 0, rows: ['a', 'b'] });
    expect(placeRows(board, { total: 4, offset: 1, rows: ['B', 'c'] })).toEqual(['a', 'B', 'c', undefined]);
  });

  it('takes the length of the latest total: a board that grew or shrank since the last page', () => {
    const board = placeRows([], { total: 3, offset: 0, rows: ['a', 'b', 'c'] });
    expect(placeRows(board, { total: 4, offset: 3, rows: ['d'] })).toEqual(['a', 'b', 'c', 'd']);
    expect(placeRows(board, { total: 2, offset: 0, rows: ['a'] })).toEqual(['a', 'b']);
  });

  it('leaves the board it is given as it was', () => {
    const board = placeRows([], { total: 2, offset: 0, rows: ['a'] });
    placeRows(board, { total: 2, offset: 1, rows: ['b'] });
    expect(board).toEqual(['a', undefined]);
  });
});

describe('pageStartOf', () => {
  it('is the multiple of the page size at or before the place', () => {
    expect([0, 49, 50, 99, 100].map((place) => pageStartOf(place, 50))).toEqual([0, 0, 50, 50, 100]);
  });
});

describe('pagesToLoad', () => {
  const board = placeRows<string>([], { total: 230, offset: 60, rows: Array(50).fill('x') });

  it('asks for nothing when every place in view is loaded', () => {
    expect(pagesToLoad(board, 60, 109, 50)).toEqual([]);
  });

  it('asks for each page holding a place in view not loaded, once, by its first place', () => {
    expect(pagesToLoad(board, 40, 70, 50)).toEqual([0, 50]);
    expect(pagesToLoad(board, 105, 112, 50)).toEqual([100]);
    expect(pagesToLoad(board, 45, 160, 50)).toEqual([0, 50, 100, 150]);
  });

  it('stops at the end of the board and starts at its top', () => {
    expect(pagesToLoad(board, 220, 260, 50)).toEqual([200]);
    expect(pagesToLoad(board, -3, 2, 50)).toEqual([0]);
    expect(pagesToLoad([], 0, 5, 50)).toEqual([]);
  });
});
