/** Medals and badges a user has earned, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { badge, medal, segment, userBadge, userMedal } from '../db/schema';

export async function listEarnedMedals(db: Orm, userId: number) {
  return db
    .select({
      medalId: medal.id,
      segmentId: segment.id,
      segmentName: segment.name,
      level: medal.level,
      earnedAt: userMedal.earnedAt,
    })
    .from(userMedal)
    .innerJoin(medal, eq(medal.id, userMedal.medalId))
    .innerJoin(segment, eq(segment.id, medal.segmentId))
    .where(eq(userMedal.userId, userId))
    .orderBy(desc(userMedal.earnedAt), medal.id);
}

export async function listEarnedBadges(db: Orm, userId: number) {
  return db
    .select({ badgeId: badge.id, name: badge.name, earnedAt: userBadge.earnedAt })
    .from(userBadge)
    .innerJoin(badge, eq(badge.id, userBadge.badgeId))
    .where(eq(userBadge.userId, userId))
    .orderBy(desc(userBadge.earnedAt), badge.id);
}
