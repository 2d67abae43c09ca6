import { type SubscriptionAction, subscriptionAction } from '../subscription';

/**
 * A learner's relation to a plan (002, section 4, "Plan subscription"): assigned if is_assigned is 1;
 * subscribed if is_subscribed is 1 and not assigned; subscribable if neither flag is 1, and compliance plans
 * always.
 */
export type PlanSubscriptionFlags = {
  is_subscribed: number | boolean;
  is_assigned: number | boolean;
  object_type?: string;
};

export type PlanSubscriptionState = {
  isAssigned: boolean;
  isSubscribed: boolean;
  isSubscribable: boolean;
  /** The subscribe button's action, as for segments (000, section 4). */
  action: SubscriptionAction;
};

const isSet = (flag: number | boolean) => flag === 1 || flag === true;

export function planSubscriptionState(plan: PlanSubscriptionFlags): PlanSubscriptionState {
  const isAssigned = isSet(plan.is_assigned);
  const isSubscribed = isSet(plan.is_subscribed) && !isAssigned;
  const isSubscribable = plan.object_type === 'compliancePlan' || (!isAssigned && !isSubscribed);
  return {
    isAssigned,
    isSubscribed,
    isSubscribable,
    action: subscriptionAction({ isAssigned, isSubscribed }),
  };
}
