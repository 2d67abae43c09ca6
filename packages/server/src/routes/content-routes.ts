/** GET /content/{id} (the learner view), /content/{id}/parents and /course/{id}/parents (000, section 7). */
import { messages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export const contentNotFound = 'There is no such content.';
export const courseNotFound = 'There is no such course.';

export function contentHandlers(services: Services) {
  return defineHandlers({
    content: async ({ params, caller }) => {
      const result = await services.contents.view(caller.userId, params.content_id);
      if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
      if (result.outcome === 'forbidden') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
      return result.content;
    },
    contentParents: async ({ params }) => {
      const parents = await services.contents.contentParents(params.content_id);
      if (!parents) throw new ApiError(404, contentNotFound);
      return parents;
    },
    courseParents: async ({ params }) => {
      const parents = await services.contents.courseParents(params.course_id);
      if (!parents) throw new ApiError(404, courseNotFound);
      return parents;
    },
  });
}
