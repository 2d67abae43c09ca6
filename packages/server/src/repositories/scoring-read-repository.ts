/** What the scoring engine reads before a completion: the content, its segment's medals, badges, the learner. */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  badge,
  badgeContent,
  completion,
  content,
  learnerScore,
  medal,
  pointAward,
  segment,
  segmentScore,
  userBadge,
  userMedal,
} from '../db/schema';
import type { AwardableBadge, AwardableContent, AwardableMedal } from '../services/completion-awards';

export async function findAwardableContent(
  db: Orm,
  contentId: number,
): Promise<AwardableContent | undefined> {
  const [row] = await db
    .select({
      id: content.id,
      name: content.name,
      points: content.points,
      status: content.status,
      recurrence: content.recurrence,
      recurrenceYears: content.recurrenceYears,
      segmentId: content.segmentId,
      segmentName: segment.name,
    })
    .from(content)
    .leftJoin(segment, eq(segment.id, content.segmentId))
    .where(eq(content.id, contentId));
  return row;
}

export async function listSegmentMedals(db: Orm, segmentId: number): Promise<AwardableMedal[]> {
  return db
    .select({ id: medal.id, level: medal.level, pointsNeeded: medal.pointsNeeded, status: medal.status })
    .from(medal)
    .where(eq(medal.segmentId, segmentId));
}

/** A badge a completion could earn, with what the reward pop-up tells of it (the notifications step, 0020). */
export type CandidateBadge = AwardableBadge & { notifyOnEarn: boolean; notificationText: string };

/** Badges a completion of this content could earn: those listing it, and those tied to the segment's medals. */
export async function listCandidateBadges(
  db: Orm,
  contentId: number,
  segmentMedalIds: readonly number[],
): Promise<CandidateBadge[]> {
  const linked = db
    .select({ id: badgeContent.badgeId })
    .from(badgeContent)
    .where(eq(badgeContent.contentId, contentId));
  const rows = await db
    .select({
      id: badge.id,
      name: badge.name,
      status: badge.status,
      medalId: badge.medalId,
      notifyOnEarn: badge.notifyOnEarn,
      notificationText: badge.notificationText,
      contentIds: sql<
        number[]
      >`coalesce(array(select ${badgeContent.contentId} from ${badgeContent} where ${badgeContent.badgeId} = ${badge.id}), '{}')`,
    })
    .from(badge)
    .where(
      or(
        inArray(badge.id, linked),
        segmentMedalIds.length > 0
          ? and(isNotNull(badge.medalId), inArray(badge.medalId, [...segmentMedalIds]))
          : sql`false`,
      ),
    );
  return rows.map((row) => ({ ...row, contentIds: row.contentIds.map(Number) }));
}

export async function listAwardDates(db: Orm, userId: number, contentId: number): Promise<Date[]> {
  const rows = await db
    .select({ awardedAt: pointAward.awardedAt })
    .from(pointAward)
    .where(and(eq(pointAward.userId, userId), eq(pointAward.contentId, contentId)));
  return rows.map((row) => row.awardedAt);
}

export async function readRunningScores(db: Orm, userId: number, segmentId: number | null) {
  const [total] = await db
    .select({ score: learnerScore.score })
    .from(learnerScore)
    .where(eq(learnerScore.userId, userId));
  const [inSegment] =
    segmentId === null
      ? []
      : await db
          .select({ score: segmentScore.score })
          .from(segmentScore)
          .where(and(eq(segmentScore.userId, userId), eq(segmentScore.segmentId, segmentId)));
  return { totalScore: total?.score ?? 0, segmentScore: inSegment?.score ?? 0 };
}

export async function listEarnedMedalIds(db: Orm, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: userMedal.medalId }).from(userMedal).where(eq(userMedal.userId, userId));
  return new Set(rows.map((row) => row.id));
}

export async function listEarnedBadgeIds(db: Orm, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: userBadge.badgeId }).from(userBadge).where(eq(userBadge.userId, userId));
  return new Set(rows.map((row) => row.id));
}

/** Contents the learner completed among `contentIds` (the candidate badges' contents). */
export async function listCompletedAmong(
  db: Orm,
  userId: number,
  contentIds: readonly number[],
): Promise<Set<number>> {
  if (contentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: completion.contentId })
    .from(completion)
    .where(and(eq(completion.userId, userId), inArray(completion.contentId, [...contentIds])));
  return new Set(rows.map((row) => row.id));
}

/** Serialises one learner's completions, so two at once cannot both award a once-only content. */
export async function lockLearner(db: Orm, userId: number): Promise<boolean> {
  const rows = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('update');
  return rows.length > 0;
}
