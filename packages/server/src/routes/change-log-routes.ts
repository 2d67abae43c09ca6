/**
 * The change log of an authored object (001 section 7): GET /{object}/{id}/changelog, 5 a page, newest first.
 * Segment admins only (roles 2, 3, 4; others 403); an object that is not one with a change log is 404.
 */
import { changeLogQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { type ChangeLogObjectName, changeLogObjects } from '../services/change-log-service';
import { parseAdminQuery } from './admin-input';

const isChangeLogObject = (object: string): object is ChangeLogObjectName =>
  (changeLogObjects as readonly string[]).includes(object);

export function registerChangeLogRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.changeLog.path, requireSession, requireSegmentAdmin, async (c) => {
    const object = c.req.param('object');
    if (!isChangeLogObject(object)) throw new ApiError(404, errorMessages.notFound);
    const objectId = parseIdParam(c, 'object_id');
    const query = parseAdminQuery(c, changeLogQuerySchema);
    const log = await services.changeLogs.list(object, objectId, {
      limit: query._limit,
      offset: query._offset,
    });
    if (!log) throw new ApiError(404, errorMessages.notFound);
    return sendJson(c, log);
  });
}
