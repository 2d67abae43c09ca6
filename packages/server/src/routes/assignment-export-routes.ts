/**
 * The assignment export (001 section 7: "/api/{type}/{id}/assignment/export"), for each of `assignableObjects`:
 * GET /{object}/{id}/assignment/export?type=csv|xls&fields[]=… records an export job of the users the saved
 * assignment picks (followed through /export/{file} like every export). Segment admins only (403 otherwise);
 * 404 for an object that does not exist. Register before the learner routes.
 */
import { assignableObjectNames } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import type { Services } from '../services';
import { assignmentExportParams } from '../services/exports/assignment-export';
import { registerExportRequest } from './export-routes';

export function registerAssignmentExportRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  for (const object of assignableObjectNames)
    registerExportRequest(api, services, requireSession, requireSegmentAdmin, {
      path: endpoints.assignmentExport.path.replace(':assigned_object', object),
      kind: 'assignment',
      readParams: (c) => assignmentExportParams(object, parseIdParam(c, 'object_id')),
    });
}
