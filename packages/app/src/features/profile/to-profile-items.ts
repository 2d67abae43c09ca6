/** Maps a public profile's earned medals and badges to the widgets' props. */
import type { ProfileBadge } from '@segno/domain';
import type { BadgeListBadge } from '@segno/ui';

/** Every badge on a profile is one the learner has earned; the segment tells badges of the same name apart. */
export function toProfileBadge(badge: ProfileBadge): BadgeListBadge {
  return {
    badge_id: badge.badge_id,
    name: badge.segment_name === null ? badge.name : `${badge.name} (${badge.segment_name})`,
    is_earned: true,
  };
}
