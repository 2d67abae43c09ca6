/** Segnocodes and who redeemed them (0006). Codes are stored upper-case. */
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, segnocode, segnocodeRedemption } from '../db/schema';

export async function findSegnocode(db: Orm, code: string) {
  const [row] = await db
    .select({
      code: segnocode.code,
      contentId: segnocode.contentId,
      contentName: content.name,
      expiresAt: segnocode.expiresAt,
    })
    .from(segnocode)
    .innerJoin(content, eq(content.id, segnocode.contentId))
    .where(eq(segnocode.code, code));
  return row;
}

/** Records the learner's redemption; false when they had already redeemed this code. */
export async function insertRedemption(
  db: Orm,
  values: { code: string; userId: number; redeemedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(segnocodeRedemption)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: segnocodeRedemption.code });
  return inserted.length > 0;
}
