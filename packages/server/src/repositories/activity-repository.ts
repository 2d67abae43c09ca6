/** Activities with their likes: a learner's feed, the network feed and the likes themselves. */
import type { ActivityType } from '@segno/domain';
import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { activity, activityLike, appUser } from '../db/schema';

/** The columns of a feed entry as the viewer sees it: with its like count and whether they liked it. */
function feedColumns(viewerId: number) {
  return {
    activity_id: activity.id,
    type: activity.type,
    date: activity.date,
    segment_name: activity.segmentName,
    points: activity.points,
    description: activity.description,
    like_count: sql<number>`(select count(*)::int from ${activityLike} where ${activityLike.activityId} = ${activity.id})`,
    is_liked: sql<boolean>`exists (select 1 from ${activityLike} where ${activityLike.activityId} = ${activity.id} and ${activityLike.userId} = ${viewerId})`,
  };
}

export async function listUserActivities(
  db: Orm,
  viewerId: number,
  userId: number,
  page: { types?: readonly ActivityType[]; limit: number; offset: number },
) {
  const where = and(
    eq(activity.userId, userId),
    page.types ? inArray(activity.type, [...page.types]) : undefined,
  );
  const data = await db
    .select(feedColumns(viewerId))
    .from(activity)
    .where(where)
    .orderBy(desc(activity.date), desc(activity.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(activity).where(where);
  return { data, total: total?.total ?? 0 };
}

/** Team peers (same manager) and managees of the user: whose activities the network feed shows. */
export async function listNetworkUserIds(db: Orm, userId: number): Promise<number[]> {
  const own = db.select({ managerId: appUser.managerId }).from(appUser).where(eq(appUser.id, userId));
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        ne(appUser.id, userId),
        eq(appUser.isDisabled, false),
        or(
          eq(appUser.managerId, userId),
          and(isNotNull(appUser.managerId), eq(appUser.managerId, sql`(${own})`)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

export async function listNetworkActivities(
  db: Orm,
  viewerId: number,
  userIds: readonly number[],
  limit: number,
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      ...feedColumns(viewerId),
      user: {
        user_id: appUser.id,
        first_name: appUser.firstName,
        last_name: appUser.lastName,
        profile_img: appUser.profileImg,
      },
    })
    .from(activity)
    .innerJoin(appUser, eq(appUser.id, activity.userId))
    .where(inArray(activity.userId, [...userIds]))
    .orderBy(desc(activity.date), desc(activity.id))
    .limit(limit);
}

export async function activityExists(db: Orm, activityId: number): Promise<boolean> {
  const [row] = await db.select({ id: activity.id }).from(activity).where(eq(activity.id, activityId));
  return row !== undefined;
}

export async function insertLike(db: Orm, activityId: number, userId: number, likedAt: Date) {
  await db.insert(activityLike).values({ activityId, userId, likedAt }).onConflictDoNothing();
}

export async function deleteLike(db: Orm, activityId: number, userId: number) {
  await db
    .delete(activityLike)
    .where(and(eq(activityLike.activityId, activityId), eq(activityLike.userId, userId)));
}

export async function readLikes(db: Orm, activityId: number, userId: number) {
  const rows = await db
    .select({ userId: activityLike.userId })
    .from(activityLike)
    .where(eq(activityLike.activityId, activityId));
  return { like_count: rows.length, is_liked: rows.some((row) => row.userId === userId) };
}
