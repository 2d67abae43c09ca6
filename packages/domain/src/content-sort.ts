/**
 * Sort options for content lists (000, section 9), in the spec's order. Ids follow the reporting
 * `sort_column` style (`name-desc`); labels are shown to learners as written.
 */
export const contentSortOptions = [
  { id: 'name-asc', label: 'A-Z' },
  { id: 'name-desc', label: 'Z-A' },
  { id: 'views-desc', label: 'Most viewed' },
  { id: 'views-asc', label: 'Least viewed' },
  { id: 'rating-desc', label: 'Highest rated' },
  { id: 'rating-asc', label: 'Lowest rated' },
  { id: 'completed-first', label: 'Completed first' },
  { id: 'not-started-first', label: 'Not started first' },
] as const;

export type ContentSortOption = (typeof contentSortOptions)[number];
export type ContentSortId = ContentSortOption['id'];

export const defaultContentSortId: ContentSortId = 'name-asc';

export function isContentSortId(value: unknown): value is ContentSortId {
  return contentSortOptions.some((option) => option.id === value);
}

/**
 * Reads a remembered sort choice (000, section 9: the choice is remembered locally). Anything that is not
 * one of today's options, such as a value saved by an older release, counts as nothing remembered.
 */
export function parseContentSortId(stored: string | null | undefined): ContentSortId | undefined {
  return isContentSortId(stored) ? stored : undefined;
}
