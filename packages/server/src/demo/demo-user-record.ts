/**
 * A demo user's record as GET /user/{id} answers it, built in plain TypeScript from the demo data. Stories
 * mock the API with it; a server test checks the real answer equals it for every demo account.
 */
import type { Definition, User } from '@segno/domain';
import { composeDefinition } from '../services/compose-definition';
import type { DemoData } from './demo-data';
import { demoUserStats } from './demo-stats';

export type DemoUserInclude = 'user_medal' | 'user_badge';

const newestFirst = (a: { earnedAt: Date; id: number }, b: { earnedAt: Date; id: number }) =>
  b.earnedAt.getTime() - a.earnedAt.getTime() || a.id - b.id;

export function demoUserRecord(
  data: DemoData,
  userId: number,
  include: readonly DemoUserInclude[] = [],
): User {
  const user = data.users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`No demo user ${userId}`);
  const record: User = {
    user_id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    roles: [...user.roles],
    user_prefs: { show_redesign_splash: user.showsRedesignSplash },
    is_generic_user: user.isGenericUser,
    loginsso_url: null,
    profile_img: user.profileImg,
    ...(user.onTheClock === null ? {} : { on_the_clock: user.onTheClock }),
    ...demoUserStats(data, userId),
  };
  if (include.includes('user_medal')) {
    record.user_medals = data.userMedals
      .filter((earned) => earned.userId === userId)
      .map((earned) => ({ ...earned, id: earned.medalId }))
      .sort(newestFirst)
      .map((earned) => {
        const medal = data.medals.find((candidate) => candidate.id === earned.medalId);
        const segment = data.segments.find((candidate) => candidate.id === medal?.segmentId);
        if (!medal || !segment) throw new Error(`Demo medal ${earned.medalId} has no segment`);
        return {
          medal_id: medal.id,
          segment_id: segment.id,
          segment_name: segment.name,
          level: medal.level,
          earned_date: earned.earnedAt,
        };
      });
  }
  if (include.includes('user_badge')) {
    record.user_badges = data.userBadges
      .filter((earned) => earned.userId === userId)
      .map((earned) => ({ ...earned, id: earned.badgeId }))
      .sort(newestFirst)
      .map((earned) => ({
        badge_id: earned.badgeId,
        name: data.badges.find((badge) => badge.id === earned.badgeId)?.name ?? '',
        earned_date: earned.earnedAt,
      }));
  }
  return record;
}

/** GET /definition as the demo database answers it. */
export function demoDefinition(data: DemoData): Definition {
  return composeDefinition(data.settings, [...data.categories]);
}
