/** POST /user/{id}/content/{content_id} and its /rating: submitting and rating content (000, sections 4 to 8). */
import { messages, submitRestrictionMessages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SubmissionRefusal } from '../services/submission-access';

export const contentNotFound = 'There is no such content.';

const refusals: Record<SubmissionRefusal, ApiError> = {
  not_found: new ApiError(404, contentNotFound),
  not_consumable: ApiError.forbiddenToConsume(messages.errors.contentForbidden),
  locked: ApiError.forbiddenToConsume(messages.completion.lockedTitle),
  genericUser: ApiError.forbiddenToConsume(submitRestrictionMessages.genericUser),
  offTheClock: ApiError.forbiddenToConsume(submitRestrictionMessages.offTheClock),
};

export function completionHandlers(services: Services) {
  return defineHandlers({
    contentComplete: async ({ params, body }) => {
      const result = await services.completions.complete(params.user_id, params.content_id, body);
      if (typeof result === 'string') throw refusals[result];
      return result;
    },
    contentRating: async ({ params, body }) => {
      const result = await services.completions.rate(params.user_id, params.content_id, body.value);
      if (typeof result === 'string') throw refusals[result];
      return result;
    },
  });
}
