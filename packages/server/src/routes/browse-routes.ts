import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { segmentNotFound } from './leaderboard-routes';

export const segletNotFound = 'There is no such seglet.';

export function browseHandlers(services: Services) {
  return defineHandlers({
    // `filters[]`: subscription:{subscribed|assigned|none} and, on segments, category:{id}; anything else is 400.
    browseSegments: ({ params, query }) => services.browse.browseSegments(params.user_id, query),
    browsePlans: ({ params, query }) => services.browse.browsePlans(params.user_id, query),
    segments: ({ query, caller }) => services.browse.segmentList(caller.userId, query),
    segment: async ({ params, query, caller }) => {
      const segment = await services.browse.segmentDetail(caller.userId, params.segment_id, query.include);
      if (!segment) throw new ApiError(404, segmentNotFound);
      return segment;
    },
    segmentSeglets: async ({ params, caller }) => {
      const seglets = await services.browse.seglets(caller.userId, params.segment_id);
      if (!seglets) throw new ApiError(404, segmentNotFound);
      return seglets;
    },
    seglet: async ({ params, caller }) => {
      const seglet = await services.browse.seglet(caller.userId, params.seglet_id);
      if (!seglet) throw new ApiError(404, segletNotFound);
      return seglet;
    },
  });
}
