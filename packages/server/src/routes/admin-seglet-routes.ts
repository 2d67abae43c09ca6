import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { listTerm } from './admin-input';
import { found, savedOrRefused } from './admin-segment-routes';
import { segletNotFound } from './browse-routes';
import { segmentNotFound } from './leaderboard-routes';

const segletOfSegmentNotFound = 'There is no such seglet in a segment that exists.';

export function adminSegletHandlers(services: Services) {
  return defineHandlers({
    // spec: GET /seglet takes searchTerm; term as the other admin lists.
    adminSeglets: ({ query }) => services.adminSeglets.list({ ...query, term: listTerm(query) }),
    segletCreate: async ({ body, caller }) => {
      return savedOrRefused(await services.adminSeglets.create(caller.userId, body), segletNotFound);
    },
    adminSeglet: async ({ params }) =>
      found(await services.adminSeglets.get(params.seglet_id), segletNotFound),
    segletSave: async ({ params, body, caller }) => {
      const result = await services.adminSeglets.update(caller.userId, params.seglet_id, body);
      // Launch and expiration (0016): an expiration date not after the launch date.
      if (result.outcome === 'invalid') throw ApiError.badRequest(result.issues);
      return savedOrRefused(result, segletNotFound);
    },
    segletArchive: async ({ params, caller }) =>
      found(await services.adminSeglets.archive(caller.userId, params.seglet_id), segletNotFound),
    adminSegmentContents: async ({ params }) =>
      found(await services.adminSeglets.segmentContents(params.segment_id), segmentNotFound),
    segmentSegletAdd: async ({ params, caller }) =>
      found(
        await services.adminSeglets.addToSegment(caller.userId, params.segment_id, params.seglet_id),
        segletOfSegmentNotFound,
      ),
    segmentSegletRemove: async ({ params, caller }) =>
      found(
        await services.adminSeglets.removeFromSegment(caller.userId, params.segment_id, params.seglet_id),
        segletOfSegmentNotFound,
      ),
  });
}
