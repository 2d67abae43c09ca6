/**
 * Leaderboard pages from the running totals (learner_score, segment_score), never sums over the ledger:
 * RANK() for the competition rank ("1224"), ROW_NUMBER() for a stable position to page and centre on.
 * A page is one statement, each row's name, medals, badges and snapshot rank joined in: one statement reads one
 * snapshot of the data, so a page needs no transaction, and every statement is a round trip that costs the server
 * CPU time (issue 11: at 6 statements and a transaction, the round trips were most of a page's).
 */
import { leaderboardPlacesAhead, Role } from '@segno/domain';
import { and, arrayContains, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rowsOf } from '../db/rows-of';
import {
  appUser,
  learnerScore,
  rankedLearnerCount,
  rankedScoreCount,
  segmentRankedScoreCount,
  segmentScore,
  userSegment,
} from '../db/schema';
import { isRankedLearner } from './learner-scores';
import { type AwardCounts, awardCountsOf, rankedLearnersAbove, snapshotRankBefore } from './stats-repository';

const isActiveLearner = and(arrayContains(appUser.roles, [Role.learner]), eq(appUser.isDisabled, false));

/**
 * Every member of the board with score, rank and position, as the body of a common table expression (user_id,
 * score, rank, position); segmentId undefined for the global board.
 */
function rankedMembers(segmentId: number | undefined): SQL {
  if (segmentId === undefined) {
    const score = sql`coalesce(${learnerScore.score}, 0)`;
    return sql`select ${appUser.id} as user_id, ${score}::int as score,
        rank() over (order by ${score} desc)::int as rank,
        row_number() over (order by ${score} desc, ${appUser.id})::int as position
      from ${appUser} left join ${learnerScore} on ${learnerScore.userId} = ${appUser.id}
      where ${isActiveLearner}`;
  }
  // A segment board holds the learners subscribed or assigned to it, and anyone with points in it.
  const score = sql`coalesce(${segmentScore.score}, 0)`;
  const isMember = or(
    gt(segmentScore.score, 0),
    eq(userSegment.isSubscribed, true),
    eq(userSegment.isAssigned, true),
  );
  return sql`select ${appUser.id} as user_id, ${score}::int as score,
      rank() over (order by ${score} desc)::int as rank,
      row_number() over (order by ${score} desc, ${appUser.id})::int as position
    from ${appUser}
    left join ${segmentScore} on ${segmentScore.userId} = ${appUser.id} and ${segmentScore.segmentId} = ${segmentId}
    left join ${userSegment} on ${userSegment.userId} = ${appUser.id} and ${userSegment.segmentId} = ${segmentId}
    where ${and(isActiveLearner, isMember)}`;
}

type Page = { offset: number; limit: number; around?: number };

/** Which board (segmentId undefined: the global one), and the day whose previous snapshot gives rank changes. */
type Board = { segmentId: number | undefined; snapshotDay: string | undefined };

export type LeaderboardRow = {
  userId: number;
  firstName: string;
  lastName: string;
  profileImg: string | null;
  score: number;
  rank: number;
  awards: AwardCounts;
  /** Their rank in the latest snapshot before the day asked for; undefined without one, or without a day. */
  snapshotRank: number | undefined;
};

export type LeaderboardPage = { rows: LeaderboardRow[]; total: number; offset: number };

/**
 * A page of the global board (segmentId undefined) or of a segment's, each row with its awards on that board and,
 * given `snapshotDay` (`YYYY-MM-DD`), its rank in the latest snapshot before that day. One statement; two when the
 * page reaches learners without points, whose order the index does not hold: the second reads the whole page
 * again, so the two need not see the same snapshot.
 */
export async function readLeaderboardPage(
  db: Orm,
  segmentId: number | undefined,
  page: Page,
  snapshotDay?: string,
): Promise<LeaderboardPage> {
  const board = { segmentId, snapshotDay };
  return (await readPositivePage(db, board, page)) ?? (await readRankedPage(db, board, page));
}

/**
 * Board members, as an SQL value: active learners, or for a segment those of them subscribed, assigned or with
 * points there.
 */
function boardTotal(segmentId: number | undefined): SQL {
  if (segmentId === undefined) {
    return sql`coalesce((select ${rankedLearnerCount.learners} from ${rankedLearnerCount}), 0)::int`;
  }
  // Ranked members with points there (above 0), then members by subscription or assignment alone.
  const membersWithoutPoints = sql`(select count(*) from ${userSegment}
    join ${appUser} on ${appUser.id} = ${userSegment.userId}
    where ${userSegment.segmentId} = ${segmentId}
      and (${userSegment.isSubscribed} or ${userSegment.isAssigned}) and ${isRankedLearner}
      and not exists (select 1 from ${segmentScore} where ${segmentScore.userId} = ${userSegment.userId}
        and ${segmentScore.segmentId} = ${segmentId} and ${segmentScore.score} > 0))`;
  return sql`(${membersAbove(segmentId, sql`0`)} + ${membersWithoutPoints})::int`;
}

