/** GET /course/{id} and GET /course/{id}/session (002, section 7, "Courses and sessions"). */
import { endpoints } from '@segno/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { courseNotFound } from './ilt-access';

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

  api.get(endpoints.courseSessions.path, requireSession, async (c) => {
    const courseId = parseIdParam(c, 'course_id');
    const sessions = await services.iltSessions.courseSessions(c.get('signedIn').userId, courseId);
    if (!sessions) throw new ApiError(404, courseNotFound);
    return sendJson(c, sessions);
  });
}
