/**
 * The content wizard's relationships, locking and badges calls (001 section 7): prerequisites (GET
 * /content/{id}/prerequisite/admin, PUT and DELETE …/prerequisite/{id}, PUT …/prerequisite_rule), where the
 * content appears (GET …/parents/admin), its external content (GET and POST …/external_content, DELETE
 * …/external_content/{id}) and its badges (GET …/badge, PUT and DELETE …/badge/{badge_id}). Segment admins
 * only (roles 2, 3, 4; others 403). The learner's GET …/prerequisite and …/parents are left as they are.
 */
import { externalContentDraftSchema, prerequisiteRuleSaveSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { RelationshipResult } from '../services/admin-relationship-service';
import { contentNotFound } from './admin-content-routes';
import { parseChanges } from './admin-input';
import { found } from './admin-segment-routes';
import { parseBody } from './own-user';

/** The saved lists, or the error a refusal answers with: 404 for the content, else the field's message. */
function changed<Saved>(result: RelationshipResult<Saved>): Saved {
  if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
  if (result.outcome === 'refused') {
    const issues = [{ path: result.path, message: result.message }];
    if (result.status === 404) throw new ApiError(404, result.message, { issues });
    throw ApiError.badRequest(issues);
  }
  return result.saved;
}

export function registerAdminRelationshipRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;
  const relationships = services.adminRelationships;
  const userOf = (c: Context<ApiEnv>) => c.get('signedIn').userId;

  api.get(endpoints.adminContentPrerequisites.path, ...admin, async (c) =>
    sendJson(c, found(await relationships.prerequisites(parseIdParam(c, 'content_id')), contentNotFound)),
  );
  api.put(endpoints.contentPrerequisiteAdd.path, ...admin, async (c) => {
    const [contentId, prerequisiteId] = [parseIdParam(c, 'content_id'), parseIdParam(c, 'prerequisite_id')];
    return sendJson(c, changed(await relationships.addPrerequisite(userOf(c), contentId, prerequisiteId)));
  });
  api.delete(endpoints.contentPrerequisiteRemove.path, ...admin, async (c) => {
    const [contentId, prerequisiteId] = [parseIdParam(c, 'content_id'), parseIdParam(c, 'prerequisite_id')];
    return sendJson(c, changed(await relationships.removePrerequisite(userOf(c), contentId, prerequisiteId)));
  });
  api.put(endpoints.contentPrerequisiteRule.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const { prerequisite_rule } = await parseChanges(c, prerequisiteRuleSaveSchema);
    return sendJson(c, changed(await relationships.saveRule(userOf(c), contentId, prerequisite_rule)));
  });

  api.get(endpoints.adminContentParents.path, ...admin, async (c) =>
    sendJson(c, found(await relationships.parents(parseIdParam(c, 'content_id')), contentNotFound)),
  );

  api.get(endpoints.contentExternalList.path, ...admin, async (c) =>
    sendJson(c, found(await relationships.external(parseIdParam(c, 'content_id')), contentNotFound)),
  );
  api.post(endpoints.contentExternalAdd.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const { url } = await parseBody(c, externalContentDraftSchema);
    const saved = changed(await relationships.addExternal(userOf(c), contentId, url));
    c.status(201);
    return sendJson(c, saved);
  });
  api.delete(endpoints.contentExternalRemove.path, ...admin, async (c) => {
    const [contentId, externalId] = [parseIdParam(c, 'content_id'), parseIdParam(c, 'external_content_id')];
    return sendJson(c, changed(await relationships.removeExternal(userOf(c), contentId, externalId)));
  });

  api.get(endpoints.contentBadges.path, ...admin, async (c) =>
    sendJson(c, found(await relationships.badges(parseIdParam(c, 'content_id')), contentNotFound)),
  );
  const setBadge = (isAdding: boolean) => async (c: Context<ApiEnv>) => {
    const [contentId, badgeId] = [parseIdParam(c, 'content_id'), parseIdParam(c, 'badge_id')];
    return sendJson(c, changed(await relationships.setBadge(userOf(c), contentId, badgeId, isAdding)));
  };
  api.put(endpoints.contentBadgeAdd.path, ...admin, setBadge(true));
  api.delete(endpoints.contentBadgeRemove.path, ...admin, setBadge(false));
}
