import { createMiddleware } from 'hono/factory';
import type { SessionService } from '../services/session-service';
import type { ApiEnv } from './api-env';
import { ApiError, errorMessages } from './api-error';
import { parseBasicCredentials } from './basic-credentials';

/** Every call but POST /auth needs a live session; without one the answer is 401 (the client then signs out). */
export function createRequireSession(sessions: SessionService) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const credentials = parseBasicCredentials(c.req.header('Authorization'));
    const signedIn = credentials && (await sessions.authenticate(credentials));
    if (!signedIn) throw new ApiError(401, errorMessages.unauthenticated);
    c.set('signedIn', signedIn);
    await next();
  });
}
