import { describe, expect, it } from 'vitest';
import type { ContentSortId } from './content-sort';
import { type SortableContent, sortContents } from './content-sort';

const items: (SortableContent & { id: string })[] = [
  { id: 'b', name: 'bravo', times_viewed: 5, rating: 4, is_complete: true },
  { id: 'a', name: 'Alpha', times_viewed: 50, rating: null, is_complete: false },
  { id: 'c', name: 'charlie', times_viewed: 1, rating: 2, is_complete: false },
  { id: 'd', name: 'Delta 10', times_viewed: 5, rating: 4, is_complete: true },
  { id: 'e', name: 'Delta 9', times_viewed: 7, rating: 5, is_complete: false },
];

describe('sortContents', () => {
  it.each<[ContentSortId, string]>([
    ['name-asc', 'abced'],
    ['name-desc', 'decba'],
    ['views-desc', 'aebdc'],
    ['views-asc', 'cbdea'],
    ['rating-desc', 'ebdca'],
    ['rating-asc', 'cbdea'],
    ['completed-first', 'bdace'],
    ['not-started-first', 'acebd'],
  ])('%s orders the items %s (ties A-Z, case-insensitive, numbers numerically)', (sortId, expected) => {
    expect(
      sortContents(items, sortId)
        .map((item) => item.id)
        .join(''),
    ).toBe(expected);
  });

  it('leaves the input array as it was', () => {
    const before = items.map((item) => item.id).join('');
    sortContents(items, 'name-desc');
    expect(items.map((item) => item.id).join('')).toBe(before);
  });
});
