/**
 * The queries behind a user's gamification numbers. Score and rank read the running totals (`learner_score`,
 * kept equal to the ledger's sums in the ledger's own transaction), so neither sums millions of ledger rows.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rowsOf } from '../db/rows-of';
import {
  appUser,
  badge,
  learnerAwardCount,
  learnerScore,
  medal,
  rankedLearnerCount,
  rankedScoreCount,
  rankSnapshot,
  userBadge,
  userMedal,
} from '../db/schema';
import { isRankedLearner } from './learner-scores';

/** The user's score: their running total, 0 before their first award. */
export async function readRunningTotal(db: Orm, userId: number): Promise<number> {
  const [row] = await db
    .select({ score: learnerScore.score })
    .from(learnerScore)
    .where(eq(learnerScore.userId, userId));
  return row?.score ?? 0;
}

export type AwardCounts = { bronze: number; silver: number; gold: number; badges: number };

/**
 * A user's earned medals by level (1 bronze, 2 silver, 3 gold) and badges, as a subquery of at most one row
 * (bronze, silver, gold, badges; no row: none earned) to join laterally on `userId`; only those within one
 * segment when segmentId is given. All of a user's are one row of learner_award_count (0025); a segment's are
 * counted from user_medal and user_badge.
 */
export function awardCountsOf(userId: SQL, segmentId?: number): SQL {
  if (segmentId === undefined) {
    const counted = learnerAwardCount;
    // `limit 1` (user_id is the key) keeps the planner from turning the lateral join into a hash join over the
    // whole table: a page of 200 learners reads 200 keys, not 100,000 rows.
    return sql`(select ${counted.bronze} as bronze, ${counted.silver} as silver, ${counted.gold} as gold,
      ${counted.badges} as badges from ${counted} where ${counted.userId} = ${userId} limit 1)`;
  }
  const ofLevel = (level: number) => sql`(count(*) filter (where ${medal.level} = ${level}))::int`;
  const badges = sql`(select count(*) from ${userBadge} join ${badge} on ${badge.id} = ${userBadge.badgeId}
    where ${userBadge.userId} = ${userId} and ${badge.segmentId} = ${segmentId})::int`;
  return sql`(select ${ofLevel(1)} as bronze, ${ofLevel(2)} as silver, ${ofLevel(3)} as gold, ${badges} as badges
    from ${userMedal} join ${medal} on ${medal.id} = ${userMedal.medalId}
    where ${userMedal.userId} = ${userId} and ${medal.segmentId} = ${segmentId})`;
}

/** Each user's earned medals and badges (see awardCountsOf); a user may be left out who earned none. */
export async function countAwardsOf(
  db: Orm,
  userIds: readonly number[],
  segmentId?: number,
): Promise<Map<number, AwardCounts>> {
  if (userIds.length === 0) return new Map();
  const rows = await rowsOf<AwardCounts & { user_id: number }>(
    db,
    sql`select ids.user_id, awards.bronze, awards.silver, awards.gold, awards.badges
      from unnest(${sql.param([...userIds])}::int[]) as ids(user_id)
      join lateral ${awardCountsOf(sql`ids.user_id`, segmentId)} awards on true`,
  );
  return new Map(rows.map(({ user_id, ...counts }) => [user_id, counts]));
}

export type LearnerRank = { rank: number | undefined; outOf: number };

/** The number of active learners: rank_out_of, and the global leaderboard's total (kept by 0005's triggers). */
export async function countRankedLearners(db: Orm): Promise<number> {
  const [row] = await db.select({ learners: rankedLearnerCount.learners }).from(rankedLearnerCount);
  return row?.learners ?? 0;
}

/**
 * Active learners with more than `score` points, as an SQL expression: the sum of ranked_score_count's rows
 * above the score (0031), one row per score held. Below 0, the active learners without a running total (0
 * points) are above it too: then it is every active learner less those at or below the score.
 */
export function rankedLearnersAbove(score: SQL | number): SQL<number> {
  const holding = (condition: SQL) =>
    sql`(select coalesce(sum(${rankedScoreCount.learners}), 0) from ${rankedScoreCount} where ${condition})`;
  return sql<number>`(case when ${score} >= 0 then ${holding(sql`${rankedScoreCount.score} > ${score}`)}
    else (select ${rankedLearnerCount.learners} from ${rankedLearnerCount})
      - ${holding(sql`${rankedScoreCount.score} <= ${score}`)} end)::int`;
}

/**
 * The user's score (their running total, 0 before their first award) and competition rank by score among
 * active learners: one more than the number of them with a higher score, so ties share a rank and the next rank
 * skips ("1224"). `rank` is undefined for a user who is not on the leaderboard (not a learner, or disabled). One
 * statement.
 */
export async function readScoreAndRank(db: Orm, userId: number): Promise<LearnerRank & { score: number }> {
  const score = sql<number>`coalesce(${learnerScore.score}, 0)::int`;
  const [own] = await db
    .select({
      score,
      isRanked: sql<boolean>`${isRankedLearner}`,
      higher: rankedLearnersAbove(score),
      outOf: sql<number>`(select ${rankedLearnerCount.learners} from ${rankedLearnerCount})`,
    })
    .from(appUser)
    .leftJoin(learnerScore, eq(learnerScore.userId, appUser.id))
    .where(eq(appUser.id, userId));
  if (!own) return { score: 0, rank: undefined, outOf: await countRankedLearners(db) };
  return { score: own.score, rank: own.isRanked ? 1 + own.higher : undefined, outOf: own.outOf ?? 0 };
}

/** Active learners with more than `score` points (see rankedLearnersAbove): how the tests check that expression. */
export async function countLearnersAbove(db: Orm, score: number): Promise<number> {
  const [row] = await rowsOf<{ higher: number }>(db, sql`select ${rankedLearnersAbove(score)} as higher`);
  return row?.higher ?? 0;
}

/**
 * A user's rank in the latest snapshot taken before `day` (`YYYY-MM-DD`), as an SQL value: null without one.
 * One step of the snapshots' primary key (user_id, snapshot_date) backwards.
 */
export function snapshotRankBefore(userId: SQL, day: string): SQL<number | null> {
  return sql<number | null>`(select ${rankSnapshot.rank} from ${rankSnapshot}
    where ${rankSnapshot.userId} = ${userId} and ${rankSnapshot.snapshotDate} < ${day}
    order by ${rankSnapshot.snapshotDate} desc limit 1)`;
}

/** The user's rank in the latest snapshot taken before `day` (`YYYY-MM-DD`). */
export async function findSnapshotRankBefore(
  db: Orm,
  userId: number,
  day: string,
): Promise<number | undefined> {
  const [row] = await rowsOf<{ rank: number | null }>(
    db,
    sql`select ${snapshotRankBefore(sql`${userId}::int`, day)} as rank`,
  );
  return row?.rank ?? undefined;
}
