import { type BrowseOrder, limits, segmentDetailIncludes } from '@segno/domain';
import type { Transport } from './transport';

/** A page of a browse list; `filters` are `key:value` (subscription:{state}, category:{id} on segments). */
export type BrowsePage = { limit: number; offset: number; orderBy: BrowseOrder; filters?: readonly string[] };
export type SearchPage = { term: string; filters: readonly string[]; limit?: number; offset: number };

/** Finding learning (000, sections 2, 5 and 7): browse lists, search, a segment's home and redeeming codes. */
export function createLearningCalls(request: Transport) {
  const browseQuery = ({ limit, offset, orderBy, filters = [] }: BrowsePage) => ({
    _limit: limit,
    _offset: offset,
    order_by: orderBy,
    filters,
  });
  return {
    getBrowseSegments: (userId: number, page: BrowsePage, signal?: AbortSignal) =>
      request('browseSegments', {
        params: { user_id: userId },
        query: browseQuery(page),
        signal,
      }),
    getBrowsePlans: (userId: number, page: BrowsePage, signal?: AbortSignal) =>
      request('browsePlans', {
        params: { user_id: userId },
        query: browseQuery(page),
        signal,
      }),
    /** GET /search: the term is sent as given (the caller normalises it); filters are `key:value`. */
    search: ({ term, filters, limit = limits.searchPageSize, offset }: SearchPage, signal?: AbortSignal) =>
      request('search', {
        query: { term, filters, _limit: limit, _offset: offset },
        signal,
      }),
    getSearchFilters: (term: string, signal?: AbortSignal) =>
      request('searchFilters', { query: { term }, signal }),
    /** GET /segment (001 section 7): a page of the published segments, by name. */
    getSegments: (page: { limit: number; offset: number }, signal?: AbortSignal) =>
      request('segments', {
        query: { _limit: page.limit, _offset: page.offset },
        signal,
      }),
    /** The segment home: seglets with their contents, medals with their badges, and badges. */
    getSegment: (segmentId: number, signal?: AbortSignal) =>
      request('segment', {
        params: { segment_id: segmentId },
        query: { include: segmentDetailIncludes },
        signal,
      }),
    /** POST /segnocode/redeem (form score, system_id, segnocode); score and system_id are not used. */
    redeemSegnocode: (segnocode: string) =>
      request('segnocodeRedeem', {
        form: { score: '1', system_id: 'web', segnocode },
      }),
  };
}
