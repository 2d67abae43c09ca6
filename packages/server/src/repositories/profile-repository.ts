/** A user's own profile writes (preferences and picture) and the public profile's reads. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, badge, segment, type UserPrefs, userBadge } from '../db/schema';

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

export type PublicUserRow = { id: number; firstName: string; lastName: string; profileImg: string | null };

/** The public fields of an enabled user; a disabled account has no public profile. */
export async function findPublicUser(db: Orm, userId: number): Promise<PublicUserRow | undefined> {
  const [row] = await db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      profileImg: appUser.profileImg,
    })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.isDisabled, false)));
  return row;
}

/** Earned badges with their segment (none for a system badge), newest first. */
export async function listEarnedBadgesWithSegment(db: Orm, userId: number) {
  return db
    .select({
      badgeId: badge.id,
      name: badge.name,
      segmentId: segment.id,
      segmentName: segment.name,
      earnedAt: userBadge.earnedAt,
    })
    .from(userBadge)
    .innerJoin(badge, eq(badge.id, userBadge.badgeId))
    .leftJoin(segment, eq(segment.id, badge.segmentId))
    .where(eq(userBadge.userId, userId))
    .orderBy(desc(userBadge.earnedAt), badge.id);
}
