import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export const contentNotFound = 'There is no such content.';

export function recommendationHandlers(services: Services) {
  return defineHandlers({
    recommendations: ({ query, caller }) => services.recommendations.list(caller.userId, query),
    recommendationDismiss: async ({ params, caller }) => {
      if (!(await services.recommendations.dismiss(caller.userId, params.content_id, params.kind))) {
        throw new ApiError(404, contentNotFound);
      }
      return { success: true };
    },
  });
}
