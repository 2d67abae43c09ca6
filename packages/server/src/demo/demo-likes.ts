/** Likes on demo activities from team peers (same manager), so the network feed shows some. Deterministic. */

import { seededRandom } from '@segno/domain';
import type { DemoActivity } from './demo-history';

export type DemoActivityLike = { activityId: number; userId: number; likedAt: Date };

export function demoActivityLikes(
  activities: readonly DemoActivity[],
  users: readonly { id: number; managerId: number | null }[],
  now: Date,
): DemoActivityLike[] {
  const managerOf = new Map(users.map((user) => [user.id, user.managerId]));
  return activities.flatMap((activity) => {
    const managerId = managerOf.get(activity.userId);
    const peers = users.filter((user) => user.managerId === managerId && user.id !== activity.userId);
    if (peers.length === 0) return [];
    const random = seededRandom(activity.id * 15_485_863);
    const likers = new Set(Array.from({ length: random.between(0, 3) }, () => random.pick(peers).id));
    const likedAt = new Date(Math.min(now.getTime(), activity.date.getTime() + 3_600_000));
    return [...likers].sort((a, b) => a - b).map((userId) => ({ activityId: activity.id, userId, likedAt }));
  });
}
