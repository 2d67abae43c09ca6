import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, session } from '../db/schema';

export type SessionRow = typeof session.$inferSelect;
export type NewSession = typeof session.$inferInsert;

export async function insertSession(db: Orm, values: NewSession): Promise<void> {
  await db.insert(session).values(values);
}

/** The session with this token hash and the user it belongs to. */
export async function findSessionWithUser(db: Orm, tokenHash: string) {
  const [row] = await db
    .select({
      session,
      user: {
        id: appUser.id,
        username: appUser.username,
        roles: appUser.roles,
        isDisabled: appUser.isDisabled,
      },
    })
    .from(session)
    .innerJoin(appUser, eq(appUser.id, session.userId))
    .where(eq(session.tokenHash, tokenHash));
  return row;
}

/** Records activity on the session; never moves it back (requests of one session may finish in any order). */
export async function touchSession(db: Orm, tokenHash: string, seenAt: Date): Promise<void> {
  await db
    .update(session)
    .set({ lastSeenAt: seenAt })
    .where(and(eq(session.tokenHash, tokenHash), lt(session.lastSeenAt, seenAt)));
}

export async function endSession(db: Orm, tokenHash: string, endedAt: Date): Promise<void> {
  await db
    .update(session)
    .set({ endedAt })
    .where(and(eq(session.tokenHash, tokenHash), isNull(session.endedAt)));
}
