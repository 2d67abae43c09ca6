/** Writes to the signed-in user's own profile: preferences and picture. */
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, type UserPrefs } from '../db/schema';

/** Merges the given preferences into the stored ones and returns them all. */
export async function mergeUserPrefs(
  db: Orm,
  userId: number,
  prefs: Partial<UserPrefs>,
): Promise<UserPrefs | undefined> {
  const [row] = await db
    .update(appUser)
    .set({ userPrefs: sql`${appUser.userPrefs} || ${JSON.stringify(prefs)}::jsonb` })
    .where(eq(appUser.id, userId))
    .returning({ userPrefs: appUser.userPrefs });
  return row?.userPrefs;
}

export async function updateProfileImage(db: Orm, userId: number, profileImg: string): Promise<void> {
  await db.update(appUser).set({ profileImg }).where(eq(appUser.id, userId));
}
