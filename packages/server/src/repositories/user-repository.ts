import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser } from '../db/schema';

export type UserRow = typeof appUser.$inferSelect;

export async function findUserById(db: Orm, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, userId));
  return row;
}

/** Usernames (enterprise ids) match without regard to case; the unique index is on lower(username). */
export async function findUserByUsername(db: Orm, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(eq(sql`lower(${appUser.username})`, username.toLowerCase()));
  return row;
}
