/**
 * What one completion earns, decided from the learner's state before it: points by the recurrence rule,
 * medals newly reached in the content's segment, badges newly earned, a level newly reached, and the
 * activities those write. Pure: the engine feeds it from the database, the demo history from memory, so both
 * apply the same domain rules in the same order.
 */
import {
  type ActivityType,
  activityDescriptions,
  isBadgeEarned,
  isMedalEarned,
  levelForScore,
  type MedalLevel,
  pointsToAward,
  type Recurrence,
} from '@segno/domain';

const published = 2;

export type AwardableContent = {
  id: number;
  name: string;
  points: number;
  status: number;
  recurrence: 'never' | 'every_year' | 'every_x_years';
  recurrenceYears: number | null;
  segmentId: number | null;
  segmentName: string | null;
};
export type AwardableMedal = { id: number; level: number; pointsNeeded: number; status: number };
export type AwardableBadge = {
  id: number;
  name: string;
  status: number;
  medalId: number | null;
  contentIds: readonly number[];
};

export type LearnerState = {
  /** When this content awarded points to the learner before. */
  previousAwardDates: readonly Date[];
  totalScore: number;
  /** Score in the content's segment. */
  segmentScore: number;
  earnedMedalIds: ReadonlySet<number>;
  earnedBadgeIds: ReadonlySet<number>;
  /** Every content the learner has completed, this one included. */
  completedContentIds: ReadonlySet<number>;
};

export type PlannedActivity = {
  type: ActivityType;
  points: number;
  description: string;
  contentId: number | null;
  medalId: number | null;
  badgeId: number | null;
  level: number | null;
};

export type CompletionAwards<Badge extends AwardableBadge = AwardableBadge> = {
  points: number;
  medals: AwardableMedal[];
  badges: Badge[];
  levelReached: number | null;
  /** In the order they happened: points, medals by level, badges, level. */
  activities: PlannedActivity[];
};

function recurrenceOf(content: AwardableContent): Recurrence {
  return content.recurrence === 'every_x_years'
    ? { kind: 'every_x_years', years: content.recurrenceYears ?? 1 }
    : { kind: content.recurrence };
}

const activity = (fields: Partial<PlannedActivity> & Pick<PlannedActivity, 'type' | 'description'>) => ({
  points: 0,
  contentId: null,
  medalId: null,
  badgeId: null,
  level: null,
  ...fields,
});

export function planCompletionAwards<Badge extends AwardableBadge>(
  content: AwardableContent,
  segmentMedals: readonly AwardableMedal[],
  badges: readonly Badge[],
  state: LearnerState,
  now: Date,
): CompletionAwards<Badge> {
  const points = pointsToAward(
    { points: content.points, isPublished: content.status === published, recurrence: recurrenceOf(content) },
    state.previousAwardDates,
    now,
  );
  const activities: PlannedActivity[] = [];
  if (points > 0) {
    activities.push(
      activity({
        type: 'Points',
        points,
        description: activityDescriptions.points(content.name),
        contentId: content.id,
      }),
    );
  }
  const segmentScore = state.segmentScore + points;
  const medals = [...segmentMedals]
    .sort((a, b) => a.level - b.level)
    .filter(
      (medal) =>
        !state.earnedMedalIds.has(medal.id) &&
        isMedalEarned(
          { pointsNeeded: medal.pointsNeeded, isPublished: medal.status === published },
          segmentScore,
        ),
    );
  for (const medal of medals) {
    activities.push(
      activity({
        type: 'Medal',
        description: activityDescriptions.medal(medal.level as MedalLevel, content.segmentName ?? ''),
        medalId: medal.id,
      }),
    );
  }
  const earnedMedalIds = new Set([...state.earnedMedalIds, ...medals.map((medal) => medal.id)]);
  const earnedBadges = [...badges]
    .sort((a, b) => a.id - b.id)
    .filter(
      (badge) =>
        badge.status === published &&
        !state.earnedBadgeIds.has(badge.id) &&
        isBadgeEarned(badge, state.completedContentIds, earnedMedalIds),
    );
  for (const badge of earnedBadges) {
    activities.push(
      activity({ type: 'Badge', description: activityDescriptions.badge(badge.name), badgeId: badge.id }),
    );
  }
  const levelBefore = levelForScore(state.totalScore);
  const levelAfter = levelForScore(state.totalScore + points);
  const levelReached = levelAfter > levelBefore ? levelAfter : null;
  if (levelReached !== null) {
    activities.push(
      activity({ type: 'Level', description: activityDescriptions.level(levelReached), level: levelReached }),
    );
  }
  return { points, medals, badges: earnedBadges, levelReached, activities };
}
