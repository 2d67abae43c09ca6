import { describe, expect, it } from 'vitest';
import { subscriptionAction } from './subscription';

describe('subscriptionAction', () => {
  it.each([
    [false, false, 'subscribe'],
    [true, false, 'unsubscribe'],
    [false, true, 'none'],
    [true, true, 'none'],
  ] as const)('subscribed %s, assigned %s -> %s', (isSubscribed, isAssigned, expected) => {
    expect(subscriptionAction({ isSubscribed, isAssigned })).toBe(expected);
  });
});
