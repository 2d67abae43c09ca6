import { describe, expect, it } from 'vitest';
import { contentSortOptions, isContentSortId, parseContentSortId } from './content-sort';

describe('contentSortOptions', () => {
  it('lists the spec options in order with its labels', () => {
    expect(contentSortOptions.map((option) => option.label)).toEqual([
      'A-Z',
      'Z-A',
      'Most viewed',
      'Least viewed',
      'Highest rated',
      'Lowest rated',
      'Completed first',
      'Not started first',
    ]);
  });

  it('has unique ids', () => {
    const ids = contentSortOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('parseContentSortId', () => {
  it.each([
    ['name-asc', 'name-asc'],
    ['rating-desc', 'rating-desc'],
    ['not-started-first', 'not-started-first'],
    ['A-Z', undefined],
    ['NAME-ASC', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (stored, expected) => {
    expect(parseContentSortId(stored)).toBe(expected);
  });
});

describe('isContentSortId', () => {
  it.each([
    ['views-asc', true],
    ['completed-first', true],
    [3, false],
    [{}, false],
  ])('%j -> %s', (value, expected) => {
    expect(isContentSortId(value)).toBe(expected);
  });
});
