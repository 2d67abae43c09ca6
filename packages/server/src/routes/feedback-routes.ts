/** PUT /user/{id}/feedback and /user/{id}/content_request: the header dialogs (000, sections 3 and 7). */
import { contentRequestSchema, feedbackRequestSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { sendError } from '../http/error-handlers';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { ownUserId, parseBody } from './own-user';

/** A comment of 2000 characters and a few short details; anything much larger is not feedback. */
const maxFeedbackBodyBytes = 64 * 1024;

export function registerFeedbackRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const limitBody = bodyLimit({
    maxSize: maxFeedbackBodyBytes,
    onError: (c) => sendError(c, new ApiError(413, errorMessages.bodyTooLarge)),
  });

  api.put(endpoints.feedback.path, requireSession, limitBody, async (c) => {
    const userId = ownUserId(c);
    await services.feedback.sendFeedback(userId, await parseBody(c, feedbackRequestSchema));
    return sendJson(c, { success: true });
  });

  api.put(endpoints.contentRequest.path, requireSession, limitBody, async (c) => {
    const userId = ownUserId(c);
    await services.feedback.requestContent(userId, await parseBody(c, contentRequestSchema));
    return sendJson(c, { success: true });
  });
}
