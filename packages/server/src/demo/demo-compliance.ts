/**
 * The compliance plan 'Store Safety Compliance 2026' (issue 6; 002 sections 4 and 9): its 20 short contents in
 * order, its monthly targets and the four learners assigned to it. Pure and deterministic: completions are
 * built from the `now` passed in and the current month's target (the domain's `currentMonthlyTarget`), so
 * every month shows the same four bar states.
 *
 * The contents live in segment 2 'Workplace Safety', in a seglet of their own, so the segment count and the
 * segments' medals stay as they were. Each is worth a few points and goes through the demo history like any
 * other completion (ledger, medals, activities).
 */
import { currentMonthlyTarget, type MonthlyTarget } from '@segno/domain';
import { daysBefore } from '../lib/calendar';
import { publicationStatus } from './demo-catalog';
import type { DemoContent, DemoSeglet } from './demo-content';

export type DemoPlanContent = { planId: number; contentId: number; position: number };
export type DemoPlanMonthlyTarget = { planId: number; monthId: number; targetPercent: number };

/** The compliance plan's id (demo-extras' `demoPlanIds.compliance`). */
export const demoCompliancePlanId = 1;

/** Whole days from the day a learner got the plan (due-date mode 3, duration). */
export const demoComplianceDueDays = 90;

/** The seglet of segment 2 that holds the compliance contents. */
export const demoComplianceSeglet: DemoSeglet = {
  id: 9,
  segmentId: 2,
  name: 'Safety Compliance 2026',
  shortName: 'Safety Compliance',
  position: 3,
  status: publicationStatus.published,
};

const complianceNames = [
  'Emergency Exits and Assembly Points',
  'Fire Extinguisher Types',
  'Reporting a Near Miss',
  'Wet Floor Procedure',
  'Ladder and Step Stool Safety',
  'Safe Use of Box Cutters',
  'Stacking Shelves Safely',
  'Pallet Truck Basics',
  'Handling Cleaning Chemicals',
  'Electrical Safety on the Shop Floor',
  'Keeping Aisles Clear',
  'Lone Working and Closing Up',
  'Cash Handling Security',
  'Dealing with Aggression',
  'Personal Protective Equipment',
  'Stockroom Housekeeping',
  'Cold Room and Freezer Safety',
  'Accident Book and First Report',
  'Evacuating Customers Calmly',
  'Safety Sign Meanings',
] as const;

const firstComplianceContentId = 28;

/** Document contents of a few minutes each, all published, in the plan's order. */
export const demoComplianceContents: readonly DemoContent[] = complianceNames.map((name, index) => {
  const id = firstComplianceContentId + index;
  return {
    id,
    name,
    description: `${name}: a five-minute read for this year's store compliance plan.`,
    type: 11,
    points: 10,
    status: publicationStatus.published,
    recurrence: 'every_year',
    recurrenceYears: null,
    startDaysAgo: 120,
    timesViewed: 12 + ((id * 13) % 90),
    rating: index % 4 === 3 ? null : 3.5 + ((id * 3) % 15) / 10,
    segmentId: demoComplianceSeglet.segmentId,
    segletId: demoComplianceSeglet.id,
  };
});

export const demoComplianceContentIds: readonly number[] = demoComplianceContents.map(
  (content) => content.id,
);

export function demoCompliancePlanContents(planId: number): DemoPlanContent[] {
  return demoComplianceContentIds.map((contentId, position) => ({ planId, contentId, position }));
}

/** January 20 %, five points more each month, December 75 %: 5-point steps are one content of 20. */
export function demoComplianceMonthlyTargets(planId: number): DemoPlanMonthlyTarget[] {
  return Array.from({ length: 12 }, (_, index) => ({
    planId,
    monthId: index + 1,
    targetPercent: 20 + index * 5,
  }));
}

/** The four assigned learners and where each stands against the current month's target. */
export type DemoComplianceLearner = {
  username: string;
  /** Percentage points behind the current month's target; the overdue learner is at the target. */
  pointsBehind: number;
  /** When the learner got the plan (days before now); the due date is 90 days after. */
  startedDaysAgo: number;
};

export const demoComplianceLearners: readonly DemoComplianceLearner[] = [
  // On track: exactly at the target, not complete.
  { username: 'manager', pointsBehind: 0, startedDaysAgo: 30 },
  // Behind by 5 points: yellow, '60 day(s) left'.
  { username: 'learner', pointsBehind: 5, startedDaysAgo: 30 },
  // Behind by 15 points: red.
  { username: 'kmensah', pointsBehind: 15, startedDaysAgo: 30 },
  // Started 100 days ago, due 10 days ago and not complete: red, '10 day(s) overdue'.
  { username: 'salvarez', pointsBehind: 0, startedDaysAgo: 100 },
];

export function demoComplianceStartedAt(learner: DemoComplianceLearner, now: Date): Date {
  return daysBefore(now, learner.startedDaysAgo);
}

/** How many of the 20 contents a learner has completed at `now`, from the current month's target. */
export function demoComplianceCompletedCount(learner: DemoComplianceLearner, now: Date): number {
  const targets: MonthlyTarget[] = demoComplianceMonthlyTargets(demoCompliancePlanId).map((target) => ({
    month_id: target.monthId,
    target_percent: target.targetPercent,
  }));
  const target = currentMonthlyTarget(targets, now) ?? 0;
  const percent = Math.max(target - learner.pointsBehind, 0);
  return Math.round((percent / 100) * demoComplianceContentIds.length);
}

/**
 * The compliance completions of one learner as [daysAgo, contentId] pairs: the first contents of the plan in
 * order, spread evenly from the day the learner got the plan (at most 30 days back) to yesterday.
 */
export function demoComplianceHistory(
  learner: DemoComplianceLearner,
  now: Date,
): [daysAgo: number, contentId: number][] {
  const count = demoComplianceCompletedCount(learner, now);
  const span = Math.min(learner.startedDaysAgo, 30) - 1;
  return demoComplianceContentIds.slice(0, count).map((contentId, index) => {
    const daysAgo = count <= 1 ? span : Math.round(span - (index * (span - 1)) / (count - 1));
    return [daysAgo, contentId];
  });
}
