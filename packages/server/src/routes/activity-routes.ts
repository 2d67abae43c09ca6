import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export const activityNotFound = 'There is no such activity.';

export function activityHandlers(services: Services) {
  async function setLiked(activityId: number, userId: number, isLiked: boolean) {
    const result = await services.activities.setLiked(activityId, userId, isLiked);
    if (!result) throw new ApiError(404, activityNotFound);
    return result;
  }

  return defineHandlers({
    userActivities: ({ params, query }) => services.activities.listOwn(params.user_id, query),
    userNetwork: ({ params, query }) => services.activities.listNetwork(params.user_id, query.limit),
    activityLike: ({ params, caller }) => setLiked(params.activity_id, caller.userId, true),
    activityUnlike: ({ params, caller }) => setLiked(params.activity_id, caller.userId, false),
  });
}
