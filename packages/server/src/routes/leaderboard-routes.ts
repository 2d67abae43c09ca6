/** GET /leaderboard and GET /segment/{id}/leaderboard. */
import { leaderboardQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { parseQuery } from './query-input';

export const segmentNotFound = 'There is no such segment.';

export function registerLeaderboardRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.leaderboard.path, requireSession, async (c) => {
    return sendJson(c, await services.leaderboards.global(parseQuery(c, leaderboardQuerySchema)));
  });

  api.get(endpoints.segmentLeaderboard.path, requireSession, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const board = await services.leaderboards.segment(segmentId, parseQuery(c, leaderboardQuerySchema));
    if (!board) throw new ApiError(404, segmentNotFound);
    return sendJson(c, board);
  });
}
