/**
 * Content authoring calls (001 section 7): the manage-contents search, create, one content as the admin sees
 * it, save (and publish), archive, and placing it in a segment's seglet (and where it is placed). Segment admins
 * only (roles 2, 3, 4).
 */
import {
  adminContentQuerySchema,
  adminSearchTermSchema,
  contentDraftSchema,
  contentSegmentSaveSchema,
  contentTypes,
  contentUpdateSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { AuthoringRefusal, ContentChangesInput } from '../services/admin-content-service';
import { parseChanges } from './admin-input';
import { namesTakenMessage } from './names-taken';
import { queryWithLists } from './query-arrays';

export const contentNotFound = 'There is no such content.';

/** The saved content, or the error its refusal answers with. */
function answer<Saved extends object>(result: Saved | AuthoringRefusal | 'notFound'): Saved {
  if (result === 'notFound') throw new ApiError(404, contentNotFound);
  if ('refusal' in result) {
    if (result.refusal === 'taken') throw new ApiError(409, namesTakenMessage, { issues: result.issues });
    throw ApiError.badRequest(result.issues);
  }
  return result;
}

export function registerAdminContentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminContents.path, ...admin, async (c) => {
    const parsed = adminContentQuerySchema.safeParse(queryWithLists(c, ['filters']));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await services.adminContents.list(parsed.data));
  });

  api.get(endpoints.contentSearchFilters.path, ...admin, async (c) =>
    sendJson(c, await services.adminContents.filters()),
  );

  const searchByName = async (c: Context<ApiEnv>) => {
    // A name search needs more than 2 characters (001 section 5), as the other admin searches.
    const parsed = adminSearchTermSchema.safeParse({ term: c.req.param('term') ?? '' });
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const typeText = c.req.param('type');
    const type = typeText === undefined ? undefined : Number(typeText);
    if (type !== undefined && !contentTypes.some((known) => known.id === type))
      throw ApiError.badRequest([{ path: 'type', message: 'is not a content type' }]);
    return sendJson(c, await services.adminContents.searchByName(parsed.data.term, type));
  };
  api.get(endpoints.contentNameSearch.path, ...admin, searchByName);
  api.get(endpoints.contentNameTypeSearch.path, ...admin, searchByName);

  api.post(endpoints.contentCreate.path, ...admin, async (c) => {
    const data = await parseChanges(c, contentDraftSchema);
    const created = answer(await services.adminContents.create(c.get('signedIn').userId, data));
    c.status(201);
    return sendJson(c, created);
  });

  api.get(endpoints.adminContent.path, ...admin, async (c) => {
    const found = await services.adminContents.content(parseIdParam(c, 'content_id'));
    if (!found) throw new ApiError(404, contentNotFound);
    return sendJson(c, found);
  });

  api.put(endpoints.contentSave.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const changes: ContentChangesInput = await parseChanges(c, contentUpdateSchema);
    return sendJson(
      c,
      answer(await services.adminContents.update(c.get('signedIn').userId, contentId, changes)),
    );
  });

  api.delete(endpoints.contentArchive.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    return sendJson(c, answer(await services.adminContents.archive(c.get('signedIn').userId, contentId)));
  });

  api.put(endpoints.contentSegmentSave.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const segmentId = parseIdParam(c, 'segment_id');
    const data = await parseChanges(c, contentSegmentSaveSchema);
    const userId = c.get('signedIn').userId;
    return sendJson(
      c,
      answer(await services.adminContents.placeInSegment(userId, contentId, segmentId, data.seglet_id)),
    );
  });

  api.get(endpoints.contentSegment.path, ...admin, async (c) => {
    const found = await services.adminContents.placement(parseIdParam(c, 'content_id'));
    if (!found) throw new ApiError(404, contentNotFound);
    return sendJson(c, found);
  });

  api.delete(endpoints.contentSegmentRemove.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const segmentId = parseIdParam(c, 'segment_id');
    const userId = c.get('signedIn').userId;
    return sendJson(c, answer(await services.adminContents.removeFromSegment(userId, contentId, segmentId)));
  });
}
