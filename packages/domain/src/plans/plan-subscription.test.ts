import { describe, expect, it } from 'vitest';
import { planSubscriptionState } from './plan-subscription';

describe('planSubscriptionState', () => {
  it.each([
    ['standard', 0, 0, false, false, true, 'subscribe'],
    ['standard', 1, 0, false, true, false, 'unsubscribe'],
    ['standard', 0, 1, true, false, false, 'none'],
    ['standard', 1, 1, true, false, false, 'none'],
    ['compliancePlan', 0, 0, false, false, true, 'subscribe'],
    ['compliancePlan', 1, 0, false, true, true, 'unsubscribe'],
    ['compliancePlan', 0, 1, true, false, true, 'none'],
    ['compliancePlan', 1, 1, true, false, true, 'none'],
  ] as const)(
    '%s, subscribed %i, assigned %i -> assigned %s, subscribed %s, subscribable %s, %s',
    (object_type, is_subscribed, is_assigned, isAssigned, isSubscribed, isSubscribable, action) => {
      expect(planSubscriptionState({ object_type, is_subscribed, is_assigned })).toEqual({
        isAssigned,
        isSubscribed,
        isSubscribable,
        action,
      });
    },
  );
});
