/**
 * Segment authoring calls (001 section 7): the manage-segments list and its filters, create, one segment as the
 * admin sees it, save (and publish), archive, and its medals. Segment admins only (roles 2, 3, 4; others 403).
 * Register before the learner's GET /segment/{id}, which would otherwise take GET /segment/list and /filters.
 */
import {
  adminSegmentQuerySchema,
  medalSaveSchema,
  segmentDraftSchema,
  segmentUpdateSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SaveResult } from '../services/admin-segment-service';
import { parseAdminQuery, parseChanges } from './admin-input';
import { segmentNotFound } from './leaderboard-routes';
import { namesTakenError } from './names-taken';
import { parseBody } from './own-user';

/** The saved item, or the error its refusal answers with. */
export function savedOrRefused<Saved>(result: SaveResult<Saved>, notFound: string): Saved {
  if (result.outcome === 'notFound') throw new ApiError(404, notFound);
  if (result.outcome === 'taken') throw namesTakenError(result.taken);
  return result.saved;
}

export function found<Found>(value: Found | undefined, notFound: string): Found {
  if (value === undefined) throw new ApiError(404, notFound);
  return value;
}

export function registerAdminSegmentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminSegments.path, ...admin, async (c) =>
    sendJson(c, await services.adminSegments.list(parseAdminQuery(c, adminSegmentQuerySchema))),
  );

  api.get(endpoints.segmentFilters.path, ...admin, async (c) =>
    sendJson(c, await services.adminSegments.filters()),
  );

  api.post(endpoints.segmentCreate.path, ...admin, async (c) => {
    const draft = await parseBody(c, segmentDraftSchema);
    const created = savedOrRefused(
      await services.adminSegments.create(c.get('signedIn').userId, draft),
      segmentNotFound,
    );
    c.status(201);
    return sendJson(c, created);
  });

  api.get(endpoints.adminSegment.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminSegments.get(parseIdParam(c, 'segment_id')), segmentNotFound)),
  );

  api.put(endpoints.segmentSave.path, ...admin, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const update = await parseChanges(c, segmentUpdateSchema);
    const result = await services.adminSegments.update(c.get('signedIn').userId, segmentId, update);
    return sendJson(c, savedOrRefused(result, segmentNotFound));
  });

  api.delete(endpoints.segmentArchive.path, ...admin, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    return sendJson(
      c,
      found(await services.adminSegments.archive(c.get('signedIn').userId, segmentId), segmentNotFound),
    );
  });

  api.get(endpoints.adminSegmentMedals.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminSegments.medals(parseIdParam(c, 'segment_id')), segmentNotFound)),
  );

  api.put(endpoints.segmentMedalsSave.path, ...admin, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const save = await parseBody(c, medalSaveSchema);
    const userId = c.get('signedIn').userId;
    return sendJson(
      c,
      found(await services.adminSegments.saveMedals(userId, segmentId, save), segmentNotFound),
    );
  });
}
