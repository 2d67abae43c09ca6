/**
 * The admin's segnocode calls (001 section 7): availability, replace, remove, the printable code images and
 * the redeemed-users report. Segment admins only (roles 2, 3, 4).
 */
import { redeemedUsersQuerySchema, segnocodeReplaceSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam, readFormOrJson } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { contentNotFound } from './admin-content-routes';
import { queryWithLists } from './query-arrays';

export const segnocodeImageMissing = 'This content has no segno code.';

export function registerSegnocodeAdminRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.segnocodeAvailability.path, ...admin, async (c) => {
    const result = await services.segnocodeAdmin.availability(c.req.param('code'));
    if ('refusal' in result) throw ApiError.badRequest([{ path: 'code', message: result.message }]);
    return sendJson(c, result);
  });

  api.post(endpoints.segnocodeReplace.path, ...admin, async (c) => {
    const parsed = segnocodeReplaceSchema.safeParse(await readFormOrJson(c));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const { content_id, new_segnocode } = parsed.data;
    const result = await services.segnocodeAdmin.replace(c.get('signedIn').userId, content_id, new_segnocode);
    if (result === 'notFound') throw new ApiError(404, contentNotFound);
    return sendJson(c, result);
  });

  api.delete(endpoints.segnocodeRemove.path, ...admin, async (c) => {
    const result = await services.segnocodeAdmin.remove(
      c.get('signedIn').userId,
      parseIdParam(c, 'content_id'),
    );
    if (result === 'notFound') throw new ApiError(404, contentNotFound);
    return sendJson(c, result);
  });

  // spec: "images at /segnocode/codeimage/{p|l}/{id}/1"; ours are SVG (printable at any size).
  api.get(endpoints.segnocodeImage.path, ...admin, async (c) => {
    const orientation = c.req.param('orientation');
    if (orientation !== 'p' && orientation !== 'l')
      throw ApiError.badRequest([{ path: 'orientation', message: 'must be p or l' }]);
    const svg = await services.segnocodeAdmin.image(orientation, parseIdParam(c, 'content_id'));
    if (svg === undefined) throw new ApiError(404, segnocodeImageMissing);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' });
  });

  api.get(endpoints.segnocodeRedeemedUsers.path, ...admin, async (c) => {
    const parsed = redeemedUsersQuerySchema.safeParse(queryWithLists(c, []));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await services.segnocodeAdmin.redeemedUsers(c.req.param('code'), parsed.data));
  });
}
