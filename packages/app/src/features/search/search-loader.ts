import { limits } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { pageFrom } from '../browse/browse-query';
import { listOrEmpty } from '../dashboard/list-or-empty';
import { searchFiltersFrom, searchTermFrom } from './search-query';

/**
 * /dashboard/search/{searchTerm}?filter=…&page=…: one page (25) of matches and the filters found among them.
 * A term under 3 characters (after cleaning) calls nothing and shows the spec's message.
 */
export function createSearchLoader(api: ApiClient) {
  return async function searchLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    const url = new URL(request.url);
    const { term, error } = searchTermFrom(params.searchTerm);
    const filters = searchFiltersFrom(url);
    const page = pageFrom(url);
    const pageSize = limits.searchPageSize;
    if (error) return { term, error, filters, page, totalPages: 0, total: 0, results: [], filterGroups: [] };
    const { signal } = request;
    const [results, filterList] = await Promise.all([
      listOrEmpty(
        'search results',
        api.search({ term, filters, limit: pageSize, offset: (page - 1) * pageSize }, signal),
        { data: [], total: 0 },
      ),
      listOrEmpty('search filters', api.getSearchFilters(term, signal), { data: [] }),
    ]);
    return {
      term,
      error,
      filters,
      page,
      totalPages: Math.ceil(results.total / pageSize),
      total: results.total,
      results: results.data,
      filterGroups: filterList.data,
    };
  };
}

export type SearchData = Awaited<ReturnType<ReturnType<typeof createSearchLoader>>>;
