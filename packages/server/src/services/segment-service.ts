/**
 * A learner's segments, subscriptions, and a segment's medals and badges as that learner sees them
 * (000, sections 3 and 4). Only published segments are listed or subscribable.
 */
import {
  type BadgeDetail,
  contentsProgress,
  type SegmentBadge,
  type SegmentBadgeList,
  type SegmentMedalList,
  type SegmentSubscription,
  toNumericFlag,
  type UserSegmentList,
} from '@segno/domain';
import {
  findSegment,
  findUserSegment,
  listBadgeContents,
  listBadgesWithEarned,
  listMedalsWithEarned,
  listUserSegments,
  setSubscribed,
} from '../repositories/segment-repository';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
const published = 2;

/** Why a subscription change was refused; the route answers 404 or 409. */
export type SubscriptionRefusal = 'not_found' | 'assigned' | 'already_subscribed' | 'not_subscribed';

const toBadge = (row: {
  badgeId: number;
  name: string;
  status: number;
  isEarned: boolean;
}): SegmentBadge => ({
  badge_id: row.badgeId,
  name: row.name,
  active: row.status === published,
  is_earned: row.isEarned,
});

export function createSegmentService({ orm }: ServiceContext) {
  const isVisible = async (segmentId: number) => (await findSegment(orm, segmentId))?.status === published;

  return {
    listForUser(userId: number, include: readonly ('medal' | 'badge')[]): Promise<UserSegmentList> {
      return orm.transaction(async (tx) => {
        const segments = await listUserSegments(tx, userId);
        const segmentIds = segments.map((row) => row.segmentId);
        const medals = include.includes('medal') ? await listMedalsWithEarned(tx, userId, segmentIds) : [];
        const badges = include.includes('badge')
          ? await listBadgesWithEarned(tx, userId, { segmentIds })
          : [];
        const data = segments.map((row) => ({
          segment_id: row.segmentId,
          name: row.name,
          short_name: row.shortName,
          description: row.description,
          status: row.status as 1 | 2 | 3,
          is_subscribed: toNumericFlag(row.isSubscribed),
          is_assigned: toNumericFlag(row.isAssigned),
          segment_score: row.segmentScore,
          total_points: row.totalPoints,
          contents: contentsProgress(row.totalContents, row.completedContents),
          ...(include.includes('medal')
            ? {
                medals: medals
                  .filter((medal) => medal.segmentId === row.segmentId)
                  .map((medal) => ({
                    medal_id: medal.medalId,
                    level: medal.level,
                    points_needed: medal.pointsNeeded,
                    active: medal.status === published,
                    is_earned: medal.isEarned,
                  })),
              }
            : {}),
          ...(include.includes('badge')
            ? { badges: badges.filter((badge) => badge.segmentId === row.segmentId).map(toBadge) }
            : {}),
        }));
        return { data };
      }, readOnly);
    },

    /** Subscribe sets is_subscribed to 1, unsubscribe to 0; an assigned segment cannot change (000, s. 4). */
    setSubscribed(
      userId: number,
      segmentId: number,
      isSubscribed: boolean,
    ): Promise<SegmentSubscription | SubscriptionRefusal> {
      return orm.transaction(async (tx) => {
        const segment = await findSegment(tx, segmentId);
        if (segment?.status !== published) return 'not_found';
        const link = await findUserSegment(tx, userId, segmentId);
        if (link?.isAssigned) return 'assigned';
        if (isSubscribed && link?.isSubscribed) return 'already_subscribed';
        if (!isSubscribed && !link?.isSubscribed) return 'not_subscribed';
        await setSubscribed(tx, userId, segmentId, isSubscribed);
        return { segment_id: segmentId, is_subscribed: toNumericFlag(isSubscribed), is_assigned: 0 };
      });
    },

    async medals(
      segmentId: number,
      userId: number,
      includeBadges: boolean,
    ): Promise<SegmentMedalList | undefined> {
      if (!(await isVisible(segmentId))) return undefined;
      const medals = await listMedalsWithEarned(orm, userId, [segmentId]);
      const badges = includeBadges
        ? await listBadgesWithEarned(orm, userId, { segmentIds: [segmentId] })
        : [];
      return {
        data: medals.map((medal) => ({
          medal_id: medal.medalId,
          level: medal.level,
          points_needed: medal.pointsNeeded,
          active: medal.status === published,
          is_earned: medal.isEarned,
          ...(includeBadges
            ? { badges: badges.filter((badge) => badge.medalId === medal.medalId).map(toBadge) }
            : {}),
        })),
      };
    },

    async badges(segmentId: number, userId: number): Promise<SegmentBadgeList | undefined> {
      if (!(await isVisible(segmentId))) return undefined;
      return { data: (await listBadgesWithEarned(orm, userId, { segmentIds: [segmentId] })).map(toBadge) };
    },

    async badge(badgeId: number, userId: number, includeContents: boolean): Promise<BadgeDetail | undefined> {
      const [row] = await listBadgesWithEarned(orm, userId, { badgeId });
      if (!row) return undefined;
      const contents = includeContents ? await listBadgeContents(orm, userId, badgeId) : undefined;
      return {
        ...toBadge(row),
        segment_id: row.segmentId,
        medal_id: row.medalId,
        ...(contents
          ? {
              contents: contents.map((content) => ({
                content_id: content.contentId,
                name: content.name,
                type: content.type,
                points: content.points,
                is_complete: content.isComplete,
              })),
            }
          : {}),
      };
    },
  };
}

export type SegmentService = ReturnType<typeof createSegmentService>;
