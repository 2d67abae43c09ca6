import { describe, expect, it } from 'vitest';
import { virtualRowSlices, withKeptIndex } from './virtual-rows-slices';

const row = (index: number, sizePx = 10) => ({ index, start: index * sizePx, end: (index + 1) * sizePx });

describe('virtualRowSlices', () => {
  it.each([
    { name: 'no rows', rows: [], total: 0, expected: [] },
    {
      name: 'every row, no gap',
      rows: [row(0), row(1)],
      total: 20,
      expected: [
        { kind: 'row', index: 0 },
        { kind: 'row', index: 1 },
      ],
    },
    {
      name: 'rows in the middle: a gap before and after',
      rows: [row(3), row(4)],
      total: 100,
      expected: [
        { kind: 'gap', key: 'gap-0', sizePx: 30 },
        { kind: 'row', index: 3 },
        { kind: 'row', index: 4 },
        { kind: 'gap', key: 'gap-end', sizePx: 50 },
      ],
    },
    {
      name: 'a kept row far above the view: a gap between them',
      rows: [row(1), row(7), row(8)],
      total: 90,
      expected: [
        { kind: 'gap', key: 'gap-0', sizePx: 10 },
        { kind: 'row', index: 1 },
        { kind: 'gap', key: 'gap-2', sizePx: 50 },
        { kind: 'row', index: 7 },
        { kind: 'row', index: 8 },
      ],
    },
  ])('$name', ({ rows, total, expected }) => {
    expect(virtualRowSlices(rows, total)).toEqual(expected);
  });

  it('keys the gaps by place, so the same layout scrolled keeps its keys', () => {
    const keys = (first: number) =>
      virtualRowSlices([row(first), row(first + 1)], 1000).flatMap((slice) =>
        slice.kind === 'gap' ? [slice.key] : [],
      );
    expect(keys(10)).toEqual(keys(40));
  });
});

describe('withKeptIndex', () => {
  it.each([
    { name: 'nothing kept', indexes: [4, 5, 6], kept: undefined, count: 10, expected: [4, 5, 6] },
    { name: 'kept row already in view', indexes: [4, 5, 6], kept: 5, count: 10, expected: [4, 5, 6] },
    { name: 'kept row above the view', indexes: [4, 5, 6], kept: 1, count: 10, expected: [1, 4, 5, 6] },
    { name: 'kept row below the view', indexes: [4, 5, 6], kept: 9, count: 10, expected: [4, 5, 6, 9] },
    { name: 'kept row gone (the list shrank)', indexes: [0, 1], kept: 9, count: 2, expected: [0, 1] },
  ])('$name', ({ indexes, kept, count, expected }) => {
    expect(withKeptIndex(indexes, kept, count)).toEqual(expected);
  });
});
