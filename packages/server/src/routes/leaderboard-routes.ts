import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export const segmentNotFound = 'There is no such segment.';

export function leaderboardHandlers(services: Services) {
  return defineHandlers({
    leaderboard: ({ query }) => services.leaderboards.global(query),
    segmentLeaderboard: async ({ params, query }) => {
      const board = await services.leaderboards.segment(params.segment_id, query);
      if (!board) throw new ApiError(404, segmentNotFound);
      return board;
    },
  });
}
