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
