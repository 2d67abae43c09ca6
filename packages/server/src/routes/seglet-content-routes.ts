/**
 * The seglet wizard's contents step (001 section 2): GET /seglet/{id}/content lists the seglet's contents.
 * Segment admins only (roles 2, 3, 4; others 403).
 */
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { segletNotFound } from './browse-routes';

export function registerSegletContentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.segletContents.path, requireSession, requireSegmentAdmin, async (c) => {
    const listed = await services.segletContents.list(parseIdParam(c, 'seglet_id'));
    if (listed === 'notFound') throw new ApiError(404, segletNotFound);
    return sendJson(c, listed);
  });
}
