/**
 * Seglet authoring calls (001 section 7): the manage-seglets list (or one segment's seglets), create, one seglet
 * as the admin sees it, save (and publish), archive, putting a seglet in a segment or taking it out, and a
 * segment's seglets with their contents. Segment admins only (roles 2, 3, 4; others 403).
 */
import { adminSegletQuerySchema, segletDraftSchema, segletUpdateSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { listTerm, parseAdminQuery, parseChanges } from './admin-input';
import { found, savedOrRefused } from './admin-segment-routes';
import { segletNotFound } from './browse-routes';
import { segmentNotFound } from './leaderboard-routes';
import { parseBody } from './own-user';

const segletOfSegmentNotFound = 'There is no such seglet in a segment that exists.';

export function registerAdminSegletRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminSeglets.path, ...admin, async (c) => {
    const query = parseAdminQuery(c, adminSegletQuerySchema, ['filters', '_include']);
    // spec: GET /seglet takes searchTerm; term as the other admin lists.
    return sendJson(c, await services.adminSeglets.list({ ...query, term: listTerm(query) }));
  });

  api.post(endpoints.segletCreate.path, ...admin, async (c) => {
    const draft = await parseBody(c, segletDraftSchema);
    const created = savedOrRefused(
      await services.adminSeglets.create(c.get('signedIn').userId, draft),
      segletNotFound,
    );
    c.status(201);
    return sendJson(c, created);
  });

  api.get(endpoints.adminSeglet.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminSeglets.get(parseIdParam(c, 'seglet_id')), segletNotFound)),
  );

  api.put(endpoints.segletSave.path, ...admin, async (c) => {
    const segletId = parseIdParam(c, 'seglet_id');
    const update = await parseChanges(c, segletUpdateSchema);
    const result = await services.adminSeglets.update(c.get('signedIn').userId, segletId, update);
    // Launch and expiration (0016): an expiration date not after the launch date.
    if (result.outcome === 'invalid') throw ApiError.badRequest(result.issues);
    return sendJson(c, savedOrRefused(result, segletNotFound));
  });

  api.delete(endpoints.segletArchive.path, ...admin, async (c) => {
    const segletId = parseIdParam(c, 'seglet_id');
    return sendJson(
      c,
      found(await services.adminSeglets.archive(c.get('signedIn').userId, segletId), segletNotFound),
    );
  });

  api.get(endpoints.adminSegmentContents.path, ...admin, async (c) =>
    sendJson(
      c,
      found(await services.adminSeglets.segmentContents(parseIdParam(c, 'segment_id')), segmentNotFound),
    ),
  );

  api.post(endpoints.segmentSegletAdd.path, ...admin, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const segletId = parseIdParam(c, 'seglet_id');
    const userId = c.get('signedIn').userId;
    return sendJson(
      c,
      found(await services.adminSeglets.addToSegment(userId, segmentId, segletId), segletOfSegmentNotFound),
    );
  });

  api.delete(endpoints.segmentSegletRemove.path, ...admin, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const segletId = parseIdParam(c, 'seglet_id');
    const userId = c.get('signedIn').userId;
    return sendJson(
      c,
      found(
        await services.adminSeglets.removeFromSegment(userId, segmentId, segletId),
        segletOfSegmentNotFound,
      ),
    );
  });
}
