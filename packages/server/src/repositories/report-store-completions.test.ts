/**
 * The per-store monthly completions the report charts read (migration 0029) stay exact: after generated
 * sequences of completions added and removed, learners moving store or leaving every store, being disabled and
 * enabled, losing and regaining role 1, stores changing code, added and deleted, some of them together in one
 * transaction, and a learner deleted, the table equals a recount from the completions themselves (not from the
 * per-learner months it is kept from).
 */
import { Role } from '@segno/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { rowsOf } from '../db/rows-of';
import { seedDemoData } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import { testReferenceDate } from '../testing/test-server';

type Count = { store_id: number; month: string; completions: number };

const byStoreAndMonth = (a: Count, b: Count) => a.store_id - b.store_id || a.month.localeCompare(b.month);

describe('per-store monthly completions', () => {
  let db: Database;
  let learnerIds: number[];
  let contentIds: number[];
  let storeIds: number[];

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seedDemoData(db, testReferenceDate);
    learnerIds = (
      await rowsOf<{ id: number }>(
        db.orm,
        sql`select id from app_user where ${Role.learner}::int = any(roles) order by id`,
      )
    ).map((row) => row.id);
    contentIds = (await rowsOf<{ id: number }>(db.orm, sql`select id from content order by id limit 3`)).map(
      (row) => row.id,
    );
    storeIds = (await rowsOf<{ id: number }>(db.orm, sql`select id from report_store order by id`)).map(
      (row) => row.id,
    );
  });
  afterAll(() => db.close());

  const kept = async () =>
    (
      await rowsOf<Count>(
        db.orm,
        sql`select store_id, to_char(month, 'YYYY-MM') as month, completions from store_completion_month
          where completions <> 0`,
      )
    ).sort(byStoreAndMonth);

  /** The counts from the completions, learners and stores as they are now. */
  const recounted = async () =>
    (
      await rowsOf<Count>(
        db.orm,
        sql`select s.id as store_id, to_char(c.completed_at at time zone 'UTC', 'YYYY-MM') as month,
            count(*)::int as completions
          from completion c
          join app_user u on u.id = c.user_id
          join report_store s on s.code = u.location
          where ${Role.learner}::int = any(u.roles) and not u.is_disabled
          group by 1, 2`,
      )
    ).sort(byStoreAndMonth);

  it('starts from the demo completions', async () => {
    const counts = await kept();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(await recounted());
  });

  type Step =
    | { kind: 'complete'; learner: number; content: number; monthsAgo: number; times: number }
    | { kind: 'uncomplete'; learner: number }
    | { kind: 'move'; learner: number; store: number | null }
    | { kind: 'disable'; learner: number; isDisabled: boolean }
    | { kind: 'role'; learner: number; isLearner: boolean }
    | { kind: 'recode'; store: number; code: string }
    | { kind: 'moveAndComplete'; learner: number; store: number; content: number };

  const index = fc.nat(1_000);
  const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('complete' as const),
      learner: index,
      content: index,
      monthsAgo: fc.nat(14),
      times: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({ kind: fc.constant('uncomplete' as const), learner: index }),
    fc.record({ kind: fc.constant('move' as const), learner: index, store: fc.option(index, { nil: null }) }),
    fc.record({ kind: fc.constant('disable' as const), learner: index, isDisabled: fc.boolean() }),
    fc.record({ kind: fc.constant('role' as const), learner: index, isLearner: fc.boolean() }),
    fc.record({
      kind: fc.constant('recode' as const),
      store: index,
      code: fc.constantFrom('S101', 'X1', 'X2'),
    }),
    fc.record({
      kind: fc.constant('moveAndComplete' as const),
      learner: index,
      store: index,
      content: index,
    }),
  );

  const pick = <Item>(items: readonly Item[], at: number): Item => {
    const item = items[at % items.length];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };

  async function storeCode(store: number): Promise<string> {
    const [row] = await rowsOf<{ code: string }>(
      db.orm,
      sql`select code from report_store where id = ${store}`,
    );
    return row?.code ?? '';
  }

  const monthsAgo = (months: number) =>
    new Date(Date.UTC(testReferenceDate.getUTCFullYear(), testReferenceDate.getUTCMonth() - months, 15));

  async function apply(step: Step): Promise<void> {
    if (step.kind === 'complete') {
      const at = monthsAgo(step.monthsAgo);
      await db.orm.execute(sql`insert into completion (user_id, content_id, completed_at)
        select ${pick(learnerIds, step.learner)}, ${pick(contentIds, step.content)}, ${at.toISOString()}::timestamptz
        from generate_series(1, ${step.times}::int)`);
    } else if (step.kind === 'uncomplete') {
      await db.orm.execute(sql`delete from completion where id in (
        select id from completion where user_id = ${pick(learnerIds, step.learner)} order by id desc limit 2)`);
    } else if (step.kind === 'move') {
      const code = step.store === null ? null : await storeCode(pick(storeIds, step.store));
      await db.orm.execute(
        sql`update app_user set location = ${code} where id = ${pick(learnerIds, step.learner)}`,
      );
    } else if (step.kind === 'disable') {
      await db.orm.execute(
        sql`update app_user set is_disabled = ${step.isDisabled} where id = ${pick(learnerIds, step.learner)}`,
      );
    } else if (step.kind === 'role') {
      const roles = step.isLearner
        ? sql`array[${Role.learner}::int, ${Role.instructor}::int]`
        : sql`array[${Role.instructor}::int]`;
      await db.orm.execute(
        sql`update app_user set roles = ${roles} where id = ${pick(learnerIds, step.learner)}`,
      );
    } else if (step.kind === 'recode') {
      // Codes are unique: a store taking a code another store has swaps with it through a free code.
      const store = pick(storeIds, step.store);
      await db.orm.transaction(async (tx) => {
        await tx.execute(
          sql`update report_store set code = 'swap' where code = ${step.code} and id <> ${store}`,
        );
        const old = await rowsOf<{ code: string }>(
          tx,
          sql`select code from report_store where id = ${store}`,
        );
        await tx.execute(sql`update report_store set code = ${step.code} where id = ${store}`);
        await tx.execute(sql`update report_store set code = ${old[0]?.code ?? 'lost'} where code = 'swap'`);
      });
    } else {
      const learner = pick(learnerIds, step.learner);
      const code = await storeCode(pick(storeIds, step.store));
      await db.orm.transaction(async (tx) => {
        await tx.execute(sql`insert into completion (user_id, content_id, completed_at)
          values (${learner}, ${pick(contentIds, step.content)}, ${testReferenceDate.toISOString()}::timestamptz)`);
        await tx.execute(
          sql`update app_user set location = ${code}, is_disabled = false where id = ${learner}`,
        );
        await tx.execute(sql`insert into completion (user_id, content_id, completed_at)
          values (${learner}, ${pick(contentIds, step.content + 1)}, ${monthsAgo(1).toISOString()}::timestamptz)`);
      });
    }
  }

  it('equals a recount after every step of generated sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          await apply(step);
          expect(await kept()).toEqual(await recounted());
        }
      }),
      { numRuns: 25 },
    );
  });

  it('follows stores added and deleted, and a learner deleted', async () => {
    const learner = pick(learnerIds, 0);
    const [place] = await rowsOf<{ location: string }>(
      db.orm,
      sql`select location from app_user where id = ${learner}`,
    );
    const district = await rowsOf<{ district_id: number }>(
      db.orm,
      sql`select district_id from report_store limit 1`,
    );
    await db.orm.execute(sql`update app_user set location = 'NEW1', is_disabled = false,
      roles = array[${Role.learner}::int] where id = ${learner}`);
    await db.orm.execute(sql`insert into completion (user_id, content_id, completed_at)
      values (${learner}, ${pick(contentIds, 0)}, ${testReferenceDate.toISOString()}::timestamptz)`);
    const [added] = await rowsOf<{ id: number }>(
      db.orm,
      sql`insert into report_store (district_id, code, name) values (${district[0]?.district_id}, 'NEW1', 'New')
        returning id`,
    );
    const counts = await kept();
    expect(counts.some((count) => count.store_id === added?.id)).toBe(true);
    expect(counts).toEqual(await recounted());
    await db.orm.execute(sql`delete from report_store where id = ${added?.id}`);
    expect(await kept()).toEqual(await recounted());
    await db.orm.execute(
      sql`update app_user set location = ${place?.location ?? null} where id = ${learner}`,
    );
    expect(await kept()).toEqual(await recounted());

    // A user of their own (nothing else refers to them), with completions in a store, deleted. The store is one
    // that exists now: the generated steps above may have given the demo stores other codes.
    const [store] = await rowsOf<{ code: string }>(
      db.orm,
      sql`select code from report_store order by id limit 1`,
    );
    const [user] = await rowsOf<{ id: number }>(
      db.orm,
      sql`insert into app_user (username, first_name, last_name, roles, user_prefs, location)
        values ('gone', 'Gone', 'Soon', array[${Role.learner}::int], '{"show_redesign_splash":true}', ${store?.code})
        returning id`,
    );
    await db.orm.execute(sql`insert into completion (user_id, content_id, completed_at)
      values (${user?.id}, ${pick(contentIds, 0)}, ${testReferenceDate.toISOString()}::timestamptz)`);
    const before = await kept();
    expect(before).toEqual(await recounted());
    await db.orm.execute(sql`delete from app_user where id = ${user?.id}`);
    const after = await kept();
    expect(after).toEqual(await recounted());
    expect(after).not.toEqual(before);
  });
});
