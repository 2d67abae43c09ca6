import { isSegmentAdmin } from '@segno/domain';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './api-env';
import { ApiError, errorMessages } from './api-error';

/**
 * Every authoring call needs a segment admin role, 2, 3 or 4 (001 section 6); others get 403. Runs after
 * `requireSession`, which sets the signed-in user.
 */
export const requireSegmentAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isSegmentAdmin(c.get('signedIn').roles)) throw new ApiError(403, errorMessages.notSegmentAdmin);
  await next();
});
