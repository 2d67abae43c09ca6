/** POST /user/{id}/content/{content_id} and its /rating: submitting and rating content (000, sections 4 to 8). */
import {
  completionRequestSchema,
  messages,
  ratingRequestSchema,
  submitRestrictionMessages,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SubmissionRefusal } from '../services/submission-access';
import { ownUserId, parseBody } from './own-user';

export const contentNotFound = 'There is no such content.';

const refusals: Record<SubmissionRefusal, ApiError> = {
  not_found: new ApiError(404, contentNotFound),
  not_consumable: ApiError.forbiddenToConsume(messages.errors.contentForbidden),
  locked: ApiError.forbiddenToConsume(messages.completion.lockedTitle),
  genericUser: ApiError.forbiddenToConsume(submitRestrictionMessages.genericUser),
  offTheClock: ApiError.forbiddenToConsume(submitRestrictionMessages.offTheClock),
};

export function registerCompletionRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.post(endpoints.contentComplete.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const contentId = parseIdParam(c, 'content_id');
    const result = await services.completions.complete(
      userId,
      contentId,
      await parseBody(c, completionRequestSchema),
    );
    if (typeof result === 'string') throw refusals[result];
    return sendJson(c, result);
  });

  api.post(endpoints.contentRating.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const contentId = parseIdParam(c, 'content_id');
    const { value } = await parseBody(c, ratingRequestSchema);
    const result = await services.completions.rate(userId, contentId, value);
    if (typeof result === 'string') throw refusals[result];
    return sendJson(c, result);
  });
}
