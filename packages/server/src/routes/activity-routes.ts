/** GET /user/{id}/activities and /network, POST /network/{activity_id}/like and /unlike. */
import { activityQuerySchema, networkQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { ownUserId } from './own-user';
import { parseQuery } from './query-input';

export const activityNotFound = 'There is no such activity.';

export function registerActivityRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.userActivities.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    return sendJson(c, await services.activities.listOwn(userId, parseQuery(c, activityQuerySchema)));
  });

  api.get(endpoints.userNetwork.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const { limit } = parseQuery(c, networkQuerySchema);
    return sendJson(c, await services.activities.listNetwork(userId, limit));
  });

  for (const [endpoint, isLiked] of [
    [endpoints.activityLike, true],
    [endpoints.activityUnlike, false],
  ] as const) {
    api.post(endpoint.path, requireSession, async (c) => {
      const activityId = parseIdParam(c, 'activity_id');
      const result = await services.activities.setLiked(activityId, c.get('signedIn').userId, isLiked);
      if (!result) throw new ApiError(404, activityNotFound);
      return sendJson(c, result);
    });
  }
}
