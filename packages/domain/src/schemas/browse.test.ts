import { describe, expect, it } from 'vitest';
import {
  type BrowseSubscriptionState,
  browsePlanQuerySchema,
  browseSegmentQuerySchema,
  matchesSubscriptionFilter,
} from './browse';

describe('browse query filters', () => {
  it('groups segment filters by key, dropping repeats, with the defaults when none are sent', () => {
    expect(browseSegmentQuerySchema.parse({}).filters).toEqual({ subscription: [], categoryIds: [] });
    expect(
      browseSegmentQuerySchema.parse({
        filters: ['category:2', 'subscription:none', 'category:12', 'subscription:assigned', 'category:2'],
      }),
    ).toEqual({
      _limit: 20,
      _offset: 0,
      order_by: 'name',
      filters: { subscription: ['assigned', 'none'], categoryIds: [2, 12] },
    });
  });

  it.each([
    ['subscription:maybe'],
    ['subscription:'],
    ['category:abc'],
    ['category:1x'],
    ['type:11'],
    ['subscription:assigned:1'],
    ['Subscription:assigned'],
  ])('refuses the segment filter %s', (filter) => {
    expect(browseSegmentQuerySchema.safeParse({ filters: [filter] }).success).toBe(false);
  });

  it('takes subscription filters on plans but no category', () => {
    expect(browsePlanQuerySchema.parse({ filters: ['subscription:subscribed'] }).filters).toEqual({
      subscription: ['subscribed'],
      categoryIds: [],
    });
    expect(browsePlanQuerySchema.safeParse({ filters: ['category:2'] }).success).toBe(false);
  });

  it('refuses more than 40 filters', () => {
    const filters = Array.from({ length: 41 }, (_, index) => `category:${index + 1}`);
    expect(browseSegmentQuerySchema.safeParse({ filters }).success).toBe(false);
  });
});

describe('matchesSubscriptionFilter', () => {
  const link = (isSubscribed: 0 | 1, isAssigned: 0 | 1) => ({
    is_subscribed: isSubscribed,
    is_assigned: isAssigned,
  });
  it.each<[0 | 1, 0 | 1, BrowseSubscriptionState[], boolean]>([
    [0, 0, [], true],
    [1, 1, [], true],
    [1, 0, ['subscribed'], true],
    [0, 1, ['subscribed'], false],
    [0, 1, ['assigned'], true],
    [1, 0, ['assigned'], false],
    [1, 1, ['assigned'], true],
    [0, 0, ['none'], true],
    [1, 0, ['none'], false],
    [0, 1, ['none'], false],
    [0, 0, ['subscribed', 'assigned'], false],
    [0, 1, ['subscribed', 'assigned'], true],
    [0, 0, ['assigned', 'none'], true],
  ])('subscribed %i, assigned %i, chosen %j: %s', (isSubscribed, isAssigned, states, expected) => {
    expect(matchesSubscriptionFilter(link(isSubscribed, isAssigned), states)).toBe(expected);
  });
});
