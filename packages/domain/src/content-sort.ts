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

/** A plan's content lists start with what is left to do (002, section 9: default Not Started First). */
export const planContentDefaultSortId: ContentSortId = 'not-started-first';

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

/** The fields the content sort options read (a ContentSummary has them all). */
export type SortableContent = {
  name: string;
  times_viewed: number;
  rating: number | null;
  is_complete: boolean;
};

const byName = (a: SortableContent, b: SortableContent) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

const comparators: Record<ContentSortId, (a: SortableContent, b: SortableContent) => number> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'views-desc': (a, b) => b.times_viewed - a.times_viewed,
  'views-asc': (a, b) => a.times_viewed - b.times_viewed,
  // Unrated items go last either way: "lowest rated" means rated low, not never rated.
  'rating-desc': (a, b) => (b.rating ?? -1) - (a.rating ?? -1),
  'rating-asc': (a, b) => (a.rating ?? Number.POSITIVE_INFINITY) - (b.rating ?? Number.POSITIVE_INFINITY),
  'completed-first': (a, b) => Number(b.is_complete) - Number(a.is_complete),
  'not-started-first': (a, b) => Number(a.is_complete) - Number(b.is_complete),
};

/**
 * A new array in the chosen order (000 section 9 sort options); ties keep A-Z order. The input is not changed.
 */
export function sortContents<Item extends SortableContent>(
  items: readonly Item[],
  sortId: ContentSortId,
): Item[] {
  const compare = comparators[sortId];
  return [...items].sort((a, b) => compare(a, b) || byName(a, b));
}
