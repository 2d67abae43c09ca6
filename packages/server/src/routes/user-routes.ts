import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function userHandlers(services: Services) {
  return defineHandlers({
    logout: async ({ caller }) => {
      await services.sessions.end(caller);
      return { success: true };
    },
    // The signed-in user's own record only. Other users' profiles (000 section 2) are read from the public
    // GET /user/{id}/profile (profile-routes), which leaves out private fields such as roles and preferences.
    user: async ({ params, query }) => {
      const user = await services.users.getUser(params.user_id, query.include);
      if (!user) throw new ApiError(404, errorMessages.userNotFound);
      return user;
    },
    // Gamification numbers are public: any signed-in user may read anyone's (leaderboards, profiles).
    userStats: async ({ params }) => {
      const stats = await services.users.getStats(params.user_id);
      if (!stats) throw new ApiError(404, errorMessages.userNotFound);
      return stats;
    },
  });
}
