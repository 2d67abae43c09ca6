/**
 * Badge authoring calls (001 section 7): the manage-badges list, the segments a badge can belong to, create,
 * one badge as the admin sees it, save (and publish), archive, and the contents that earn it. Segment admins
 * only (roles 2, 3, 4; others 403). Register before the learner's GET /badge/{id} (segment-routes.ts), which
 * would otherwise take GET /badge/segment/list; that learner call is left as it is.
 */
import { adminMessages, adminSearchTermSchema } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { BadgeSaveResult } from '../services/admin-badge-service';
import { listTerm } from './admin-input';
import { found, savedOrRefused } from './admin-segment-routes';
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

export function adminBadgeHandlers(services: Services) {
  const setContent = async (userId: number, badgeId: number, contentId: number, isAdding: boolean) =>
    badgeSaved(
      await services.adminBadges.setContent(userId, badgeId, contentId, isAdding),
      badgeOrContentNotFound,
    );

  return defineHandlers({
    // spec: GET /badge takes term or searchTerm.
    adminBadges: ({ query }) => services.adminBadges.list({ ...query, term: listTerm(query) }),
    badgeSegments: () => services.adminBadges.segments(),
    badgeFilters: () => services.adminBadges.filters(),
    badgeNameSearch: ({ params }) => {
      // "Badge search term longer than 2 characters" (001 section 5): the content search's rule.
      const parsed = adminSearchTermSchema.safeParse({ term: params.term });
      if (!parsed.success) throw ApiError.fromZod(parsed.error);
      return services.adminBadges.searchByName(parsed.data.term);
    },
    badgeCreate: async ({ body, caller }) => {
      return badgeSaved(await services.adminBadges.create(caller.userId, body), badgeNotFound);
    },
    adminBadge: async ({ params }) => found(await services.adminBadges.get(params.badge_id), badgeNotFound),
    badgeSave: async ({ params, body, caller }) =>
      badgeSaved(await services.adminBadges.update(caller.userId, params.badge_id, body), badgeNotFound),
    badgeArchive: async ({ params, caller }) =>
      found(await services.adminBadges.archive(caller.userId, params.badge_id), badgeNotFound),
    adminBadgeContents: async ({ params }) =>
      found(await services.adminBadges.contents(params.badge_id), badgeNotFound),
    badgeContentSearch: async ({ params, query }) =>
      found(await services.adminBadges.searchContents(params.badge_id, query.term), badgeNotFound),
    badgeContentAdd: ({ params, caller }) =>
      setContent(caller.userId, params.badge_id, params.content_id, true),
    badgeContentRemove: ({ params, caller }) =>
      setContent(caller.userId, params.badge_id, params.content_id, false),
  });
}
