/**
 * Leaderboard pages from the running totals (learner_score, segment_score), never sums over the ledger:
 * RANK() for the competition rank ("1224"), ROW_NUMBER() for a stable position to page and centre on.
 */
import { Role } from '@segno/domain';
import { and, arrayContains, asc, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of';
import type { Orm } from '../db/database';
import { rowsOf } from '../db/rows-of';
import {
  appUser,
  learnerScore,
  rankSnapshot,
  segmentRankedScoreCount,
  segmentScore,
  userSegment,
} from '../db/schema';
import { isRankedLearner } from './learner-scores';
import { countRankedLearners, rankedLearnersAbove } from './stats-repository';

const isActiveLearner = and(arrayContains(appUser.roles, [Role.learner]), eq(appUser.isDisabled, false));

/** Every ranked learner of the board with score, rank and position; segmentId undefined for the global one. */
function rankedLearners(db: Orm, segmentId: number | undefined) {
  const score =
    segmentId === undefined
      ? sql<number>`coalesce(${learnerScore.score}, 0)`
      : sql<number>`coalesce(${segmentScore.score}, 0)`;
  const base = db
    .select({
      userId: sql<number>`${appUser.id}`.as('user_id'),
      firstName: sql<string>`${appUser.firstName}`.as('first_name'),
      lastName: sql<string>`${appUser.lastName}`.as('last_name'),
      profileImg: sql<string | null>`${appUser.profileImg}`.as('profile_img'),
      score: sql<number>`${score}::int`.as('score'),
      rank: sql<number>`rank() over (order by ${score} desc)::int`.as('rank'),
      position: sql<number>`row_number() over (order by ${score} desc, ${appUser.id})::int`.as('position'),
    })
    .from(appUser);
  if (segmentId === undefined) {
    return db
      .$with('ranked')
      .as(base.leftJoin(learnerScore, eq(learnerScore.userId, appUser.id)).where(isActiveLearner));
  }
  // A segment board holds the learners subscribed or assigned to it, and anyone with points in it.
  return db.$with('ranked').as(
    base
      .leftJoin(segmentScore, and(eq(segmentScore.userId, appUser.id), eq(segmentScore.segmentId, segmentId)))
      .leftJoin(userSegment, and(eq(userSegment.userId, appUser.id), eq(userSegment.segmentId, segmentId)))
      .where(
        and(
          isActiveLearner,
          or(gt(segmentScore.score, 0), eq(userSegment.isSubscribed, true), eq(userSegment.isAssigned, true)),
        ),
      ),
  );
}

type Page = { offset: number; limit: number; around?: number };

export type LeaderboardRow = {
  userId: number;
  firstName: string;
  lastName: string;
  profileImg: string | null;
  score: number;
  rank: number;
};

export async function readLeaderboardPage(db: Orm, segmentId: number | undefined, page: Page) {
  const total = await countBoard(db, segmentId);
  return (
    (await readPositivePage(db, segmentId, page, total)) ?? (await readRankedPage(db, segmentId, page, total))
  );
}

/** Board members: active learners, or for a segment those of them subscribed, assigned or with points there. */
async function countBoard(db: Orm, segmentId: number | undefined): Promise<number> {
  if (segmentId === undefined) return countRankedLearners(db);
  // Ranked members with points there (above 0), then members by subscription or assignment alone.
  const membersWithoutPoints = sql`(select count(*) from ${userSegment}
    join ${appUser} on ${appUser.id} = ${userSegment.userId}
    where ${userSegment.segmentId} = ${segmentId}
      and (${userSegment.isSubscribed} or ${userSegment.isAssigned}) and ${isRankedLearner}
      and not exists (select 1 from ${segmentScore} where ${segmentScore.userId} = ${userSegment.userId}
        and ${segmentScore.segmentId} = ${segmentId} and ${segmentScore.score} > 0))`;
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select (${membersAbove(segmentId, sql`0`)} + ${membersWithoutPoints})::int as total`,
  );
  return row?.total ?? 0;
}

/**
 * The ranked running totals of one board (learner_score, or segment_score of one segment), for pages read
 * along the partial `(score desc, user_id) where is_ranked` index: only rows with points, so an active
 * learner's row is a member of the board whatever their subscriptions.
 */
function scoredRows(segmentId: number | undefined) {
  const table = segmentId === undefined ? learnerScore : segmentScore;
  const ofBoard = and(
    segmentId === undefined ? undefined : eq(segmentScore.segmentId, segmentId),
    eq(table.isRanked, true),
  );
  return { table, score: table.score, userId: table.userId, ofBoard };
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
 * The page read by the index, without ranking every learner: the rows before and after the centre by keyset,
 * the first row's rank from the members above it (membersAbove), and the others' ranks from it (competition
 * ranking: a row tied with the one before shares its rank, any other is one more than the number of rows before
 * it).
 * Only while every row on the page has points; undefined otherwise (learners without points sit at the end,
 * in an order the index does not hold).
 */
async function readPositivePage(
  db: Orm,
  segmentId: number | undefined,
  page: Page,
  total: number,
): Promise<{ rows: LeaderboardRow[]; total: number; offset: number } | undefined> {
  const board = scoredRows(segmentId);
  let rows: Omit<LeaderboardRow, 'rank'>[];
  let counted: { higher: number; before: number } | undefined;
  if (page.around !== undefined) {
    const around = await readAroundRows(db, segmentId, page.around, page.limit);
    // Without points, or not on the board at all (which only ranking everyone tells apart cheaply).
    if (!around) return undefined;
    ({ rows, counted } = around);
  } else {
    rows = await db
      .select({
        userId: board.userId,
        firstName: appUser.firstName,
        lastName: appUser.lastName,
        profileImg: appUser.profileImg,
        score: board.score,
      })
      .from(board.table)
      .innerJoin(appUser, eq(appUser.id, board.userId))
      .where(and(board.ofBoard, gt(board.score, 0)))
      .orderBy(desc(board.score), asc(board.userId))
      .limit(page.limit)
      .offset(page.offset);
  }
  const [first] = rows;
  // No row with points at this offset: past the end of the board, or among the learners without points.
  if (!first) return page.offset < total ? undefined : { rows: [], total, offset: page.offset };
  counted ??= await countRankedBefore(db, segmentId, first);
  const offset = page.around !== undefined ? counted.before : page.offset;
  // Rows past the last one with points exist: the page reaches learners without points.
  if (rows.length < page.limit && offset + rows.length < total) return undefined;
  const ranked: LeaderboardRow[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = !previous
      ? counted.higher + 1
      : row.score === previous.score
        ? previous.rank
        : offset + index + 1;
    ranked.push({ ...row, rank });
  });
  return { rows: ranked, total, offset };
}

type AroundRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  profile_img: string | null;
  score: number;
  higher: number;
  tied_before: number;
};

/**
 * A page centred on one learner with points, in one statement (one round trip): up to half a page of rows
 * ahead of them and the rest from them on, each side read as ties then other scores (two ranges the partial
 * index answers directly), plus the counts that rank the page's first row. Undefined when the learner has no
 * ranked running total above 0 on this board.
 */
async function readAroundRows(
  db: Orm,
  segmentId: number | undefined,
  userId: number,
  limit: number,
): Promise<
  { rows: Omit<LeaderboardRow, 'rank'>[]; counted: { higher: number; before: number } } | undefined
> {
  const half = Math.floor(limit / 2);
  const table = boardTable(segmentId);
  const onBoard = (alias: string) => isOnBoard(segmentId, alias);
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
  const result = await db.execute(sql`
    with own as (
      select score, user_id from ${table} b where ${onBoard('b')} and b.user_id = ${userId} and b.score > 0
    ),
    ahead as ${side(sql`b.user_id < ${ownId}`, sql`b.score > ${ownScore}`, sql`score, user_id desc`, half)},
    onwards as ${side(sql`b.user_id >= ${ownId}`, sql`b.score < ${ownScore} and b.score > 0`, sql`score desc, user_id`, limit)},
    first_row as (
      select score, user_id from (select user_id, score from ahead union all select user_id, score from own) f
      order by score desc, user_id limit 1
    )
    select page.user_id, u.first_name, u.last_name, u.profile_img, page.score,
      ${membersAbove(segmentId, sql`(select score from first_row)`)} as higher,
      ${tiedAhead(segmentId, sql`(select score from first_row)`, sql`(select user_id from first_row)`)} as tied_before,
      page.is_ahead
    from (
      select user_id, score, true as is_ahead from ahead
      union all select user_id, score, false from onwards
    ) page
    join app_user u on u.id = page.user_id
    order by page.score desc, page.user_id`);
  // Both drivers (PGlite, node-postgres) answer raw SQL with `rows`.
  const found = (result as unknown as { rows: (AroundRow & { is_ahead: boolean })[] }).rows;
  const ahead = found.filter((row) => row.is_ahead);
  const picked = [...ahead, ...found.filter((row) => !row.is_ahead).slice(0, limit - ahead.length)];
  const [first] = picked;
  if (!first) return undefined;
  const higher = Number(first.higher);
  return {
    rows: picked.map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImg: row.profile_img,
      score: row.score,
    })),
    counted: { higher, before: higher + Number(first.tied_before) },
  };
}

/**
 * Board members above a row with points: `higher` with a higher score, `before` ahead of it in board order
 * (higher, or tied with a smaller id). One statement.
 */
async function countRankedBefore(
  db: Orm,
  segmentId: number | undefined,
  row: { score: number; userId: number },
): Promise<{ higher: number; before: number }> {
  const score = sql`${row.score}::int`;
  const [counted] = await rowsOf<{ higher: number; tied_before: number }>(
    db,
    sql`select ${membersAbove(segmentId, score)} as higher,
      ${tiedAhead(segmentId, score, sql`${row.userId}::int`)} as tied_before`,
  );
  const higher = counted?.higher ?? 0;
  return { higher, before: higher + (counted?.tied_before ?? 0) };
}

/** Any page, by ranking every member of the board with window functions: for pages without points. */
async function readRankedPage(db: Orm, segmentId: number | undefined, page: Page, total: number) {
  const ranked = rankedLearners(db, segmentId);
  let offset = page.offset;
  if (page.around !== undefined) {
    const [centre] = await db
      .with(ranked)
      .select({ position: ranked.position })
      .from(ranked)
      .where(eq(ranked.userId, page.around));
    if (centre) offset = Math.max(0, centre.position - 1 - Math.floor(page.limit / 2));
  }
  const rows: LeaderboardRow[] = await db
    .with(ranked)
    .select({
      userId: ranked.userId,
      firstName: ranked.firstName,
      lastName: ranked.lastName,
      profileImg: ranked.profileImg,
      score: ranked.score,
      rank: ranked.rank,
    })
    .from(ranked)
    .orderBy(ranked.position)
    .limit(page.limit)
    .offset(offset);
  return { rows, total, offset };
}

/** Each user's rank in the latest snapshot taken before `day` (`YYYY-MM-DD`). */
export async function readSnapshotRanksBefore(db: Orm, userIds: readonly number[], day: string) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectDistinctOn([rankSnapshot.userId], { userId: rankSnapshot.userId, rank: rankSnapshot.rank })
    .from(rankSnapshot)
    .where(and(isAnyOf(rankSnapshot.userId, userIds), lt(rankSnapshot.snapshotDate, day)))
    .orderBy(rankSnapshot.userId, desc(rankSnapshot.snapshotDate));
  return new Map(rows.map((row) => [row.userId, row.rank]));
}
