import { describe, expect, it } from 'vitest';
import { pagesToLoad, placeRows } from './board-in-parts';

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
