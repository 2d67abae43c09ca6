/**
 * Content authoring calls (001 section 7): the manage-contents search, create, one content as the admin sees
 * it, save (and publish), archive, and placing it in a segment's seglet (and where it is placed). Segment admins
 * only (roles 2, 3, 4).
 */
import { adminSearchTermSchema, contentTypes } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { AuthoringRefusal } from '../services/admin-content-service';
import { namesTakenMessage } from './names-taken';

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

export function adminContentHandlers(services: Services) {
  const searchByName = async (term: string, type?: number) => {
    // A name search needs more than 2 characters (001 section 5), as the other admin searches.
    const parsed = adminSearchTermSchema.safeParse({ term });
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    if (type !== undefined && !contentTypes.some((known) => known.id === type))
      throw ApiError.badRequest([{ path: 'type', message: 'is not a content type' }]);
    return services.adminContents.searchByName(parsed.data.term, type);
  };

  return defineHandlers({
    adminContents: ({ query }) => services.adminContents.list(query),
    contentSearchFilters: () => services.adminContents.filters(),
    contentNameSearch: ({ params }) => searchByName(params.term),
    contentNameTypeSearch: ({ params }) => searchByName(params.term, params.type),
    contentCreate: async ({ body, caller }) => {
      return answer(await services.adminContents.create(caller.userId, body));
    },
    adminContent: async ({ params }) => {
      const found = await services.adminContents.content(params.content_id);
      if (!found) throw new ApiError(404, contentNotFound);
      return found;
    },
    contentSave: async ({ params, body, caller }) =>
      answer(await services.adminContents.update(caller.userId, params.content_id, body)),
    contentArchive: async ({ params, caller }) =>
      answer(await services.adminContents.archive(caller.userId, params.content_id)),
    contentSegmentSave: async ({ params, body, caller }) =>
      answer(
        await services.adminContents.placeInSegment(
          caller.userId,
          params.content_id,
          params.segment_id,
          body.seglet_id,
        ),
      ),
    contentSegment: async ({ params }) => {
      const found = await services.adminContents.placement(params.content_id);
      if (!found) throw new ApiError(404, contentNotFound);
      return found;
    },
    contentSegmentRemove: async ({ params, caller }) =>
      answer(
        await services.adminContents.removeFromSegment(caller.userId, params.content_id, params.segment_id),
      ),
  });
}
