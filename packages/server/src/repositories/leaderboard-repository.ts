/**
 * Leaderboard pages from the running totals (learner_score, segment_score), never sums over the ledger:
 * RANK() for the competition rank ("1224"), ROW_NUMBER() for a stable position to page and centre on.
 */
import { Role } from '@segno/domain';
import { and, arrayContains, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  badge,
  learnerScore,
  medal,
  rankSnapshot,
  segmentScore,
  userBadge,
  userMedal,
  userSegment,
} from '../db/schema';

const isActiveLearner = and(arrayContains(appUser.roles, [Role.learner]), eq(appUser.isDisabled, false));

/** Every ranked learner of the board with score, rank and position; segmentId undefined for the global one. */
function rankedLearners(db: Orm, segmentId: number | undefined) {
  const score =
    segmentId === undefined
      ? sql<number>`coalesce(${learnerScore.score}, 0)`
      : sql<number>`coalesce(${segmentScore.score}, 0)`;
  const base = db
    .select({
      userId: sql<number>`${appUser.id}`.as('user_id'),
      firstName: sql<string>`${appUser.firstName}`.as('first_name'),
      lastName: sql<string>`${appUser.lastName}`.as('last_name'),
      profileImg: sql<string | null>`${appUser.profileImg}`.as('profile_img'),
      score: sql<number>`${score}::int`.as('score'),
      rank: sql<number>`rank() over (order by ${score} desc)::int`.as('rank'),
      position: sql<number>`row_number() over (order by ${score} desc, ${appUser.id})::int`.as('position'),
    })
    .from(appUser);
  if (segmentId === undefined) {
    return db
      .$with('ranked')
      .as(base.leftJoin(learnerScore, eq(learnerScore.userId, appUser.id)).where(isActiveLearner));
  }
  // A segment board holds the learners subscribed or assigned to it, and anyone with points in it.
  return db.$with('ranked').as(
    base
      .leftJoin(segmentScore, and(eq(segmentScore.userId, appUser.id), eq(segmentScore.segmentId, segmentId)))
      .leftJoin(userSegment, and(eq(userSegment.userId, appUser.id), eq(userSegment.segmentId, segmentId)))
      .where(
        and(
          isActiveLearner,
          or(gt(segmentScore.score, 0), eq(userSegment.isSubscribed, true), eq(userSegment.isAssigned, true)),
        ),
      ),
  );
}

export async function readLeaderboardPage(
  db: Orm,
  segmentId: number | undefined,
  page: { offset: number; limit: number; around?: number },
) {
  const ranked = rankedLearners(db, segmentId);
  const [total] = await db.with(ranked).select({ total: count() }).from(ranked);
  let offset = page.offset;
  if (page.around !== undefined) {
    const [centre] = await db
      .with(ranked)
      .select({ position: ranked.position })
      .from(ranked)
      .where(eq(ranked.userId, page.around));
    if (centre) offset = Math.max(0, centre.position - 1 - Math.floor(page.limit / 2));
  }
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .orderBy(ranked.position)
    .limit(page.limit)
    .offset(offset);
  return { rows, total: total?.total ?? 0, offset };
}

/** Earned medals per user and level; within one segment when segmentId is given. */
export async function countMedalsOf(db: Orm, userIds: readonly number[], segmentId?: number) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userMedal.userId, level: medal.level, earned: count() })
    .from(userMedal)
    .innerJoin(medal, eq(medal.id, userMedal.medalId))
    .where(
      and(
        inArray(userMedal.userId, [...userIds]),
        segmentId === undefined ? undefined : eq(medal.segmentId, segmentId),
      ),
    )
    .groupBy(userMedal.userId, medal.level);
}

export async function countBadgesOf(db: Orm, userIds: readonly number[], segmentId?: number) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userBadge.userId, earned: count() })
    .from(userBadge)
    .innerJoin(badge, eq(badge.id, userBadge.badgeId))
    .where(
      and(
        inArray(userBadge.userId, [...userIds]),
        segmentId === undefined ? undefined : eq(badge.segmentId, segmentId),
      ),
    )
    .groupBy(userBadge.userId);
}

/** Each user's rank in the latest snapshot taken before `day` (`YYYY-MM-DD`). */
export async function readSnapshotRanksBefore(db: Orm, userIds: readonly number[], day: string) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectDistinctOn([rankSnapshot.userId], { userId: rankSnapshot.userId, rank: rankSnapshot.rank })
    .from(rankSnapshot)
    .where(and(inArray(rankSnapshot.userId, [...userIds]), lt(rankSnapshot.snapshotDate, day)))
    .orderBy(rankSnapshot.userId, desc(rankSnapshot.snapshotDate));
  return new Map(rows.map((row) => [row.userId, row.rank]));
}
