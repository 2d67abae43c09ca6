import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { courseNotFound } from './ilt-access';

export function courseHandlers(services: Services) {
  return defineHandlers({
    // The course of a session is chosen from these (002, section 5): for session managers, like the other
    // suggestions.
    courseSearch: ({ params }) => services.iltSessions.courses(params.term),
    courseSessions: async ({ params, caller }) => {
      const sessions = await services.iltSessions.courseSessions(caller.userId, params.course_id);
      if (!sessions) throw new ApiError(404, courseNotFound);
      return sessions;
    },
  });
}
