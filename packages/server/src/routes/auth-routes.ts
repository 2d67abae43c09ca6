import { authRequestSchema, authResponseHeader } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { sendError } from '../http/error-handlers';
import { readFormOrJson } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';

/** A sign-in form is a few short fields; anything much larger is not one. */
const maxAuthBodyBytes = 16 * 1024;

export function registerAuthRoutes(api: Hono<ApiEnv>, services: Services): void {
  const limitBody = bodyLimit({
    maxSize: maxAuthBodyBytes,
    onError: (c) => sendError(c, new ApiError(413, errorMessages.bodyTooLarge)),
  });
  api.post(endpoints.auth.path, limitBody, async (c) => {
    const parsed = authRequestSchema.safeParse(await readFormOrJson(c));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const result = await services.auth.signIn(parsed.data, clientAddress(c));
    if (!result.ok) {
      // spec 000 section 8: the login screen shows the Auth-Response header's text.
      const headers = { [authResponseHeader]: result.reason };
      if ('retryAfterSeconds' in result) {
        throw new ApiError(429, result.reason, {
          headers: { ...headers, 'Retry-After': String(result.retryAfterSeconds) },
        });
      }
      throw new ApiError(401, result.reason, { headers });
    }
    return sendJson(c, result.response);
  });
}
