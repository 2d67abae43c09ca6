/** Segments and a learner's link to them (assigned or self-subscribed, 000 section 4). */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  badge,
  badgeContent,
  completion,
  content,
  medal,
  segment,
  segmentScore,
  userBadge,
  userMedal,
  userSegment,
} from '../db/schema';

export async function findSegment(db: Orm, segmentId: number) {
  const [row] = await db.select().from(segment).where(eq(segment.id, segmentId));
  return row;
}

export async function findUserSegment(db: Orm, userId: number, segmentId: number) {
  const [row] = await db
    .select()
    .from(userSegment)
    .where(and(eq(userSegment.userId, userId), eq(userSegment.segmentId, segmentId)));
  return row;
}

export async function setSubscribed(db: Orm, userId: number, segmentId: number, isSubscribed: boolean) {
  await db
    .insert(userSegment)
    .values({ userId, segmentId, isSubscribed, isAssigned: false })
    .onConflictDoUpdate({ target: [userSegment.userId, userSegment.segmentId], set: { isSubscribed } });
}

/** The user's subscribed or assigned published segments with score and content progress. */
export async function listUserSegments(db: Orm, userId: number) {
  const published = 2;
  return db
    .select({
      segmentId: segment.id,
      name: segment.name,
      shortName: segment.shortName,
      description: segment.description,
      status: segment.status,
      isSubscribed: userSegment.isSubscribed,
      isAssigned: userSegment.isAssigned,
      segmentScore: sql<number>`coalesce((select ${segmentScore.score} from ${segmentScore} where ${segmentScore.userId} = ${userId} and ${segmentScore.segmentId} = ${segment.id}), 0)::int`,
      totalPoints: sql<number>`(select coalesce(sum(${content.points}), 0) from ${content} where ${content.segmentId} = ${segment.id} and ${content.status} = ${published})::int`,
      totalContents: sql<number>`(select count(*) from ${content} where ${content.segmentId} = ${segment.id} and ${content.status} = ${published})::int`,
      completedContents: sql<number>`(select count(distinct ${completion.contentId}) from ${completion} join ${content} on ${content.id} = ${completion.contentId} where ${completion.userId} = ${userId} and ${content.segmentId} = ${segment.id} and ${content.status} = ${published})::int`,
    })
    .from(userSegment)
    .innerJoin(segment, eq(segment.id, userSegment.segmentId))
    .where(
      and(
        eq(userSegment.userId, userId),
        eq(segment.status, published),
        or(eq(userSegment.isSubscribed, true), eq(userSegment.isAssigned, true)),
      ),
    )
    .orderBy(asc(segment.name));
}

/** Medals of the segments with whether the user earned each. */
export async function listMedalsWithEarned(db: Orm, userId: number, segmentIds: readonly number[]) {
  if (segmentIds.length === 0) return [];
  return db
    .select({
      medalId: medal.id,
      segmentId: medal.segmentId,
      level: medal.level,
      pointsNeeded: medal.pointsNeeded,
      status: medal.status,
      isEarned: sql<boolean>`exists (select 1 from ${userMedal} where ${userMedal.medalId} = ${medal.id} and ${userMedal.userId} = ${userId})`,
    })
    .from(medal)
    .where(inArray(medal.segmentId, [...segmentIds]))
    .orderBy(medal.segmentId, medal.level);
}

/** Badges of the segments (or one badge) with whether the user earned each. */
export async function listBadgesWithEarned(
  db: Orm,
  userId: number,
  filter: { segmentIds: readonly number[] } | { badgeId: number },
) {
  const where =
    'badgeId' in filter
      ? eq(badge.id, filter.badgeId)
      : filter.segmentIds.length > 0
        ? inArray(badge.segmentId, [...filter.segmentIds])
        : sql`false`;
  return db
    .select({
      badgeId: badge.id,
      name: badge.name,
      segmentId: badge.segmentId,
      medalId: badge.medalId,
      status: badge.status,
      isEarned: sql<boolean>`exists (select 1 from ${userBadge} where ${userBadge.badgeId} = ${badge.id} and ${userBadge.userId} = ${userId})`,
    })
    .from(badge)
    .where(where)
    .orderBy(badge.id);
}

/** The contents a badge needs, with whether the user completed each. */
export async function listBadgeContents(db: Orm, userId: number, badgeId: number) {
  return db
    .select({
      contentId: content.id,
      name: content.name,
      type: content.type,
      points: content.points,
      isComplete: sql<boolean>`exists (select 1 from ${completion} where ${completion.contentId} = ${content.id} and ${completion.userId} = ${userId})`,
    })
    .from(badgeContent)
    .innerJoin(content, eq(content.id, badgeContent.contentId))
    .where(eq(badgeContent.badgeId, badgeId))
    .orderBy(content.id);
}