/** The board's running totals table, for raw SQL. */
const boardTable = (segmentId: number | undefined) =>
  sql.raw(segmentId === undefined ? 'learner_score' : 'segment_score');

/** Word for word the partial indexes' predicate (migration 0007), so the planner uses them. */
const isOnBoard = (segmentId: number | undefined, alias: string) =>
  sql`${sql.raw(alias)}.is_ranked${segmentId === undefined ? sql`` : sql` and ${sql.raw(alias)}.segment_id = ${segmentId}`}`;

/**
 * Board members with a running total above a score of 0 or more, as an SQL value: the sum of the counts kept per
 * score (ranked_score_count for the global board, segment_ranked_score_count for a segment's; 0031).
 */
function membersAbove(segmentId: number | undefined, score: SQL): SQL {
  if (segmentId === undefined) return rankedLearnersAbove(score);
  const counted = segmentRankedScoreCount;
  return sql`(select coalesce(sum(${counted.learners}), 0) from ${counted}
    where ${counted.segmentId} = ${segmentId} and ${counted.score} > ${score})::int`;
}

/** Board members tied with a score and ahead by id, as an SQL value: an index range over the ties. */
function tiedAhead(segmentId: number | undefined, score: SQL, userId: SQL): SQL {
  return sql`(select count(*) from ${boardTable(segmentId)} c where ${isOnBoard(segmentId, 'c')}
    and c.score = ${score} and c.user_id < ${userId})::int`;
}

/**
 * The rows of a page as one JSON array, in `order` (over `r`): each row of `from` (`p`: user_id, score and
 * whatever else it holds) with the user's names and picture, their awards on the board and their snapshot rank.
 * One value that the driver parses at once, where 200 rows of a dozen text fields each cost the server about
 * 0.5 ms of CPU per page. Each detail is a lateral lookup of one key with `limit 1`, which the planner cannot
 * turn into a hash join over every user (it did, reading 20,000 rows for a page of 200).
 */
function detailedRows({ segmentId, snapshotDay }: Board, from: SQL, where: SQL, order: SQL): SQL {
  const snapshotRank =
    snapshotDay === undefined ? sql`null::int` : snapshotRankBefore(sql`p.user_id`, snapshotDay);
  return sql`(select coalesce(json_agg(r order by ${order}), '[]') from (
    select p.*, u.first_name, u.last_name, u.profile_img, coalesce(awards.bronze, 0) as bronze,
      coalesce(awards.silver, 0) as silver, coalesce(awards.gold, 0) as gold, coalesce(awards.badges, 0) as badges,
      ${snapshotRank} as snapshot_rank
    from ${from}
    left join lateral (select first_name, last_name, profile_img from app_user where id = p.user_id limit 1) u on true
    left join lateral ${awardCountsOf(sql`p.user_id`, segmentId)} awards on true
    where ${where}
  ) r)`;
}

/** A row of detailedRows. */
type DetailedRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  profile_img: string | null;
  score: number;
  bronze: number;
  silver: number;
  gold: number;
  badges: number;
  snapshot_rank: number | null;
};

function toLeaderboardRow(row: DetailedRow, rank: number): LeaderboardRow {
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImg: row.profile_img,
    score: row.score,
    rank,
    awards: { bronze: row.bronze, silver: row.silver, gold: row.gold, badges: row.badges },
    snapshotRank: row.snapshot_rank ?? undefined,
  };
}

/**
 * The rows of a page with points, as common table expressions ending in `page` (user_id, score), read along the
 * partial `(score desc, user_id) where is_ranked` index: only rows with points, so an active learner's row is a
 * member of the board whatever their subscriptions.
 *
 * Centred on a learner: up to half a page of rows ahead of them and the rest from them on, each side read as
 * ties then other scores (two ranges the index answers directly). Empty when the learner has no ranked running
 * total above 0 on this board.
 */
