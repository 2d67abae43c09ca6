/** Plans of a learner and plan subscription (000, sections 4 and 7). */
import {
  contentsProgress,
  type PlanSubscriptionResponse,
  publicationStatus,
  publicationStatusSchema,
  toNumericFlag,
  type UserPlan,
  type UserPlanList,
} from '@segno/domain';
import {
  findPlan,
  findUserPlanForUpdate,
  listUserPlans,
  setPlanSubscription,
  type UserPlanWithPlan,
} from '../repositories/plan-repository';
import { createPlanUnitService, planLearnerDueDate, planProgress } from './plan-unit-service';
import type { ServiceContext } from './service-context';

export type SubscriptionResult =
  | { outcome: 'changed'; response: PlanSubscriptionResponse }
  | { outcome: 'notFound' }
  | { outcome: 'conflict'; reason: string };

export const planConflicts = {
  alreadySubscribed: 'You are already subscribed to this plan.',
  alreadyAssigned: 'This plan is assigned to you.',
  assignedCannotUnsubscribe: 'An assigned plan cannot be unsubscribed.',
  notSubscribed: 'You are not subscribed to this plan.',
} as const;

function toUserPlan({ plan, link }: UserPlanWithPlan): UserPlan {
  return {
    plan_id: plan.id,
    plan_name: plan.planName,
    plan_short_name: plan.planShortName,
    object_type: plan.objectType,
    unit_pointer: link.unitPointer,
    is_subscribed: toNumericFlag(link.isSubscribed),
    is_assigned: toNumericFlag(link.isAssigned),
    // The table's CHECK keeps status to 1, 2 or 3.
    status: publicationStatusSchema.parse(plan.status),
    // The same due date as the plan page: a duration counts from when this learner got the plan.
    due_date: planLearnerDueDate(plan, link.startedAt),
    contents: contentsProgress(plan.contentTotal, link.completed),
  };
}

export function createPlanService(context: ServiceContext) {
  const { orm } = context;
  return {
    /** Plans made of units (issue 6). */
    units: createPlanUnitService(context),

    async listForUser(userId: number): Promise<UserPlanList> {
      const rows = await listUserPlans(orm, userId);
      // Progress counts the units' contents, as the plan page does, so the two never disagree.
      const data = await Promise.all(
        rows.map(async (row) => ({
          ...toUserPlan(row),
          contents: await planProgress(orm, userId, row.plan, row.link.completed),
        })),
      );
      return { data };
    },

    /**
     * spec 000 section 4: a plan is subscribable unless the learner is already subscribed or assigned;
     * subscribing again is a duplicate (409). Only published plans can be subscribed.
     */
    async subscribe(userId: number, planId: number): Promise<SubscriptionResult> {
      return orm.transaction(async (tx) => {
        const plan = await findPlan(tx, planId);
        if (!plan || plan.status !== publicationStatus.published) return { outcome: 'notFound' };
        const link = await findUserPlanForUpdate(tx, userId, planId);
        if (link?.isAssigned) return { outcome: 'conflict', reason: planConflicts.alreadyAssigned };
        if (link?.isSubscribed) return { outcome: 'conflict', reason: planConflicts.alreadySubscribed };
        const saved = await setPlanSubscription(tx, userId, planId, true, context.now());
        return { outcome: 'changed', response: subscriptionResponse(saved.planId, saved) };
      });
    },

    /** Assigned plans stay: only a self-subscription can be undone (409 otherwise). */
    async unsubscribe(userId: number, planId: number): Promise<SubscriptionResult> {
      return orm.transaction(async (tx) => {
        const plan = await findPlan(tx, planId);
        if (!plan) return { outcome: 'notFound' };
        const link = await findUserPlanForUpdate(tx, userId, planId);
        if (link?.isAssigned) return { outcome: 'conflict', reason: planConflicts.assignedCannotUnsubscribe };
        if (!link?.isSubscribed) return { outcome: 'conflict', reason: planConflicts.notSubscribed };
        const saved = await setPlanSubscription(tx, userId, planId, false, context.now());
        return { outcome: 'changed', response: subscriptionResponse(saved.planId, saved) };
      });
    },
  };
}

function subscriptionResponse(
  planId: number,
  link: { isSubscribed: boolean; isAssigned: boolean },
): PlanSubscriptionResponse {
  return {
    plan_id: planId,
    is_subscribed: toNumericFlag(link.isSubscribed),
    is_assigned: toNumericFlag(link.isAssigned),
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
