/**
 * Demo plans, plan progress and the system alert (issue 4). Pure and deterministic: every date is built from
 * the `now` passed in. Plan 1 is a real compliance plan of 20 contents with monthly targets and a 90-day due
 * date, assigned to four learners (issue 6, `demo-compliance`); `learner` is also subscribed by choice to the
 * standard plan made of units (issue 6, `demo-plan-units`); plan 3 is open for subscribing and plan 4 is still
 * a draft.
 */
import { daysBefore } from '../lib/calendar';
import { publicationStatus } from './demo-catalog';
import {
  type DemoPlanContent,
  type DemoPlanMonthlyTarget,
  demoComplianceDueDays,
  demoComplianceLearners,
  demoComplianceMonthlyTargets,
  demoCompliancePlanContents,
  demoComplianceStartedAt,
} from './demo-compliance';
import { demoPeople } from './demo-people';
import { buildDemoPlanUnits, type DemoPlanUnits } from './demo-plan-units';

export type { DemoPlanContent, DemoPlanMonthlyTarget };

export type DemoPlan = {
  id: number;
  planName: string;
  planShortName: string;
  objectType: 'standard' | 'compliancePlan';
  status: number;
  /** A fixed due date (due-date mode 2). */
  dueDate: Date | null;
  /** Whole days from the learner's `startedAt` (due-date mode 3). */
  dueDurationDays: number | null;
  useMonthlyTargets: boolean;
  /** The 0003 stand-in count, read only for a plan with neither units nor plan contents (plan 3). */
  contentTotal: number;
  createdAt: Date;
};
export type DemoUserPlan = {
  userId: number;
  planId: number;
  isSubscribed: boolean;
  isAssigned: boolean;
  unitPointer: number | null;
  /** The 0003 stand-in count, read only for a plan with neither units nor plan contents. */
  completed: number;
  /** When the learner got the plan. */
  startedAt: Date | null;
};
export type DemoAlert = { id: number; text: string; isActive: boolean; createdAt: Date; updatedAt: Date };

export type DemoExtras = {
  plans: DemoPlan[];
  userPlans: DemoUserPlan[];
  alerts: DemoAlert[];
  planUnits: DemoPlanUnits;
  /** A compliance plan's own contents in order (plan 1). */
  planContents: DemoPlanContent[];
  /** Compliance targets by month (plan 1). */
  monthlyTargets: DemoPlanMonthlyTarget[];
};

export const demoPlanIds = { compliance: 1, foundations: 2, merchandising: 3, draft: 4 } as const;

const learnerId = 1;

export function buildDemoExtras(now: Date): DemoExtras {
  const plans: DemoPlan[] = [
    {
      id: demoPlanIds.compliance,
      planName: 'Store Safety Compliance 2026',
      planShortName: 'Safety 2026',
      objectType: 'compliancePlan',
      status: publicationStatus.published,
      dueDate: null,
      dueDurationDays: demoComplianceDueDays,
      useMonthlyTargets: true,
      contentTotal: 0,
      createdAt: daysBefore(now, 45),
    },
    {
      id: demoPlanIds.foundations,
      planName: 'Customer Service Foundations',
      planShortName: 'Service Basics',
      objectType: 'standard',
      status: publicationStatus.published,
      dueDate: null,
      dueDurationDays: null,
      useMonthlyTargets: false,
      contentTotal: 8,
      createdAt: daysBefore(now, 60),
    },
    {
      id: demoPlanIds.merchandising,
      planName: 'Visual Merchandising',
      planShortName: 'Merchandising',
      objectType: 'standard',
      status: publicationStatus.published,
      dueDate: null,
      dueDurationDays: null,
      useMonthlyTargets: false,
      contentTotal: 5,
      createdAt: daysBefore(now, 30),
    },
    {
      id: demoPlanIds.draft,
      planName: 'Holiday Season Readiness',
      planShortName: 'Holidays',
      objectType: 'standard',
      status: publicationStatus.draft,
      dueDate: null,
      dueDurationDays: null,
      useMonthlyTargets: false,
      contentTotal: 4,
      createdAt: daysBefore(now, 10),
    },
  ];
  const link = (userId: number, planId: number, fields: Partial<DemoUserPlan>): DemoUserPlan => ({
    userId,
    planId,
    isSubscribed: false,
    isAssigned: false,
    unitPointer: null,
    completed: 0,
    startedAt: daysBefore(now, 20),
    ...fields,
  });
  const idByUsername = new Map(demoPeople.map((person) => [person.username, person.id]));
  const userPlans = [
    // Assigned the compliance plan; their progress is the ledger's (demo-compliance, demo-plans).
    ...demoComplianceLearners.map((learner) =>
      link(idByUsername.get(learner.username) ?? 0, demoPlanIds.compliance, {
        isAssigned: true,
        startedAt: demoComplianceStartedAt(learner, now),
      }),
    ),
    // Made of units: `learner` has done 3 of its 8 contents in the ledger (demo-plan-units).
    link(learnerId, demoPlanIds.foundations, {
      isSubscribed: true,
      completed: 3,
      startedAt: daysBefore(now, 14),
    }),
  ];
  const alerts: DemoAlert[] = [
    {
      id: 1,
      text: 'Segno will be unavailable for planned maintenance on Saturday from 10 pm to midnight.',
      isActive: true,
      createdAt: daysBefore(now, 2),
      updatedAt: daysBefore(now, 2),
    },
    {
      id: 2,
      text: 'The new dashboard is here: take the tour from the help menu.',
      isActive: false,
      createdAt: daysBefore(now, 40),
      updatedAt: daysBefore(now, 20),
    },
  ];
  return {
    plans,
    userPlans,
    alerts,
    planUnits: buildDemoPlanUnits(demoPlanIds.foundations, now),
    planContents: demoCompliancePlanContents(demoPlanIds.compliance),
    monthlyTargets: demoComplianceMonthlyTargets(demoPlanIds.compliance),
  };
}
