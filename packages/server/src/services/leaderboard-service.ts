/** The global and segment leaderboards (000, sections 2, 3 and 9). */
import { type Leaderboard, type LeaderboardQuery, rankChange } from '@segno/domain';
import { utcDayString } from '../lib/calendar';
import { readLeaderboardPage } from '../repositories/leaderboard-repository';
import { findSegment } from '../repositories/segment-repository';
import type { ServiceContext } from './service-context';

export function createLeaderboardService({ orm, now }: ServiceContext) {
  /** segmentId undefined: the global board, whose rank_change compares with the latest snapshot. */
  async function readBoard(segmentId: number | undefined, query: LeaderboardQuery): Promise<Leaderboard> {
    const isGlobal = segmentId === undefined;
    // No transaction: the repository reads a page in one statement, which sees one snapshot of the data.
    const page = await readLeaderboardPage(
      orm,
      segmentId,
      { offset: query._offset, limit: query._limit, around: query.around },
      isGlobal ? utcDayString(now()) : undefined,
    );
    return {
      data: page.rows.map((row) => ({
        user_id: row.userId,
        first_name: row.firstName,
        last_name: row.lastName,
        profile_img: row.profileImg,
        current_rank: row.rank,
        rank_change: isGlobal ? rankChange(row.rank, row.snapshotRank) : 0,
        segno_score: row.score,
        bronze_count: row.awards.bronze,
        silver_count: row.awards.silver,
        gold_count: row.awards.gold,
        badge_count: row.awards.badges,
      })),
      total: page.total,
      offset: page.offset,
    };
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
