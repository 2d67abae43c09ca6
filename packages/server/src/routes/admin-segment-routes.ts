import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SaveResult } from '../services/admin-segment-service';
import { segmentNotFound } from './leaderboard-routes';
import { namesTakenError } from './names-taken';

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

export function adminSegmentHandlers(services: Services) {
  return defineHandlers({
    adminSegments: ({ query }) => services.adminSegments.list(query),
    segmentFilters: () => services.adminSegments.filters(),
    segmentCreate: async ({ body, caller }) => {
      return savedOrRefused(await services.adminSegments.create(caller.userId, body), segmentNotFound);
    },
    adminSegment: async ({ params }) =>
      found(await services.adminSegments.get(params.segment_id), segmentNotFound),
    segmentSave: async ({ params, body, caller }) =>
      savedOrRefused(
        await services.adminSegments.update(caller.userId, params.segment_id, body),
        segmentNotFound,
      ),
    segmentArchive: async ({ params, caller }) =>
      found(await services.adminSegments.archive(caller.userId, params.segment_id), segmentNotFound),
    adminSegmentMedals: async ({ params }) =>
      found(await services.adminSegments.medals(params.segment_id), segmentNotFound),
    segmentMedalsSave: async ({ params, body, caller }) =>
      found(await services.adminSegments.saveMedals(caller.userId, params.segment_id, body), segmentNotFound),
  });
}
