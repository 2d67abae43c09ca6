import { isManager } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { loadTeam } from './load-team';

/** Everything the signed-in chrome shows, read from the server on entering the dashboard. */
export function createDashboardLoader(api: ApiClient) {
  return async function dashboardLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const [user, stats, definition, team] = await Promise.all([
      api.getUser(userId, request.signal),
      api.getUserStats(userId, request.signal),
      api.getDefinition(),
      // The menu offers managers the reporting dashboard; without the team it shows the menu without it (a
      // manager may still open it by address).
      loadTeam(api, userId, request),
    ]);
    return { user, stats, definition, hasTeam: isManager(team) };
  };
}

export type DashboardData = Awaited<ReturnType<ReturnType<typeof createDashboardLoader>>>;
