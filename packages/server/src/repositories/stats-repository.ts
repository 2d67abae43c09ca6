/**
 * The queries behind a user's gamification numbers. Score and rank read the running totals (`learner_score`,
 * kept equal to the ledger's sums in the ledger's own transaction), so neither sums millions of ledger rows.
 */
import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of';
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
 * Each user's earned medals by level (1 bronze, 2 silver, 3 gold) and badges; only those within one segment when
 * segmentId is given. Users who earned none are left out. All of a user's are one row of learner_award_count
 * (0025); a segment's are counted from user_medal and user_badge.
 */
export async function countAwardsOf(
  db: Orm,
  userIds: readonly number[],
  segmentId?: number,
): Promise<Map<number, AwardCounts>> {
  if (userIds.length === 0) return new Map();
  if (segmentId === undefined) {
    const rows = await db
      .select({
        userId: learnerAwardCount.userId,
        bronze: learnerAwardCount.bronze,
        silver: learnerAwardCount.silver,
        gold: learnerAwardCount.gold,
        badges: learnerAwardCount.badges,
      })
      .from(learnerAwardCount)
      .where(isAnyOf(learnerAwardCount.userId, userIds));
    return new Map(rows.map(({ userId, ...counts }) => [userId, counts]));
  }
  const ofLevel = (level: number) => sql<number>`(count(*) filter (where ${medal.level} = ${level}))::int`;
  const medals = await db
    .select({ userId: userMedal.userId, bronze: ofLevel(1), silver: ofLevel(2), gold: ofLevel(3) })
    .from(userMedal)
    .innerJoin(medal, eq(medal.id, userMedal.medalId))
    .where(and(isAnyOf(userMedal.userId, userIds), eq(medal.segmentId, segmentId)))
    .groupBy(userMedal.userId);
  const badges = await db
    .select({ userId: userBadge.userId, earned: count() })
    .from(userBadge)
    .innerJoin(badge, eq(badge.id, userBadge.badgeId))
    .where(and(isAnyOf(userBadge.userId, userIds), eq(badge.segmentId, segmentId)))
    .groupBy(userBadge.userId);
  const counts = new Map<number, AwardCounts>(
    medals.map(({ userId, ...levels }) => [userId, { ...levels, badges: 0 }]),
  );
  for (const { userId, earned } of badges) {
    counts.set(userId, { bronze: 0, silver: 0, gold: 0, ...counts.get(userId), badges: earned });
  }
  return counts;
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

/** The rank alone (see readScoreAndRank). */
export async function findLearnerRank(db: Orm, userId: number): Promise<LearnerRank> {
  const { rank, outOf } = await readScoreAndRank(db, userId);
  return { rank, outOf };
}

/** Active learners with more than `score` points (see rankedLearnersAbove). */
export async function countLearnersAbove(db: Orm, score: number): Promise<number> {
  const [row] = await rowsOf<{ higher: number }>(db, sql`select ${rankedLearnersAbove(score)} as higher`);
  return row?.higher ?? 0;
}

/** The user's rank in the latest snapshot taken before `day` (`YYYY-MM-DD`). */
export async function findSnapshotRankBefore(
  db: Orm,
  userId: number,
  day: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ rank: rankSnapshot.rank })
    .from(rankSnapshot)
    .where(and(eq(rankSnapshot.userId, userId), lt(rankSnapshot.snapshotDate, day)))
    .orderBy(desc(rankSnapshot.snapshotDate))
    .limit(1);
  return row?.rank;
}