function positiveRows(segmentId: number | undefined, page: Page): SQL {
  const table = boardTable(segmentId);
  const onBoard = (alias: string) => isOnBoard(segmentId, alias);
  if (page.around === undefined) {
    // Where the page starts, from the counts kept per score (0031) instead of reading the index entries above it:
    // the lowest score with at most `offset` members above it, less that many of its ties (by id).
    const counted =
      segmentId === undefined
        ? sql`${rankedScoreCount} c where true`
        : sql`${segmentRankedScoreCount} c where c.segment_id = ${segmentId}`;
    return sql`start as (
      select score, ${page.offset} - above as skip from (
        select c.score, (sum(c.learners) over (order by c.score desc) - c.learners)::int as above
        from ${counted} and c.score > 0 and c.learners > 0
      ) s where above <= ${page.offset} order by score limit 1
    ),
    page as (
      select user_id, score from (
        (select b.user_id, b.score from ${table} b where ${onBoard('b')} and b.score = (select score from start)
          order by b.user_id offset (select skip from start) limit ${page.limit})
        union all
        (select b.user_id, b.score from ${table} b where ${onBoard('b')} and b.score < (select score from start)
          and b.score > 0 order by b.score desc, b.user_id limit ${page.limit})
      ) c order by score desc, user_id limit ${page.limit}
    )`;
  }
  const half = leaderboardPlacesAhead(page.limit);
  // Scalar subqueries, not joins with `own`: their values become index conditions, where a join would scan.
  const ownScore = sql`(select score from own)`;
  const ownId = sql`(select user_id from own)`;
  const side = (tied: SQL, other: SQL, order: SQL, rowLimit: number) => sql`(
    select user_id, score from (
      (select b.user_id, b.score from ${table} b where ${onBoard('b')} and b.score = ${ownScore} and ${tied}
        order by ${order} limit ${rowLimit})
      union all
      (select b.user_id, b.score from ${table} b where ${onBoard('b')} and ${other}
        order by ${order} limit ${rowLimit})
    ) candidates order by ${order} limit ${rowLimit})`;
  // Every row ahead comes before every row onwards: the page is the rows ahead, then the first of the others.
  return sql`own as (
      select score, user_id from ${table} b where ${onBoard('b')} and b.user_id = ${page.around} and b.score > 0
    ),
    ahead as ${side(sql`b.user_id < ${ownId}`, sql`b.score > ${ownScore}`, sql`score, user_id desc`, half)},
    onwards as ${side(sql`b.user_id >= ${ownId}`, sql`b.score < ${ownScore} and b.score > 0`, sql`score desc, user_id`, page.limit)},
    page as (
      select user_id, score from (select user_id, score from ahead union all select user_id, score from onwards) c
      order by score desc, user_id limit ${page.limit}
    )`;
}

/**
 * The page read by the index, without ranking every learner, in one statement: its rows (positiveRows), the
 * board's total, and the first row's rank from the members above it (membersAbove); the others' ranks follow
 * from it (competition ranking: a row tied with the one before shares its rank, any other is one more than the
 * number of rows before it).
 * Only while every row on the page has points; undefined otherwise (learners without points sit at the end,
 * in an order the index does not hold).
 */
async function readPositivePage(db: Orm, board: Board, page: Page): Promise<LeaderboardPage | undefined> {
  const { segmentId } = board;
  const firstScore = sql`(select score from first_row)`;
  const [found] = await rowsOf<{
    total: number;
    higher: number;
    tied_before: number;
    rows: DetailedRow[];
  }>(
    db,
    sql`with ${positiveRows(segmentId, page)},
      first_row as (select score, user_id from page order by score desc, user_id limit 1)
    select ${boardTotal(segmentId)} as total, ${membersAbove(segmentId, firstScore)} as higher,
      ${tiedAhead(segmentId, firstScore, sql`(select user_id from first_row)`)} as tied_before,
      ${detailedRows(board, sql`page p`, sql`true`, sql`r.score desc, r.user_id`)} as rows`,
  );
  const { total = 0, higher = 0, tied_before: tiedBefore = 0, rows = [] } = found ?? {};
  // No row with points: the learner centred on has none (or is not on the board), or the offset is past the end
  // of the board or among the learners without points.
  if (rows.length === 0) {
    return page.around === undefined && page.offset >= total
      ? { rows: [], total, offset: page.offset }
      : undefined;
  }
  const offset = page.around !== undefined ? higher + tiedBefore : page.offset;
  // Rows past the last one with points exist: the page reaches learners without points.
  if (rows.length < page.limit && offset + rows.length < total) return undefined;
  const ranked: LeaderboardRow[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = !previous ? higher + 1 : row.score === previous.score ? previous.rank : offset + index + 1;
    ranked.push(toLeaderboardRow(row, rank));
  });
  return { rows: ranked, total, offset };
}

/**
 * Any page, by ranking every member of the board with window functions, in one statement: for pages without
 * points. Centred on a learner who is not on the board, the page starts at the offset asked for.
 */
async function readRankedPage(db: Orm, board: Board, page: Page): Promise<LeaderboardPage> {
  const { segmentId } = board;
  const centred =
    page.around === undefined
      ? sql`${page.offset}`
      : sql`coalesce((select greatest(0, position - 1 - ${leaderboardPlacesAhead(page.limit)}) from ranked
          where user_id = ${page.around}), ${page.offset})`;
  const onPage = sql`p.position > counted.start and p.position <= counted.start + ${page.limit}`;
  const [found] = await rowsOf<{
    total: number;
    start: number;
    rows: (DetailedRow & { rank: number })[];
  }>(
    db,
    sql`with ranked as (${rankedMembers(segmentId)})
    select counted.total, counted.start, ${detailedRows(board, sql`ranked p`, onPage, sql`r.position`)} as rows
    from (select ${boardTotal(segmentId)} as total, (${centred})::int as start) counted`,
  );
  return {
    rows: (found?.rows ?? []).map((row) => toLeaderboardRow(row, row.rank)),
    total: found?.total ?? 0,
    offset: found?.start ?? page.offset,
  };
}
