import { limits } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';
import { browseQueryFrom } from './browse-query';

/**
 * /dashboard/browse-learning?tab=…&order_by=…&filter=…&page=…: one page (20, 000 section 9) of segments or
 * plans, narrowed by the chosen filters.
 */
export function createBrowseLoader(api: ApiClient) {
  return async function browseLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const { tab, orderBy, page, filters } = browseQueryFrom(new URL(request.url));
    const pageSize = limits.browsePageSize;
    const query = { limit: pageSize, offset: (page - 1) * pageSize, orderBy, filters };
    const empty = { data: [], total: 0 };
    const [segments, plans] = await Promise.all([
      tab === 'segments'
        ? listOrEmpty('segments', api.getBrowseSegments(userId, query, request.signal), empty)
        : empty,
      tab === 'plans'
        ? listOrEmpty('plans', api.getBrowsePlans(userId, query, request.signal), empty)
        : empty,
    ]);
    const total = tab === 'segments' ? segments.total : plans.total;
    return {
      tab,
      orderBy,
      page,
      filters,
      totalPages: Math.ceil(total / pageSize),
      segments: segments.data,
      plans: plans.data,
    };
  };
}

export type BrowseData = Awaited<ReturnType<ReturnType<typeof createBrowseLoader>>>;
