/**
 * The content and segment exports (issue 10; 001 section 7: "GET /api/{type}/{id}/export with type csv or xls
 * and fields[]"), for each of `contentExportObjects`: GET /{object}/{id}/export records an export job (followed
 * through /export/{file} like every export). Segment admins only (403 otherwise); 404 for an object that does not
 * exist. Units have theirs (/unit/{id}/export). Register before the learner routes.
 */
import { contentExportObjects } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import type { Services } from '../services';
import { registerExportRequest } from './export-routes';

export function registerContentExportRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  for (const object of contentExportObjects)
    registerExportRequest(api, services, requireSession, requireSegmentAdmin, {
      path: endpoints.objectExport.path.replace(':export_object', object),
      kind: object,
      readParams: (c) => ({ objectId: parseIdParam(c, 'object_id') }),
    });
}
