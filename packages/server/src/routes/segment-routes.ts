/** A learner's segments and subscriptions, a segment's medals and badges, and one badge. */
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SubscriptionRefusal } from '../services/segment-service';
import { segmentNotFound } from './leaderboard-routes';

export const badgeNotFound = 'There is no such badge.';

const refusals: Record<SubscriptionRefusal, ApiError> = {
  not_found: new ApiError(404, segmentNotFound),
  assigned: new ApiError(409, 'An assigned segment cannot be subscribed or unsubscribed.'),
  already_subscribed: new ApiError(409, 'You are already subscribed to this segment.'),
  not_subscribed: new ApiError(409, 'You are not subscribed to this segment.'),
};

export function segmentHandlers(services: Services) {
  async function setSubscribed(userId: number, segmentId: number, isSubscribed: boolean) {
    const result = await services.segments.setSubscribed(userId, segmentId, isSubscribed);
    if (typeof result === 'string') throw refusals[result];
    return result;
  }

  return defineHandlers({
    userSegments: ({ params, query }) => services.segments.listForUser(params.user_id, query.include),
    segmentSubscribe: ({ params }) => setSubscribed(params.user_id, params.segment_id, true),
    segmentUnsubscribe: ({ params }) => setSubscribed(params.user_id, params.segment_id, false),
    segmentMedals: async ({ params, query, caller }) => {
      const medals = await services.segments.medals(
        params.segment_id,
        caller.userId,
        query.include.includes('badge'),
      );
      if (!medals) throw new ApiError(404, segmentNotFound);
      return medals;
    },
    segmentBadges: async ({ params, caller }) => {
      const badges = await services.segments.badges(params.segment_id, caller.userId);
      if (!badges) throw new ApiError(404, segmentNotFound);
      return badges;
    },
    badge: async ({ params, query, caller }) => {
      const badge = await services.segments.badge(
        params.badge_id,
        caller.userId,
        query.include.includes('content'),
      );
      if (!badge) throw new ApiError(404, badgeNotFound);
      return badge;
    },
  });
}
