/**
 * Browse learning and segment pages (000, section 7): GET /user/{id}/browse-segments and /browse-plans,
 * GET /segment (learner list), GET /segment/{id}, /segment/{id}/seglet and GET /seglet/{id}.
 */
import {
  browsePlanQuerySchema,
  browseSegmentQuerySchema,
  segmentDetailIncludeSchema,
  segmentListQuerySchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { segmentNotFound } from './leaderboard-routes';
import { ownUserId } from './own-user';
import { queryWithLists } from './query-arrays';
import { parseIncludeList } from './query-input';

export const segletNotFound = 'There is no such seglet.';

/** The query parsed by a zod schema; 400 when invalid. */
function parseSchema<Schema extends z.ZodMiniType>(schema: Schema, query: unknown): z.output<Schema> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

export function registerBrowseRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  // `filters[]`: subscription:{subscribed|assigned|none} and, on segments, category:{id}; anything else is 400.
  api.get(endpoints.browseSegments.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const query = parseSchema(browseSegmentQuerySchema, queryWithLists(c, ['filters']));
    return sendJson(c, await services.browse.browseSegments(userId, query));
  });

  api.get(endpoints.browsePlans.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const query = parseSchema(browsePlanQuerySchema, queryWithLists(c, ['filters']));
    return sendJson(c, await services.browse.browsePlans(userId, query));
  });

  api.get(endpoints.segments.path, requireSession, async (c) => {
    const query = parseSchema(segmentListQuerySchema, queryWithLists(c, ['_include', 'filters']));
    return sendJson(c, await services.browse.segmentList(c.get('signedIn').userId, query));
  });

  api.get(endpoints.segment.path, requireSession, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const { include } = parseIncludeList(c, segmentDetailIncludeSchema);
    const segment = await services.browse.segmentDetail(c.get('signedIn').userId, segmentId, include);
    if (!segment) throw new ApiError(404, segmentNotFound);
    return sendJson(c, segment);
  });

  api.get(endpoints.segmentSeglets.path, requireSession, async (c) => {
    const seglets = await services.browse.seglets(c.get('signedIn').userId, parseIdParam(c, 'segment_id'));
    if (!seglets) throw new ApiError(404, segmentNotFound);
    return sendJson(c, seglets);
  });

  api.get(endpoints.seglet.path, requireSession, async (c) => {
    const seglet = await services.browse.seglet(c.get('signedIn').userId, parseIdParam(c, 'seglet_id'));
    if (!seglet) throw new ApiError(404, segletNotFound);
    return sendJson(c, seglet);
  });
}
