/** GET /content/{id} (the learner view), /content/{id}/parents and /course/{id}/parents (000, section 7). */
import { messages } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';

export const contentNotFound = 'There is no such content.';
export const courseNotFound = 'There is no such course.';

export function registerContentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.content.path, requireSession, async (c) => {
    const result = await services.contents.view(c.get('signedIn').userId, parseIdParam(c, 'content_id'));
    if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
    if (result.outcome === 'forbidden') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
    return sendJson(c, result.content);
  });

  api.get(endpoints.contentParents.path, requireSession, async (c) => {
    const parents = await services.contents.contentParents(parseIdParam(c, 'content_id'));
    if (!parents) throw new ApiError(404, contentNotFound);
    return sendJson(c, parents);
  });

  api.get(endpoints.courseParents.path, requireSession, async (c) => {
    const parents = await services.contents.courseParents(parseIdParam(c, 'course_id'));
    if (!parents) throw new ApiError(404, courseNotFound);
    return sendJson(c, parents);
  });
}
