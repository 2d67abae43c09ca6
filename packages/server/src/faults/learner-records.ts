/**
 * What a learner's completions must have left, recomputed. The scoring engine records a completion, its points on
 * the ledger, the running totals, medals, badges and activities in one transaction (scoring-engine.ts), so after
 * any crash the stored records equal the engine's own rule (`planCompletionAwards`, fed by the engine's reads)
 * replayed over the completions stored since a mark, in their order. A completion without its ledger row, a total
 * that missed a commit, a medal without its activity, a once-only content paid twice: each shows as a difference.
 */
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  activity,
  completion,
  learnerScore,
  pointAward,
  segmentScore,
  userBadge,
  userMedal,
} from '../db/schema';
import {
  findAwardableContent,
  listCandidateBadges,
  listSegmentMedals,
} from '../repositories/scoring-read-repository';
import { type PlannedActivity, planCompletionAwards } from '../services/completion-awards';

/** Where the learner's records stood before the test: the last ids, and what was already earned. */
export type LearnerMarks = {
  completionId: number;
  pointAwardId: number;
  activityId: number;
  medalIds: number[];
  badgeIds: number[];
};

export async function readLearnerMarks(orm: Orm, userId: number): Promise<LearnerMarks> {
  const [[completions], [awards], [activities], medals, badges] = await Promise.all([
    orm
      .select({ id: max(completion.id) })
      .from(completion)
      .where(eq(completion.userId, userId)),
    orm
      .select({ id: max(pointAward.id) })
      .from(pointAward)
      .where(eq(pointAward.userId, userId)),
    orm
      .select({ id: max(activity.id) })
      .from(activity)
      .where(eq(activity.userId, userId)),
    orm.select({ id: userMedal.medalId }).from(userMedal).where(eq(userMedal.userId, userId)),
    orm.select({ id: userBadge.badgeId }).from(userBadge).where(eq(userBadge.userId, userId)),
  ]);
  return {
    completionId: Number(completions?.id ?? 0),
    pointAwardId: Number(awards?.id ?? 0),
    activityId: Number(activities?.id ?? 0),
    medalIds: medals.map(({ id }) => id),
    badgeIds: badges.map(({ id }) => id),
  };
}

type Earned = { id: number; earnedAt: Date };
type ScoreBySegment = { segmentId: number; score: number }[];

/** The learner's records written since the marks, and the running totals. */
export type LearnerRecords = {
  completions: { id: number; contentId: number; points: number }[];
  ledger: {
    completionId: number | null;
    contentId: number | null;
    segmentId: number | null;
    points: number;
    awardedAt: Date;
  }[];
  medals: Earned[];
  badges: Earned[];
  /** The activities the engine plans, with the date and segment each is stored under. */
  activities: (PlannedActivity & { date: Date; segmentId: number | null })[];
  totals: { score: number; segments: ScoreBySegment };
};

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function addTo(scores: Map<number, number>, segmentId: number | null, points: number) {
  if (segmentId !== null) scores.set(segmentId, (scores.get(segmentId) ?? 0) + points);
}

const listScores = (scores: Map<number, number>): ScoreBySegment =>
  [...scores].map(([segmentId, score]) => ({ segmentId, score })).sort((a, b) => a.segmentId - b.segmentId);

export async function readStoredRecords(
  orm: Orm,
  userId: number,
  marks: LearnerMarks,
): Promise<LearnerRecords> {
  const [completions, ledger, activities, medals, badges, [total], segments] = await Promise.all([
    orm
      .select({ id: completion.id, contentId: completion.contentId, points: completion.pointsAwarded })
      .from(completion)
      .where(and(eq(completion.userId, userId), gt(completion.id, marks.completionId)))
      .orderBy(asc(completion.id)),
    orm
      .select({
        completionId: pointAward.completionId,
        contentId: pointAward.contentId,
        segmentId: pointAward.segmentId,
        points: pointAward.points,
        awardedAt: pointAward.awardedAt,
      })
      .from(pointAward)
      .where(and(eq(pointAward.userId, userId), gt(pointAward.id, marks.pointAwardId)))
      .orderBy(asc(pointAward.id)),
    orm
      .select({
        type: activity.type,
        date: activity.date,
        segmentId: activity.segmentId,
        points: activity.points,
        description: activity.description,
        contentId: activity.contentId,
        medalId: activity.medalId,
        badgeId: activity.badgeId,
        level: activity.level,
      })
      .from(activity)
      .where(and(eq(activity.userId, userId), gt(activity.id, marks.activityId)))
      .orderBy(asc(activity.id)),
    orm
      .select({ id: userMedal.medalId, earnedAt: userMedal.earnedAt })
      .from(userMedal)
      .where(eq(userMedal.userId, userId)),
    orm
      .select({ id: userBadge.badgeId, earnedAt: userBadge.earnedAt })
      .from(userBadge)
      .where(eq(userBadge.userId, userId)),
    orm.select({ score: learnerScore.score }).from(learnerScore).where(eq(learnerScore.userId, userId)),
    orm
      .select({ segmentId: segmentScore.segmentId, score: segmentScore.score })
      .from(segmentScore)
      .where(eq(segmentScore.userId, userId))
      .orderBy(asc(segmentScore.segmentId)),
  ]);
  return {
    completions,
    ledger,
    medals: medals.filter(({ id }) => !marks.medalIds.includes(id)).sort(byId),
    badges: badges.filter(({ id }) => !marks.badgeIds.includes(id)).sort(byId),
    activities,
    totals: { score: total?.score ?? 0, segments },
  };
}

