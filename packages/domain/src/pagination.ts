import { limits } from './limits';

/**
 * The page numbers (1-based) a pager shows: at most `maxLinks`, centred on the current page and shifted
 * inward at either end so the window stays full (000, section 9: at most 5 page links). A current page
 * outside 1..totalPages is clamped into it; no pages gives an empty list.
 */
export function pageLinks(
  currentPage: number,
  totalPages: number,
  maxLinks: number = limits.maxPageLinks,
): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const count = Math.min(total, Math.max(0, Math.floor(maxLinks)));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const idealStart = current - Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(1, idealStart), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Why the next page might be wanted: the trigger came near the bottom, or the learner clicked "Load more". */
export type LoadMoreCause = 'near-bottom' | 'click';

/**
 * Whether an infinite list should ask for its next page now. Never while a page is loading (a second
 * request would fetch the same page twice) and never once the caller has said there is no more (an empty
 * page came back).
 */
export function shouldLoadMore(state: {
  isLoading: boolean;
  hasMore: boolean;
  isNearBottom: boolean;
}): boolean {
  return state.hasMore && !state.isLoading && state.isNearBottom;
}

// Lists loaded in parts (the leaderboard screen loads the board a page at a time as the learner scrolls): each page
// placed in the whole list by place, and the pages the places in view still need.

/** The whole board by place (0 for the top): each loaded learner at their place, the others not loaded yet. */
export type BoardInParts<Row> = readonly (Row | undefined)[];

/**
 * The board with `rows` placed from `offset` on, as long as `total`, the page's count of the whole board:
 * learners who joined or left since the last page lengthen or shorten it.
 */
export function placeRows<Row>(
  board: BoardInParts<Row>,
  page: { total: number; offset: number; rows: readonly Row[] },
): BoardInParts<Row> {
  return Array.from({ length: page.total }, (_, place) => page.rows[place - page.offset] ?? board[place]);
}

/** The first place of the page holding `place` (0 for the top): a multiple of `pageSize`. */
export function pageStartOf(place: number, pageSize: number): number {
  return place - (place % pageSize);
}

/** The first place of each page (a multiple of `pageSize`) with a place from `first` to `last` not loaded. */
export function pagesToLoad<Row>(
  board: BoardInParts<Row>,
  first: number,
  last: number,
  pageSize: number,
): number[] {
  const offsets: number[] = [];
  const end = Math.min(last, board.length - 1);
  for (let place = Math.max(first, 0); place <= end; place += 1) {
    const offset = pageStartOf(place, pageSize);
    if (board[place] === undefined && offsets.at(-1) !== offset) offsets.push(offset);
  }
  return offsets;
}
