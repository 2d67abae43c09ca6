/** The global and segment leaderboards (000, sections 2, 3 and 9). */
import { type Leaderboard, type LeaderboardQuery, rankChange } from '@segno/domain';
import { utcDayString } from '../lib/calendar';
import { readLeaderboardPage, readSnapshotRanksBefore } from '../repositories/leaderboard-repository';
import { findSegment } from '../repositories/segment-repository';
import { countAwardsOf } from '../repositories/stats-repository';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function createLeaderboardService({ orm, now }: ServiceContext) {
  /** segmentId undefined: the global board, whose rank_change compares with the latest snapshot. */
  async function readBoard(segmentId: number | undefined, query: LeaderboardQuery): Promise<Leaderboard> {
    return orm.transaction(async (tx) => {
      const page = await readLeaderboardPage(tx, segmentId, {
        offset: query._offset,
        limit: query._limit,
        around: query.around,
      });
      const userIds = page.rows.map((row) => row.userId);
      const awards = await countAwardsOf(tx, userIds, segmentId);
      const snapshots =
        segmentId === undefined ? await readSnapshotRanksBefore(tx, userIds, utcDayString(now())) : new Map();
      return {
        data: page.rows.map((row) => {
          const earned = awards.get(row.userId);
          return {
            user_id: row.userId,
            first_name: row.firstName,
            last_name: row.lastName,
            profile_img: row.profileImg,
            current_rank: row.rank,
            rank_change: segmentId === undefined ? rankChange(row.rank, snapshots.get(row.userId)) : 0,
            segno_score: row.score,
            bronze_count: earned?.bronze ?? 0,
            silver_count: earned?.silver ?? 0,
            gold_count: earned?.gold ?? 0,
            badge_count: earned?.badges ?? 0,
          };
        }),
        total: page.total,
        offset: page.offset,
      };
    }, readOnly);
  }

  return {
    global: (query: LeaderboardQuery) => readBoard(undefined, query),
    /** Undefined when the segment does not exist. */
    async segment(segmentId: number, query: LeaderboardQuery): Promise<Leaderboard | undefined> {
      if (!(await findSegment(orm, segmentId))) return undefined;
      return readBoard(segmentId, query);
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
