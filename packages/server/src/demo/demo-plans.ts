/**
 * What each demo person subscribed to and completed over the last 60 days. `learner`'s history is written
 * out (the guides describe it); everyone else's comes from a seeded generator. Pure and deterministic.
 */

import { seededRandom } from '@segno/domain';
import { publicationStatus } from './demo-catalog';
import {
  demoComplianceCompletedCount,
  demoComplianceContentIds,
  demoComplianceHistory,
  demoComplianceLearners,
} from './demo-compliance';
import { type DemoContent, demoContents } from './demo-content';
import { secondManagerUsername } from './demo-crowd';
import type { DemoPerson } from './demo-people';

export type DemoSubscription = {
  userId: number;
  segmentId: number;
  isSubscribed: boolean;
  isAssigned: boolean;
};
/** A completion `daysAgo` days and `minutesEarlier` minutes before now. */
export type CompletionPlan = { userId: number; contentId: number; daysAgo: number; minutesEarlier: number };

export const historyDays = 60;

/** Each team is assigned one segment (000 section 4: assigned and self-subscribed are kept apart). */
const assignedSegmentByManager: Record<string, number> = { manager: 1, [secondManagerUsername]: 2, admin: 3 };

/** `learner`: mid-table, with medals in two segments, two badges, a retake and a climb yesterday. */
const learnerHistory: readonly [daysAgo: number, contentId: number][] = [
  [29, 1],
  [22, 3],
  [15, 5],
  [10, 10],
  [5, 12],
  [3, 1],
  [1, 8],
];

/**
 * `learner`'s compliance contents (plan 1, demo-compliance), in the plan's order over the 30 days since the
 * plan was assigned. `learner` stays 5 points behind the current month's target, so only the first
 * `demoComplianceCompletedCount` of these happened: 4 in March, 14 in December.
 */
const learnerComplianceDays: readonly number[] = [28, 27, 25, 24, 22, 20, 18, 16, 14, 12, 9, 7, 4, 2];

export function demoSubscriptions(people: readonly DemoPerson[]): DemoSubscription[] {
  return people.flatMap((person) => {
    const assigned = person.managerUsername ? assignedSegmentByManager[person.managerUsername] : undefined;
    const random = seededRandom(person.id * 104_729);
    return [1, 2, 3].flatMap((segmentId) => {
      const isAssigned = segmentId === assigned;
      const isSubscribed =
        !isAssigned && (person.username === 'learner' ? segmentId === 2 : random.next() < 0.45);
      return isAssigned || isSubscribed ? [{ userId: person.id, segmentId, isSubscribed, isAssigned }] : [];
    });
  });
}

export function demoCompletionPlans(
  people: readonly DemoPerson[],
  subscriptions: readonly DemoSubscription[],
  now: Date,
): CompletionPlan[] {
  return people.flatMap((person) => [
    ...everydayCompletions(person, subscriptions),
    ...complianceCompletions(person, now),
  ]);
}

/** The four learners of the compliance plan, each where demo-compliance puts them against this month's target. */
function complianceCompletions(person: DemoPerson, now: Date): CompletionPlan[] {
  const learner = demoComplianceLearners.find((candidate) => candidate.username === person.username);
  if (!learner) return [];
  const history: [daysAgo: number, contentId: number][] =
    person.username === 'learner'
      ? learnerComplianceDays
          .slice(0, demoComplianceCompletedCount(learner, now))
          .map((daysAgo, index) => [daysAgo, demoComplianceContentIds[index] ?? 0])
      : demoComplianceHistory(learner, now);
  // An hour before the everyday history's moment, so two completions of one day never share a time.
  return history.map(([daysAgo, contentId]) => ({
    userId: person.id,
    contentId,
    daysAgo,
    minutesEarlier: 60,
  }));
}

function everydayCompletions(
  person: DemoPerson,
  subscriptions: readonly DemoSubscription[],
): CompletionPlan[] {
  if (person.username === 'learner') {
    return learnerHistory.map(([daysAgo, contentId]) => ({
      userId: person.id,
      contentId,
      daysAgo,
      minutesEarlier: 0,
    }));
  }
  const segmentIds = new Set(
    subscriptions.filter((row) => row.userId === person.id).map((row) => row.segmentId),
  );
  const takeable = demoContents.filter(
    (content: DemoContent) =>
      segmentIds.has(content.segmentId) && content.status === publicationStatus.published,
  );
  if (takeable.length === 0) return [];
  const random = seededRandom(person.id * 7_919);
  // Every sixth person is keen, so gold medals and the badges tied to them occur too.
  const count = random.between(2, 15) + (person.id % 6 === 0 ? 12 : 0);
  return Array.from({ length: count }, () => ({
    userId: person.id,
    contentId: random.pick(takeable).id,
    daysAgo: random.between(0, historyDays - 1),
    minutesEarlier: random.between(1, 600),
  }));
}
