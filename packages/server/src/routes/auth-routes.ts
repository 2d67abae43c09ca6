/** POST /auth: signing in (000, sections 7 and 8). */
import { authResponseHeader } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function authHandlers(services: Services) {
  return defineHandlers({
    auth: async ({ body, c }) => {
      const result = await services.auth.signIn(body, clientAddress(c));
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
      return result.response;
    },
  });
}
