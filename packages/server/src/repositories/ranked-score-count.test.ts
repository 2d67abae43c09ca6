/**
 * The counts of ranked learners per score that ranks read (migration 0031, the global board's and each
 * segment's) stay exact: after generated sequences of points awarded through the scoring engine's ledger write (a
 * learner's first total or a move of it, with or without a segment), points taken back (down to negative
 * totals), learners disabled and enabled, losing and regaining role 1, several of these in one transaction,
 * concurrent completions, totals written in bulk, users and segments deleted and the totals truncated, the tables
 * equal a count from the running totals and app_user (not from is_ranked, which triggers keep too), and every
 * global rank they give equals a rank counted from scratch.
 */
import { Role } from '@segno/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { rowsOf } from '../db/rows-of';
import { appUser, segment } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { insertPointAward } from './scoring-write-repository';
import { countLearnersAbove } from './stats-repository';

type Count = { segment_id: number | null; score: number; learners: number };

const userCount = 12;
const userIds = Array.from({ length: userCount }, (_, index) => index + 1);
const segmentIds = [1, 2];
const awardedAt = new Date(Date.UTC(2026, 10, 1));
const isRankedUser = sql`${Role.learner}::int = any(u.roles) and not u.is_disabled`;

describe('ranked learners per score (ranked_score_count, segment_ranked_score_count)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await db.orm.insert(appUser).values(
      userIds.map((id) => ({
        id,
        username: `user${id}`,
        firstName: `First${id}`,
        lastName: `Last${id}`,
        // A few start unranked: an instructor only, a disabled learner.
        roles: id === 3 ? [Role.instructor] : [Role.learner],
        isDisabled: id === 4,
        userPrefs: { show_redesign_splash: true },
      })),
    );
    await db.orm
      .insert(segment)
      .values(segmentIds.map((id) => ({ id, name: `Segment ${id}`, shortName: `S${id}`, status: 2 })));
    // Some totals in one statement each, ties among them; the others have none yet.
    await db.orm.execute(sql`insert into learner_score (user_id, score)
      values (1, 30), (2, 30), (3, 30), (4, 10), (5, 0), (6, -10)`);
    await db.orm.execute(sql`insert into segment_score (user_id, segment_id, score)
      values (1, 1, 20), (2, 1, 20), (3, 1, 20), (4, 2, 10), (1, 2, 10), (6, 2, -10)`);
  });
  afterAll(() => db.close());

  /** The global board's counts (no segment) first, then each segment's, by score. */
  const bySegmentAndScore = (a: Count, b: Count) =>
    (a.segment_id ?? 0) - (b.segment_id ?? 0) || a.score - b.score;

  const kept = async () =>
    [
      ...(await rowsOf<Count>(
        db.orm,
        sql`select null::int as segment_id, score, learners from ranked_score_count`,
      )),
      ...(await rowsOf<Count>(
        db.orm,
        sql`select segment_id, score, learners from segment_ranked_score_count`,
      )),
    ].sort(bySegmentAndScore);

  /** The counts from the running totals and the users as they are now. */
  const recounted = async () =>
    [
      ...(await rowsOf<Count>(
        db.orm,
        sql`select null::int as segment_id, s.score, count(*)::int as learners
          from learner_score s join app_user u on u.id = s.user_id where ${isRankedUser} group by s.score`,
      )),
      ...(await rowsOf<Count>(
        db.orm,
        sql`select s.segment_id, s.score, count(*)::int as learners
          from segment_score s join app_user u on u.id = s.user_id where ${isRankedUser}
          group by s.segment_id, s.score`,
      )),
    ].sort(bySegmentAndScore);

  /** Ranked learners above a score, counted over every ranked learner (0 points without a total). */
  const countedAbove = async (score: number) => {
    const [row] = await rowsOf<{ higher: number }>(
      db.orm,
      sql`select count(*)::int as higher from app_user u left join learner_score s on s.user_id = u.id
        where ${isRankedUser} and coalesce(s.score, 0) > ${score}::int`,
    );
    return row?.higher ?? 0;
  };

  async function expectExact(): Promise<void> {
    expect(await kept()).toEqual(await recounted());
    const held = await rowsOf<{ score: number }>(db.orm, sql`select score from learner_score`);
    for (const score of new Set([-100, -1, 0, ...held.map((row) => row.score)])) {
      expect(await countLearnersAbove(db.orm, score), `above ${score}`).toBe(await countedAbove(score));
    }
  }

  type Step =
    | { kind: 'award'; user: number; segment: number | null; points: number }
    | { kind: 'takeBack'; user: number; points: number }
    | { kind: 'disable'; user: number; isDisabled: boolean }
    | { kind: 'role'; user: number; isLearner: boolean }
    | { kind: 'together'; user: number; other: number; segment: number | null; points: number };

  const user = fc.integer({ min: 1, max: userCount });
  const segmentOrNone = fc.option(fc.constantFrom(...segmentIds), { nil: null });
  const points = fc.integer({ min: 1, max: 4 }).map((tens) => tens * 10);
  const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('award' as const), user, segment: segmentOrNone, points }),
    fc.record({ kind: fc.constant('takeBack' as const), user, points }),
    fc.record({ kind: fc.constant('disable' as const), user, isDisabled: fc.boolean() }),
    fc.record({ kind: fc.constant('role' as const), user, isLearner: fc.boolean() }),
    fc.record({ kind: fc.constant('together' as const), user, other: user, segment: segmentOrNone, points }),
  );

  const award = (orm: Database['orm'], userId: number, segmentId: number | null, awarded: number) =>
    insertPointAward(orm, {
      userId,
      segmentId,
      contentId: null,
      completionId: null,
      points: awarded,
      awardedAt,
    });

  async function apply(step: Step): Promise<void> {
    if (step.kind === 'award') {
      await award(db.orm, step.user, step.segment, step.points);
    } else if (step.kind === 'takeBack') {
      // As an attendance unmarked takes back a completion's points: the total and the segment's together.
      await db.orm.transaction(async (tx) => {
        await tx.execute(
          sql`update learner_score set score = score - ${step.points}::int where user_id = ${step.user}`,
        );
        await tx.execute(
          sql`update segment_score set score = score - ${step.points}::int where user_id = ${step.user}`,
        );
      });
    } else if (step.kind === 'disable') {
      await db.orm.execute(sql`update app_user set is_disabled = ${step.isDisabled} where id = ${step.user}`);
    } else if (step.kind === 'role') {
      const roles = step.isLearner
        ? sql`array[${Role.learner}::int, ${Role.instructor}::int]`
        : sql`array[${Role.instructor}::int]`;
      await db.orm.execute(sql`update app_user set roles = ${roles} where id = ${step.user}`);
    } else {
      // Points, a disable and points again, for two learners, in one transaction.
      await db.orm.transaction(async (tx) => {
        await award(tx, step.user, step.segment, step.points);
        await tx.execute(sql`update app_user set is_disabled = not is_disabled where id = ${step.other}`);
        await award(tx, step.other, step.segment, step.points);
        await award(tx, step.user, step.segment, step.points);
      });
    }
  }

  it('starts from the totals written before it', async () => {
    expect(await kept()).toEqual([
      { segment_id: null, score: -10, learners: 1 },
      { segment_id: null, score: 0, learners: 1 },
      { segment_id: null, score: 30, learners: 2 },
      { segment_id: 1, score: 20, learners: 2 },
      { segment_id: 2, score: -10, learners: 1 },
      { segment_id: 2, score: 10, learners: 1 },
    ]);
    await expectExact();
  });

  it('equals a recount after every step of generated sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          await apply(step);
          await expectExact();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('stays exact under concurrent completions of learners moving through the same scores', async () => {
    await db.orm.execute(sql`update app_user set is_disabled = false, roles = array[${Role.learner}::int]`);
    await db.orm.execute(sql`update learner_score set score = 0`);
    await db.orm.execute(sql`delete from segment_score`);
    // Each a completion's transaction, which moves one learner's totals once (scoring-engine.ts); on
    // PostgreSQL they run side by side, and lock the shared counts in the same order.
    await Promise.all(
      userIds.flatMap((userId) =>
        [10, 20, 30].map((awarded) => db.orm.transaction((tx) => award(tx, userId, 1, awarded))),
      ),
    );
    expect(await kept()).toEqual([
      { segment_id: null, score: 60, learners: userCount },
      { segment_id: 1, score: 60, learners: userCount },
    ]);
    await expectExact();
  });

  it('follows totals written in bulk, users and segments deleted and the totals truncated', async () => {
    await db.orm.execute(sql`update learner_score set score = 50 where user_id <= 6`);
    await expectExact();
    await db.orm.execute(sql`insert into app_user (id, username, first_name, last_name, roles, user_prefs)
      values (100, 'gone', 'Gone', 'Soon', array[${Role.learner}::int], '{"show_redesign_splash":true}')`);
    await award(db.orm, 100, 2, 50);
    const before = await kept();
    await db.orm.execute(sql`delete from app_user where id = 100`);
    expect(await kept()).not.toEqual(before);
    await expectExact();
    await db.orm.execute(sql`delete from segment where id = 1`);
    expect((await kept()).some((count) => count.segment_id === 1)).toBe(false);
    await expectExact();
    await db.orm.execute(sql`truncate learner_score, segment_score`);
    expect(await kept()).toEqual([]);
    await expectExact();
  });
});
