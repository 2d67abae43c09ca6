/** GET /course/{id} and GET /course/{id}/session (002, section 7, "Courses and sessions"). */
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam, parseTextParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { courseNotFound, requireSessionManager } from './ilt-access';

export function registerCourseRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.course.path, requireSession, async (c) => {
    const course = await services.iltSessions.course(parseIdParam(c, 'course_id'));
    if (!course) throw new ApiError(404, courseNotFound);
    return sendJson(c, course);
  });

  // The course of a session is chosen from these (002, section 5): for session managers, like the other suggestions.
  api.get(endpoints.courseSearch.path, requireSession, async (c) => {
    requireSessionManager(c);
    return sendJson(c, await services.iltSessions.courses(parseTextParam(c, 'term')));
  });

  api.get(endpoints.courseSessions.path, requireSession, async (c) => {
    const courseId = parseIdParam(c, 'course_id');
    const sessions = await services.iltSessions.courseSessions(c.get('signedIn').userId, courseId);
    if (!sessions) throw new ApiError(404, courseNotFound);
    return sendJson(c, sessions);
  });
}
