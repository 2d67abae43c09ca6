/**
 * The queries behind a user's gamification numbers. Score and rank read the running totals (`learner_score`,
 * kept equal to the ledger's sums in the ledger's own transaction), so neither sums millions of ledger rows.
 */
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  learnerScore,
  medal,
  rankedLearnerCount,
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

/** Earned medals counted per level (1 bronze, 2 silver, 3 gold). */
export async function countMedalsByLevel(db: Orm, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ level: medal.level, earned: count() })
    .from(userMedal)
    .innerJoin(medal, eq(medal.id, userMedal.medalId))
    .where(eq(userMedal.userId, userId))
    .groupBy(medal.level);
  return new Map(rows.map((row) => [row.level, row.earned]));
}

export async function countBadges(db: Orm, userId: number): Promise<number> {
  const [row] = await db.select({ earned: count() }).from(userBadge).where(eq(userBadge.userId, userId));
  return row?.earned ?? 0;
}

export type LearnerRank = { rank: number | undefined; outOf: number };

/** The number of active learners: rank_out_of, and the global leaderboard's total (kept by 0005's triggers). */
export async function countRankedLearners(db: Orm): Promise<number> {
  const [row] = await db.select({ learners: rankedLearnerCount.learners }).from(rankedLearnerCount);
  return row?.learners ?? 0;
}

/**
 * Competition rank by score among active learners: one more than the number of them with a higher score, so
 * ties share a rank and the next rank skips ("1224"). `rank` is undefined for a user who is not on the
 * leaderboard (not a learner, or disabled).
 */
export async function findLearnerRank(db: Orm, userId: number): Promise<LearnerRank> {
  const [own] = await db
    .select({
      score: sql<number>`coalesce(${learnerScore.score}, 0)::int`,
      isRanked: sql<boolean>`${isRankedLearner}`,
      outOf: sql<number>`(select ${rankedLearnerCount.learners} from ${rankedLearnerCount})`,
    })
    .from(appUser)
    .leftJoin(learnerScore, eq(learnerScore.userId, appUser.id))
    .where(eq(appUser.id, userId));
  const outOf = own?.outOf ?? (await countRankedLearners(db));
  if (!own?.isRanked) return { rank: undefined, outOf };
  return { rank: 1 + (await countLearnersAbove(db, own.score)), outOf };
}

/**
 * Active learners with more than `score` points: an index-only count over the partial index of ranked
 * running totals (learner_score_ranked_idx, migration 0007).
 */
export async function countLearnersAbove(db: Orm, score: number): Promise<number> {
  if (score < 0) {
    // Learners without a running total have 0 points: they are above a negative score too. Rare: count exactly.
    const [row] = await db
      .select({ higher: count() })
      .from(appUser)
      .leftJoin(learnerScore, eq(learnerScore.userId, appUser.id))
      .where(and(sql`coalesce(${learnerScore.score}, 0) > ${score}`, isRankedLearner));
    return row?.higher ?? 0;
  }
  const [row] = await db
    .select({ higher: count() })
    .from(learnerScore)
    .where(and(eq(learnerScore.isRanked, true), gt(learnerScore.score, score)));
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
