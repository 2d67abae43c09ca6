/**
 * Runs the demo completion plans through the engine's rules (`planCompletionAwards`) in memory, oldest first,
 * so the ledger, medals, badges, activities and levels agree exactly as the engine would have written them.
 * A server test replays the same completions through the real engine and compares.
 */
import type { ActivityType } from '@segno/domain';
import { dayMs } from '../lib/calendar';
import { type AwardableBadge, planCompletionAwards } from '../services/completion-awards';
import type { DemoBadge, DemoMedal, DemoSegment } from './demo-catalog';
import type { DemoBadgeContent, DemoContent } from './demo-content';
import type { CompletionPlan } from './demo-plans';

export type DemoCompletion = {
  id: number;
  userId: number;
  contentId: number;
  completedAt: Date;
  pointsAwarded: number;
};
export type DemoPointAward = {
  userId: number;
  segmentId: number;
  contentId: number;
  completionId: number;
  points: number;
  awardedAt: Date;
};
export type DemoUserMedal = { userId: number; medalId: number; earnedAt: Date };
export type DemoUserBadge = { userId: number; badgeId: number; earnedAt: Date };
export type DemoActivity = {
  id: number;
  userId: number;
  type: ActivityType;
  date: Date;
  segmentId: number;
  segmentName: string;
  points: number;
  description: string;
  contentId: number | null;
  medalId: number | null;
  badgeId: number | null;
  level: number | null;
};
export type DemoHistory = {
  completions: DemoCompletion[];
  pointAwards: DemoPointAward[];
  userMedals: DemoUserMedal[];
  userBadges: DemoUserBadge[];
  activities: DemoActivity[];
};

export type DemoCatalog = {
  segments: readonly DemoSegment[];
  medals: readonly DemoMedal[];
  badges: readonly DemoBadge[];
  contents: readonly DemoContent[];
  badgeContents: readonly DemoBadgeContent[];
};

type LearnerMemory = {
  awardDates: Map<number, Date[]>;
  totalScore: number;
  segmentScores: Map<number, number>;
  medalIds: Set<number>;
  badgeIds: Set<number>;
  completedIds: Set<number>;
};

/** Completions in the order they happened: time, then user, then plan order. */
export function chronological(plans: readonly CompletionPlan[], now: Date) {
  return plans
    .map((plan, index) => ({
      ...plan,
      index,
      at: new Date(now.getTime() - plan.daysAgo * dayMs - plan.minutesEarlier * 60_000),
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.userId - b.userId || a.index - b.index);
}

export function runDemoHistory(
  catalog: DemoCatalog,
  plans: readonly CompletionPlan[],
  now: Date,
): DemoHistory {
  const history: DemoHistory = {
    completions: [],
    pointAwards: [],
    userMedals: [],
    userBadges: [],
    activities: [],
  };
  const badges: AwardableBadge[] = catalog.badges.map((badge) => ({
    ...badge,
    contentIds: catalog.badgeContents
      .filter((link) => link.badgeId === badge.id)
      .map((link) => link.contentId),
  }));
  const memories = new Map<number, LearnerMemory>();
  for (const plan of chronological(plans, now)) {
    const content = catalog.contents.find((candidate) => candidate.id === plan.contentId);
    const segment = catalog.segments.find((candidate) => candidate.id === content?.segmentId);
    if (!content || !segment) throw new Error(`Demo content ${plan.contentId} has no segment`);
    const memory = memories.get(plan.userId) ?? {
      awardDates: new Map(),
      totalScore: 0,
      segmentScores: new Map(),
      medalIds: new Set(),
      badgeIds: new Set(),
      completedIds: new Set(),
    };
    memories.set(plan.userId, memory);
    memory.completedIds.add(content.id);
    const awards = planCompletionAwards(
      { ...content, segmentName: segment.name },
      catalog.medals.filter((medal) => medal.segmentId === segment.id),
      badges,
      {
        previousAwardDates: memory.awardDates.get(content.id) ?? [],
        totalScore: memory.totalScore,
        segmentScore: memory.segmentScores.get(segment.id) ?? 0,
        earnedMedalIds: memory.medalIds,
        earnedBadgeIds: memory.badgeIds,
        completedContentIds: memory.completedIds,
      },
      plan.at,
    );
    const completionId = history.completions.length + 1;
    history.completions.push({
      id: completionId,
      userId: plan.userId,
      contentId: content.id,
      completedAt: plan.at,
      pointsAwarded: awards.points,
    });
    if (awards.points > 0) {
      history.pointAwards.push({
        userId: plan.userId,
        segmentId: segment.id,
        contentId: content.id,
        completionId,
        points: awards.points,
        awardedAt: plan.at,
      });
      memory.awardDates.set(content.id, [...(memory.awardDates.get(content.id) ?? []), plan.at]);
      memory.totalScore += awards.points;
      memory.segmentScores.set(segment.id, (memory.segmentScores.get(segment.id) ?? 0) + awards.points);
    }
    for (const medal of awards.medals) {
      memory.medalIds.add(medal.id);
      history.userMedals.push({ userId: plan.userId, medalId: medal.id, earnedAt: plan.at });
    }
    for (const badge of awards.badges) {
      memory.badgeIds.add(badge.id);
      history.userBadges.push({ userId: plan.userId, badgeId: badge.id, earnedAt: plan.at });
    }
    for (const planned of awards.activities) {
      history.activities.push({
        ...planned,
        id: history.activities.length + 1,
        userId: plan.userId,
        date: plan.at,
        segmentId: segment.id,
        segmentName: segment.name,
      });
    }
  }
  return history;
}
