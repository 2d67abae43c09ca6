/**
 * What a learner can do with a segment's or plan's subscription (000, section 4): subscribable unless already
 * subscribed or assigned; an assigned (auto-subscribed) item cannot be unsubscribed.
 */
export type SubscriptionAction = 'subscribe' | 'unsubscribe' | 'none';

export function subscriptionAction({
  isSubscribed,
  isAssigned,
}: {
  isSubscribed: boolean;
  isAssigned: boolean;
}): SubscriptionAction {
  if (isAssigned) return 'none';
  return isSubscribed ? 'unsubscribe' : 'subscribe';
}
