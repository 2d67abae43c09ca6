import { isManager } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from './list-or-empty';

/** Everything the signed-in chrome shows, read from the server on entering the dashboard. */
export function createDashboardLoader(api: ApiClient) {
  return async function dashboardLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const [user, stats, definition, team] = await Promise.all([
      api.getUser(userId, request.signal),
      api.getUserStats(userId, request.signal),
      api.getDefinition(),
      // spec 000 section 6: a user is a manager when this call counts managees; the menu offers managers the
      // reporting dashboard. A failed load shows the menu without it (a manager may still open it by address).
      listOrEmpty('your team', api.getManagerProfiles(userId, request.signal), {
        total_managees: 0,
        data: [],
      }),
    ]);
    return { user, stats, definition, hasTeam: isManager(team) };
  };
}

export type DashboardData = Awaited<ReturnType<ReturnType<typeof createDashboardLoader>>>;
