/** A learner's segments and subscriptions, a segment's medals and badges, and one badge. */
import { badgeIncludeSchema, segmentMedalIncludeSchema, userSegmentIncludeSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SubscriptionRefusal } from '../services/segment-service';
import { segmentNotFound } from './leaderboard-routes';
import { ownUserId } from './own-user';
import { parseIncludeList } from './query-input';

export const badgeNotFound = 'There is no such badge.';

const refusals: Record<SubscriptionRefusal, ApiError> = {
  not_found: new ApiError(404, segmentNotFound),
  assigned: new ApiError(409, 'An assigned segment cannot be subscribed or unsubscribed.'),
  already_subscribed: new ApiError(409, 'You are already subscribed to this segment.'),
  not_subscribed: new ApiError(409, 'You are not subscribed to this segment.'),
};

export function registerSegmentRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.userSegments.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const { include } = parseIncludeList(c, userSegmentIncludeSchema);
    return sendJson(c, await services.segments.listForUser(userId, include));
  });

  for (const [endpoint, isSubscribed] of [
    [endpoints.segmentSubscribe, true],
    [endpoints.segmentUnsubscribe, false],
  ] as const) {
    api.post(endpoint.path, requireSession, async (c) => {
      const userId = ownUserId(c);
      const segmentId = parseIdParam(c, 'segment_id');
      const result = await services.segments.setSubscribed(userId, segmentId, isSubscribed);
      if (typeof result === 'string') throw refusals[result];
      return sendJson(c, result);
    });
  }

  api.get(endpoints.segmentMedals.path, requireSession, async (c) => {
    const segmentId = parseIdParam(c, 'segment_id');
    const { include } = parseIncludeList(c, segmentMedalIncludeSchema);
    const medals = await services.segments.medals(
      segmentId,
      c.get('signedIn').userId,
      include.includes('badge'),
    );
    if (!medals) throw new ApiError(404, segmentNotFound);
    return sendJson(c, medals);
  });

  api.get(endpoints.segmentBadges.path, requireSession, async (c) => {
    const badges = await services.segments.badges(parseIdParam(c, 'segment_id'), c.get('signedIn').userId);
    if (!badges) throw new ApiError(404, segmentNotFound);
    return sendJson(c, badges);
  });

  api.get(endpoints.badge.path, requireSession, async (c) => {
    const badgeId = parseIdParam(c, 'badge_id');
    const { include } = parseIncludeList(c, badgeIncludeSchema);
    const badge = await services.segments.badge(
      badgeId,
      c.get('signedIn').userId,
      include.includes('content'),
    );
    if (!badge) throw new ApiError(404, badgeNotFound);
    return sendJson(c, badge);
  });
}
