import { limits } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';
import { activityFilterFrom, activityPageFrom } from './all-activity-query';

/** /dashboard/all-activity?filter=…&page=…: one page (browse page size, 000 section 9) of the learner's activity. */
export function createAllActivityLoader(api: ApiClient) {
  return async function allActivityLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const url = new URL(request.url);
    const filter = activityFilterFrom(url);
    const page = activityPageFrom(url);
    const pageSize = limits.browsePageSize;
    const activities = await listOrEmpty(
      'activity',
      api.getActivities(userId, { limit: pageSize, offset: (page - 1) * pageSize, filter }, request.signal),
      { data: [], total: 0 },
    );
    return { filter, page, totalPages: Math.ceil(activities.total / pageSize), activities: activities.data };
  };
}

export type AllActivityData = Awaited<ReturnType<ReturnType<typeof createAllActivityLoader>>>;
