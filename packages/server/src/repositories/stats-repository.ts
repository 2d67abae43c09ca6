/** The queries behind a user's gamification numbers. Score is always a sum over the ledger. */
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { medal, pointAward, rankSnapshot, userBadge, userMedal } from '../db/schema';
import { learnerScores } from './learner-scores';

export async function sumPoints(db: Orm, userId: number): Promise<number> {
  const [row] = await db
    .select({ score: sql<number>`coalesce(sum(${pointAward.points}), 0)::int` })
    .from(pointAward)
    .where(eq(pointAward.userId, userId));
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

/**
 * RANK() by score among active learners: ties share a rank and the next rank skips ("1224"). `rank` is
 * undefined for a user who is not on the leaderboard (not a learner, or disabled).
 */
export async function findLearnerRank(db: Orm, userId: number): Promise<LearnerRank> {
  const scores = learnerScores(db);
  const ranked = db.$with('ranked').as(
    db
      .select({
        userId: scores.userId,
        rank: sql<number>`rank() over (order by ${scores.score} desc)::int`.as('rank'),
        outOf: sql<number>`count(*) over ()::int`.as('out_of'),
      })
      .from(scores),
  );
  const [row] = await db.with(scores, ranked).select().from(ranked).where(eq(ranked.userId, userId));
  if (row) return { rank: row.rank, outOf: row.outOf };
  const [total] = await db.with(scores).select({ outOf: count() }).from(scores);
  return { rank: undefined, outOf: total?.outOf ?? 0 };
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
