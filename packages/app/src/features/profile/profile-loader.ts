import { limits } from '@segno/domain';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { listOrEmpty } from '../dashboard/list-or-empty';

/** The profile's user: `/user/{user_id}/profile` names one; `/user-profile` is the signed-in user's own. */
export function profileUserIdFrom(params: Params, signedInUserId: number): number {
  const id = params.user_id;
  if (id === undefined) return signedInUserId;
  if (!/^\d+$/.test(id) || Number(id) < 1) throw new Error(`Not a user id: ${id}`);
  return Number(id);
}

/**
 * /user-profile and /user/{user_id}/profile (000, section 2): the public profile (medals and badges, every
 * one: section 9's "very large limit"), the stats and, on one's own profile, the 5 latest activities.
 */
export function createProfileLoader(api: ApiClient) {
  return async function profileLoader({ request, params }: LoaderFunctionArgs) {
    const session = requireSession(request);
    const userId = profileUserIdFrom(params, session.userId);
    const isOwn = userId === session.userId;
    const { signal } = request;
    const [profile, stats, activities] = await Promise.all([
      api.getUserProfile(userId, signal),
      api.getUserStats(userId, signal),
      isOwn
        ? listOrEmpty(
            'recent activity',
            // spec 000 section 9: profile activities 5, the same count as the dashboard's lists.
            api.getActivities(userId, { limit: limits.dashboardListSize }, signal).then(({ data }) => data),
            [],
          )
        : [],
    ]);
    return { isOwn, profile, stats, activities };
  };
}

export type ProfileData = Awaited<ReturnType<ReturnType<typeof createProfileLoader>>>;
