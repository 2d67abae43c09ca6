/**
 * The scoring engine: one completion, in one transaction, becomes a completion row, points on the ledger,
 * medals, badges, a level and the activities that tell of them (rules in `completion-awards.ts`).
 */
import type { CompletionResult } from '@segno/domain';
import type { Orm } from '../db/database';
import {
  findAwardableContent,
  listAwardDates,
  listCandidateBadges,
  listCompletedAmong,
  listEarnedBadgeIds,
  listEarnedMedalIds,
  listSegmentMedals,
  lockLearner,
  readRunningScores,
} from '../repositories/scoring-read-repository';
import {
  insertActivities,
  insertCompletion,
  insertPointAward,
  insertUserBadges,
  insertUserMedals,
} from '../repositories/scoring-write-repository';
import { planCompletionAwards } from './completion-awards';

/** Records a completion inside the caller's transaction; undefined when the content does not exist. */
export async function recordCompletionIn(
  tx: Orm,
  userId: number,
  contentId: number,
  now: Date,
): Promise<CompletionResult | undefined> {
  const content = await findAwardableContent(tx, contentId);
  if (!content || !(await lockLearner(tx, userId))) return undefined;
  const segmentMedals = content.segmentId === null ? [] : await listSegmentMedals(tx, content.segmentId);
  const badges = await listCandidateBadges(
    tx,
    contentId,
    segmentMedals.map((medal) => medal.id),
  );
  const badgeContentIds = [...new Set(badges.flatMap((badge) => badge.contentIds))];
  const completedBefore = await listCompletedAmong(tx, userId, badgeContentIds);
  const state = {
    previousAwardDates: await listAwardDates(tx, userId, contentId),
    ...(await readRunningScores(tx, userId, content.segmentId)),
    earnedMedalIds: await listEarnedMedalIds(tx, userId),
    earnedBadgeIds: await listEarnedBadgeIds(tx, userId),
    completedContentIds: new Set([...completedBefore, contentId]),
  };
  const awards = planCompletionAwards(content, segmentMedals, badges, state, now);

  const completionId = await insertCompletion(tx, {
    userId,
    contentId,
    completedAt: now,
    pointsAwarded: awards.points,
  });
  if (awards.points > 0) {
    await insertPointAward(tx, {
      userId,
      segmentId: content.segmentId,
      contentId,
      completionId,
      points: awards.points,
      awardedAt: now,
    });
  }
  await insertUserMedals(
    tx,
    userId,
    awards.medals.map((medal) => medal.id),
    now,
  );
  await insertUserBadges(
    tx,
    userId,
    awards.badges.map((badge) => badge.id),
    now,
  );
  await insertActivities(
    tx,
    { userId, date: now, segmentId: content.segmentId, segmentName: content.segmentName },
    awards.activities,
  );
  return {
    points: awards.points,
    completed: true,
    // A badge set not to notify is earned all the same; only the reward pop-up leaves it out.
    badges: awards.badges
      .filter((badge) => badge.notifyOnEarn)
      .map((badge) => ({
        badge_id: badge.id,
        name: badge.name,
        ...(badge.notificationText === '' ? {} : { message: badge.notificationText }),
      })),
    medals: awards.medals.map((medal) => ({
      medal_id: medal.id,
      level: medal.level,
      segment_id: content.segmentId ?? 0,
      segment_name: content.segmentName ?? '',
    })),
    level: awards.levelReached,
  };
}

export function createScoringEngine({ orm, now }: { orm: Orm; now: () => Date }) {
  return {
    /** The HTTP call (POST /user/{id}/content/{content_id}) comes with a later issue. */
    recordCompletion(userId: number, contentId: number, at: Date = now()) {
      return orm.transaction((tx) => recordCompletionIn(tx, userId, contentId, at));
    },
  };
}

export type ScoringEngine = ReturnType<typeof createScoringEngine>;
