/**
 * What the scoring engine writes: completions, ledger rows with their running totals (same transaction, so
 * learner_score and segment_score always equal the ledger's sums), medals, badges and activities.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  activity,
  completion,
  learnerScore,
  pointAward,
  segmentScore,
  userBadge,
  userMedal,
} from '../db/schema';
import type { PlannedActivity } from '../services/completion-awards';

export async function insertCompletion(
  db: Orm,
  values: { userId: number; contentId: number; completedAt: Date; pointsAwarded: number },
): Promise<number> {
  const [row] = await db.insert(completion).values(values).returning({ id: completion.id });
  if (!row) throw new Error('The completion was not stored');
  return row.id;
}

export type LedgerEntry = {
  userId: number;
  segmentId: number | null;
  contentId: number | null;
  completionId: number | null;
  points: number;
  awardedAt: Date;
};

/** The ledger row and the running totals it moves. */
export async function insertPointAward(db: Orm, entry: LedgerEntry): Promise<void> {
  await db.insert(pointAward).values(entry);
  await db
    .insert(learnerScore)
    .values({ userId: entry.userId, score: entry.points })
    .onConflictDoUpdate({
      target: learnerScore.userId,
      set: { score: sql`${learnerScore.score} + excluded.score` },
    });
  if (entry.segmentId !== null) {
    await db
      .insert(segmentScore)
      .values({ userId: entry.userId, segmentId: entry.segmentId, score: entry.points })
      .onConflictDoUpdate({
        target: [segmentScore.userId, segmentScore.segmentId],
        set: { score: sql`${segmentScore.score} + excluded.score` },
      });
  }
}

export async function insertUserMedals(db: Orm, userId: number, medalIds: readonly number[], earnedAt: Date) {
  if (medalIds.length === 0) return;
  await db
    .insert(userMedal)
    .values(medalIds.map((medalId) => ({ userId, medalId, earnedAt })))
    .onConflictDoNothing();
}

export async function insertUserBadges(db: Orm, userId: number, badgeIds: readonly number[], earnedAt: Date) {
  if (badgeIds.length === 0) return;
  await db
    .insert(userBadge)
    .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt })))
    .onConflictDoNothing();
}

export async function insertActivities(
  db: Orm,
  context: { userId: number; date: Date; segmentId: number | null; segmentName: string | null },
  activities: readonly PlannedActivity[],
): Promise<void> {
  if (activities.length === 0) return;
  await db.insert(activity).values(activities.map((planned) => ({ ...context, ...planned })));
}
