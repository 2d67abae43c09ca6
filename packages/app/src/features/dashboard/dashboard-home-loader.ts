import { isManager, limits } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from './list-or-empty';
import { loadTeam } from './load-team';

/** The lists of /dashboard/home, loaded in parallel; the chrome's user and stats come from the layout. */
export function createDashboardHomeLoader(api: ApiClient) {
  return async function dashboardHomeLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const { signal } = request;
    const { dashboardListSize } = limits;
    const [activities, network, recommendations, segments, plans, alert, team] = await Promise.all([
      listOrEmpty(
        'recent activity',
        api.getActivities(userId, { limit: dashboardListSize }, signal).then(({ data }) => data),
        [],
      ),
      listOrEmpty(
        'network activity',
        api.getNetwork(userId, dashboardListSize, signal).then(({ data }) => data),
        [],
      ),
      listOrEmpty(
        'recommendations',
        api.getRecommendations({ limit: dashboardListSize }, signal).then(({ data }) => data),
        [],
      ),
      listOrEmpty(
        'segments',
        api.getUserSegments(userId, signal).then(({ data }) => data),
        [],
      ),
      listOrEmpty(
        'plans',
        api.getUserPlans(userId, signal).then(({ data }) => data),
        [],
      ),
      listOrEmpty(
        'the system alert',
        api.getActiveAlert(signal).then(({ data }) => data),
        null,
      ),
      // Read once with the signed-in layout's when both load in the same navigation.
      loadTeam(api, userId, request),
    ]);
    // spec 002 section 7: the approve-sessions link reads the registration check; a failed check is logged.
    const registrations = isManager(team)
      ? await listOrEmpty('the manager check', api.checkManagerRegistrations(signal), null)
      : null;
    return { activities, network, recommendations, segments, plans, alert, team, registrations };
  };
}

export type DashboardHomeData = Awaited<ReturnType<ReturnType<typeof createDashboardHomeLoader>>>;
