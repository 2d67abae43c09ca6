/** A user's record and gamification numbers (000, section 3, User). */
import { levelForScore, type User, type UserStats } from '@segno/domain';
import type { Orm } from '../db/database';
import { utcDayString } from '../lib/calendar';
import { listEarnedBadges, listEarnedMedals } from '../repositories/achievement-repository';
import { countAwardsOf, findSnapshotRankBefore, readScoreAndRank } from '../repositories/stats-repository';
import { findUserById, type UserRow } from '../repositories/user-repository';
import type { ServiceContext } from './service-context';

export type UserInclude = 'user_medal' | 'user_badge';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export async function readUserStats(db: Orm, userId: number, now: Date): Promise<UserStats> {
  const { score, rank, outOf } = await readScoreAndRank(db, userId);
  const awards = (await countAwardsOf(db, [userId])).get(userId);
  // rank_change: places gained since the latest daily snapshot before today; 0 without one.
  const snapshotRank =
    rank === undefined ? undefined : await findSnapshotRankBefore(db, userId, utcDayString(now));
  return {
    score,
    segno_score: score,
    badge_count: awards?.badges ?? 0,
    bronze_count: awards?.bronze ?? 0,
    silver_count: awards?.silver ?? 0,
    gold_count: awards?.gold ?? 0,
    level: levelForScore(score),
    current_rank: rank ?? 0,
    rank_out_of: outOf,
    rank_change: rank !== undefined && snapshotRank !== undefined ? snapshotRank - rank : 0,
  };
}

export async function readUserRecord(
  db: Orm,
  user: UserRow,
  include: readonly UserInclude[],
  now: Date,
): Promise<User> {
  const record: User = {
    user_id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    roles: user.roles,
    user_prefs: { show_redesign_splash: user.userPrefs.show_redesign_splash ?? true },
    is_generic_user: user.isGenericUser,
    loginsso_url: user.loginssoUrl,
    profile_img: user.profileImg,
    ...(user.onTheClock === null ? {} : { on_the_clock: user.onTheClock }),
    ...(await readUserStats(db, user.id, now)),
  };
  if (include.includes('user_medal')) {
    record.user_medals = (await listEarnedMedals(db, user.id)).map((earned) => ({
      medal_id: earned.medalId,
      segment_id: earned.segmentId,
      segment_name: earned.segmentName,
      level: earned.level,
      earned_date: earned.earnedAt,
    }));
  }
  if (include.includes('user_badge')) {
    record.user_badges = (await listEarnedBadges(db, user.id)).map((earned) => ({
      badge_id: earned.badgeId,
      name: earned.name,
      earned_date: earned.earnedAt,
    }));
  }
  return record;
}

export function createUserService({ orm, now }: ServiceContext) {
  return {
    async getUser(userId: number, include: readonly UserInclude[]): Promise<User | undefined> {
      return orm.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        return user && readUserRecord(tx, user, include, now());
      }, readOnly);
    },

    async getStats(userId: number): Promise<UserStats | undefined> {
      return orm.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        return user && readUserStats(tx, user.id, now());
      }, readOnly);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
