import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';

/** Everything the signed-in chrome shows, read from the server on entering the dashboard. */
export function createDashboardLoader(api: ApiClient) {
  return async function dashboardLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const [user, stats, definition] = await Promise.all([
      api.getUser(userId, request.signal),
      api.getUserStats(userId, request.signal),
      api.getDefinition(),
    ]);
    return { user, stats, definition };
  };
}

export type DashboardData = Awaited<ReturnType<ReturnType<typeof createDashboardLoader>>>;
