import { count, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rankSnapshot } from '../db/schema';

/** Whether any learner's rank is recorded for `day` (`YYYY-MM-DD`). */
export async function hasRankSnapshot(db: Orm, day: string): Promise<boolean> {
  const [row] = await db
    .select({ rows: count() })
    .from(rankSnapshot)
    .where(eq(rankSnapshot.snapshotDate, day));
  return (row?.rows ?? 0) > 0;
}
