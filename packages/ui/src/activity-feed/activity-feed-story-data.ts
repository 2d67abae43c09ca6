import type { ActivityType } from '@segno/domain';
import type { ActivityFeedItem } from './activity-feed-types';

const kinds: { type: ActivityType; describe: (index: number) => string }[] = [
  { type: 'Points', describe: (index) => `Completed Safety Module ${index}` },
  { type: 'Medal', describe: (index) => `Earned the Silver medal in Customer Care ${index}` },
  { type: 'Badge', describe: (index) => `Earned the Product Expert badge, series ${index}` },
  { type: 'Level', describe: (index) => `Reached level ${(index % 20) + 1}` },
];
const segments = ['Workplace Safety', 'Customer Service Essentials', 'Product Knowledge'];

/** A deterministic feed of `count` activities, newest first, one an hour back from `now`. */
export function makeActivityFeed(count: number, now: Date): ActivityFeedItem[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length] as (typeof kinds)[number];
    return {
      id: index + 1,
      type: kind.type,
      date: new Date(now.getTime() - (index + 1) * 3_600_000),
      segment_name: segments[index % segments.length] as string,
      description: kind.describe(index + 1),
      points: kind.type === 'Points' ? 5 * ((index % 6) + 1) : undefined,
      like_count: index % 7,
      is_liked: index % 5 === 0,
    };
  });
}
