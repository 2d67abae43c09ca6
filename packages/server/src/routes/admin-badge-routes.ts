/**
 * Badge authoring calls (001 section 7): the manage-badges list, the segments a badge can belong to, create,
 * one badge as the admin sees it, save (and publish), archive, and the contents that earn it. Segment admins
 * only (roles 2, 3, 4; others 403). Register before the learner's GET /badge/{id} (segment-routes.ts), which
 * would otherwise take GET /badge/segment/list; that learner call is left as it is.
 */
import {
  adminBadgeQuerySchema,
  adminMessages,
  adminSearchTermSchema,
  badgeDraftSchema,
  badgeUpdateSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { BadgeSaveResult } from '../services/admin-badge-service';
import { listTerm, parseAdminQuery, parseChanges } from './admin-input';
import { found, savedOrRefused } from './admin-segment-routes';
import { parseBody } from './own-user';
import { badgeNotFound } from './segment-routes';

export const contentNotInBadgeSegment = 'Only a content of the badge’s segment can earn it.';
const badgeOrContentNotFound = 'There is no such badge or content.';

/** The saved item, or the error a refusal answers with: 400 for a segment or content that cannot be used. */
function badgeSaved<Saved>(result: BadgeSaveResult<Saved>, notFound: string): Saved {
  if (result.outcome !== 'refused') return savedOrRefused(result, notFound);
  if (result.refusal === 'noSegment')
    throw ApiError.badRequest([{ path: 'segment_id', message: adminMessages.badges.segmentUnavailable }]);
  throw new ApiError(400, contentNotInBadgeSegment);
}

export function registerAdminBadgeRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminBadges.path, ...admin, async (c) => {
    const query = parseAdminQuery(c, adminBadgeQuerySchema);
    // spec: GET /badge takes term or searchTerm.
    return sendJson(c, await services.adminBadges.list({ ...query, term: listTerm(query) }));
  });

  api.get(endpoints.badgeSegments.path, ...admin, async (c) =>
    sendJson(c, await services.adminBadges.segments()),
  );

  api.get(endpoints.badgeFilters.path, ...admin, async (c) =>
    sendJson(c, await services.adminBadges.filters()),
  );

  api.get(endpoints.badgeNameSearch.path, ...admin, async (c) => {
    // "Badge search term longer than 2 characters" (001 section 5): the content search's rule.
    const parsed = adminSearchTermSchema.safeParse({ term: c.req.param('term') ?? '' });
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await services.adminBadges.searchByName(parsed.data.term));
  });

  api.post(endpoints.badgeCreate.path, ...admin, async (c) => {
    const draft = await parseBody(c, badgeDraftSchema);
    const created = badgeSaved(
      await services.adminBadges.create(c.get('signedIn').userId, draft),
      badgeNotFound,
    );
    c.status(201);
    return sendJson(c, created);
  });

  api.get(endpoints.adminBadge.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminBadges.get(parseIdParam(c, 'badge_id')), badgeNotFound)),
  );

  api.put(endpoints.badgeSave.path, ...admin, async (c) => {
    const badgeId = parseIdParam(c, 'badge_id');
    const update = await parseChanges(c, badgeUpdateSchema);
    const result = await services.adminBadges.update(c.get('signedIn').userId, badgeId, update);
    return sendJson(c, badgeSaved(result, badgeNotFound));
  });

  api.delete(endpoints.badgeArchive.path, ...admin, async (c) => {
    const badgeId = parseIdParam(c, 'badge_id');
    return sendJson(
      c,
      found(await services.adminBadges.archive(c.get('signedIn').userId, badgeId), badgeNotFound),
    );
  });

  api.get(endpoints.adminBadgeContents.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminBadges.contents(parseIdParam(c, 'badge_id')), badgeNotFound)),
  );

  api.get(endpoints.badgeContentSearch.path, ...admin, async (c) => {
    const badgeId = parseIdParam(c, 'badge_id');
    const { term } = parseAdminQuery(c, adminSearchTermSchema);
    return sendJson(c, found(await services.adminBadges.searchContents(badgeId, term), badgeNotFound));
  });

  const setContent = (isAdding: boolean) => async (c: Context<ApiEnv>) => {
    const badgeId = parseIdParam(c, 'badge_id');
    const contentId = parseIdParam(c, 'content_id');
    const userId = c.get('signedIn').userId;
    const result = await services.adminBadges.setContent(userId, badgeId, contentId, isAdding);
    return sendJson(c, badgeSaved(result, badgeOrContentNotFound));
  };
  api.post(endpoints.badgeContentAdd.path, ...admin, setContent(true));
  api.delete(endpoints.badgeContentRemove.path, ...admin, setContent(false));
}
