import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rankSnapshot } from '../db/schema';
import { learnerScores } from './learner-scores';

/**
 * Records every active learner's rank for `day` (`YYYY-MM-DD`) from the ledger as it stood at `ledgerAsOf`,
 * replacing an earlier snapshot of the same day.
 */
export async function recordRankSnapshot(db: Orm, day: string, ledgerAsOf: Date): Promise<void> {
  const scores = learnerScores(db, ledgerAsOf);
  await db
    .with(scores)
    .insert(rankSnapshot)
    .select(
      db
        .select({
          userId: scores.userId,
          snapshotDate: sql<string>`${day}::date`.as('snapshot_date'),
          rank: sql<number>`rank() over (order by ${scores.score} desc)::int`.as('rank'),
        })
        .from(scores),
    )
    .onConflictDoUpdate({
      target: [rankSnapshot.userId, rankSnapshot.snapshotDate],
      set: { rank: sql`excluded.rank` },
    });
}