/**
 * What the stored completions since the marks must have written, by the engine's rule from the ledger as it stood
 * at the marks; the totals are the ledger's sums.
 */
export async function recomputeRecords(
  orm: Orm,
  userId: number,
  marks: LearnerMarks,
): Promise<LearnerRecords> {
  const [ledgerAtMarks, completedAtMarks, stored] = await Promise.all([
    orm
      .select({
        contentId: pointAward.contentId,
        segmentId: pointAward.segmentId,
        points: pointAward.points,
        awardedAt: pointAward.awardedAt,
      })
      .from(pointAward)
      .where(and(eq(pointAward.userId, userId), lte(pointAward.id, marks.pointAwardId))),
    orm
      .selectDistinct({ contentId: completion.contentId })
      .from(completion)
      .where(and(eq(completion.userId, userId), lte(completion.id, marks.completionId))),
    orm
      .select({ id: completion.id, contentId: completion.contentId, completedAt: completion.completedAt })
      .from(completion)
      .where(and(eq(completion.userId, userId), gt(completion.id, marks.completionId)))
      .orderBy(asc(completion.id)),
  ]);
  let totalScore = 0;
  const segmentScores = new Map<number, number>();
  const awardDates = new Map<number | null, Date[]>();
  const payContent = (contentId: number | null, segmentId: number | null, points: number, at: Date) => {
    totalScore += points;
    addTo(segmentScores, segmentId, points);
    awardDates.set(contentId, [...(awardDates.get(contentId) ?? []), at]);
  };
  for (const row of ledgerAtMarks) payContent(row.contentId, row.segmentId, row.points, row.awardedAt);
  const completedContentIds = new Set(completedAtMarks.map(({ contentId }) => contentId));
  const earnedMedalIds = new Set(marks.medalIds);
  const earnedBadgeIds = new Set(marks.badgeIds);

  const records: LearnerRecords = {
    completions: [],
    ledger: [],
    medals: [],
    badges: [],
    activities: [],
    totals: { score: 0, segments: [] },
  };
  for (const { id, contentId, completedAt: at } of stored) {
    const content = await findAwardableContent(orm, contentId);
    if (!content) throw new Error(`A completion of content ${contentId}, which does not exist`);
    const segmentMedals = content.segmentId === null ? [] : await listSegmentMedals(orm, content.segmentId);
    const badges = await listCandidateBadges(
      orm,
      contentId,
      segmentMedals.map((medal) => medal.id),
    );
    completedContentIds.add(contentId);
    const awards = planCompletionAwards(
      content,
      segmentMedals,
      badges,
      {
        previousAwardDates: awardDates.get(contentId) ?? [],
        totalScore,
        segmentScore: content.segmentId === null ? 0 : (segmentScores.get(content.segmentId) ?? 0),
        earnedMedalIds,
        earnedBadgeIds,
        completedContentIds,
      },
      at,
    );
    records.completions.push({ id, contentId, points: awards.points });
    if (awards.points > 0) {
      payContent(contentId, content.segmentId, awards.points, at);
      records.ledger.push({
        completionId: id,
        contentId,
        segmentId: content.segmentId,
        points: awards.points,
        awardedAt: at,
      });
    }
    for (const medal of awards.medals) {
      earnedMedalIds.add(medal.id);
      records.medals.push({ id: medal.id, earnedAt: at });
    }
    for (const badge of awards.badges) {
      earnedBadgeIds.add(badge.id);
      records.badges.push({ id: badge.id, earnedAt: at });
    }
    records.activities.push(
      ...awards.activities.map((planned) => ({ ...planned, date: at, segmentId: content.segmentId })),
    );
  }
  records.medals.sort(byId);
  records.badges.sort(byId);
  records.totals = { score: totalScore, segments: listScores(segmentScores) };
  return records;
}
