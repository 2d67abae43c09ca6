import { describe, expect, it } from 'vitest';
import { adminBadgeQuerySchema, badgeListFilters, badgeNotificationsSchema } from './badge-authoring';

describe('manage-badges filters', () => {
  it('reads status, segment and medal filters by key, none as the badges with no medal', () => {
    expect(badgeListFilters(['status:2', 'segment:4', 'medal:none', 'medal:3', 'segment:12'])).toEqual({
      statuses: [2],
      segmentIds: [4, 12],
      medalTypes: [null, 3],
    });
    expect(badgeListFilters([])).toEqual({ statuses: [], segmentIds: [], medalTypes: [] });
  });

  it.each(['status:4', 'segment:', 'segment:abc', 'medal:0', 'medal:gold', 'tag:3'])(
    'refuses the filter %s',
    (filter) => {
      expect(adminBadgeQuerySchema.safeParse({ filters: [filter] }).success).toBe(false);
    },
  );
});

describe('badge notifications', () => {
  it('cleans the message and allows 255 characters, not 256', () => {
    expect(
      badgeNotificationsSchema.parse({ notify_on_earn: true, notification_text: ' Hi <there> ' }),
    ).toEqual({
      notify_on_earn: true,
      notification_text: 'Hi there',
    });
    expect(
      badgeNotificationsSchema.safeParse({ notify_on_earn: false, notification_text: 'x'.repeat(255) })
        .success,
    ).toBe(true);
    const tooLong = badgeNotificationsSchema.safeParse({
      notify_on_earn: false,
      notification_text: 'x'.repeat(256),
    });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 255 characters']);
  });
});
