/** A learner's activity feed, the network feed and likes (000, sections 2 and 7). */
import {
  type ActivityList,
  type ActivityQuery,
  activityFilters,
  type LikeResult,
  type NetworkList,
} from '@segno/domain';
import {
  activityExists,
  deleteLike,
  insertLike,
  listNetworkActivities,
  listNetworkUserIds,
  listUserActivities,
  readLikes,
} from '../repositories/activity-repository';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function createActivityService({ orm, now }: ServiceContext) {
  return {
    listOwn(userId: number, query: ActivityQuery): Promise<ActivityList> {
      const types = query.filter ? [activityFilters[query.filter]] : undefined;
      return orm.transaction(
        (tx) => listUserActivities(tx, userId, userId, { types, limit: query.limit, offset: query.offset }),
        readOnly,
      );
    },

    listNetwork(userId: number, limit: number): Promise<NetworkList> {
      return orm.transaction(async (tx) => {
        const data = await listNetworkActivities(tx, userId, await listNetworkUserIds(tx, userId), limit);
        return { data };
      }, readOnly);
    },

    /** Liking is idempotent; liking one's own activity is allowed. Undefined for an unknown activity. */
    setLiked(activityId: number, userId: number, isLiked: boolean): Promise<LikeResult | undefined> {
      return orm.transaction(async (tx) => {
        if (!(await activityExists(tx, activityId))) return undefined;
        if (isLiked) await insertLike(tx, activityId, userId, now());
        else await deleteLike(tx, activityId, userId);
        return readLikes(tx, activityId, userId);
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
