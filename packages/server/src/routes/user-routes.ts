import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam, parseInclude } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';

const userIdParam = 'user_id';

export function registerUserRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.delete(endpoints.logout.path, requireSession, async (c) => {
    const userId = parseIdParam(c, userIdParam);
    const signedIn = c.get('signedIn');
    if (userId !== signedIn.userId) throw new ApiError(403, errorMessages.forbidden);
    await services.sessions.end(signedIn);
    return sendJson(c, { success: true });
  });

  // The signed-in user's own record only. Other users' profiles (000 section 2) are read from the public
  // GET /user/{id}/profile (profile-routes), which leaves out private fields such as roles and preferences.
  api.get(endpoints.user.path, requireSession, async (c) => {
    const userId = parseIdParam(c, userIdParam);
    const include = parseInclude(c);
    if (userId !== c.get('signedIn').userId) throw new ApiError(403, errorMessages.forbidden);
    const user = await services.users.getUser(userId, include);
    if (!user) throw new ApiError(404, errorMessages.userNotFound);
    return sendJson(c, user);
  });

  // Gamification numbers are public: any signed-in user may read anyone's (leaderboards, profiles).
  api.get(endpoints.userStats.path, requireSession, async (c) => {
    const stats = await services.users.getStats(parseIdParam(c, userIdParam));
    if (!stats) throw new ApiError(404, errorMessages.userNotFound);
    return sendJson(c, stats);
  });
}
