import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { RelationshipResult } from '../services/admin-relationship-service';
import { contentNotFound } from './admin-content-routes';
import { found } from './admin-segment-routes';

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

export function adminRelationshipHandlers(services: Services) {
  const relationships = services.adminRelationships;

  return defineHandlers({
    adminContentPrerequisites: async ({ params }) =>
      found(await relationships.prerequisites(params.content_id), contentNotFound),
    contentPrerequisiteAdd: async ({ params, caller }) =>
      changed(await relationships.addPrerequisite(caller.userId, params.content_id, params.prerequisite_id)),
    contentPrerequisiteRemove: async ({ params, caller }) =>
      changed(
        await relationships.removePrerequisite(caller.userId, params.content_id, params.prerequisite_id),
      ),
    contentPrerequisiteRule: async ({ params, body, caller }) =>
      changed(await relationships.saveRule(caller.userId, params.content_id, body.prerequisite_rule)),

    adminContentParents: async ({ params }) =>
      found(await relationships.parents(params.content_id), contentNotFound),

    contentExternalList: async ({ params }) =>
      found(await relationships.external(params.content_id), contentNotFound),
    contentExternalAdd: async ({ params, body, caller }) => {
      return changed(await relationships.addExternal(caller.userId, params.content_id, body.url));
    },
    contentExternalRemove: async ({ params, caller }) =>
      changed(
        await relationships.removeExternal(caller.userId, params.content_id, params.external_content_id),
      ),

    contentBadges: async ({ params }) =>
      found(await relationships.badges(params.content_id), contentNotFound),
    contentBadgeAdd: async ({ params, caller }) =>
      changed(await relationships.setBadge(caller.userId, params.content_id, params.badge_id, true)),
    contentBadgeRemove: async ({ params, caller }) =>
      changed(await relationships.setBadge(caller.userId, params.content_id, params.badge_id, false)),
  });
}
