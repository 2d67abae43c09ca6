/**
 * A store's and a team's learner rows are sorted and paged in SQL (issue 10), so SQL must order them exactly as
 * the domain's `sortReportRows` does, on the embedded database the tests run (and, by the same SQL, on
 * PostgreSQL):
 * - the name order is one rule in two languages: SQL's `report_name_key` (migration 0028) compared COLLATE "C"
 *   must key and order names as `reportNameKey` and `compareReportNameKeys`; checked for every folded letter and
 *   for generated names mixing case, accents, digit runs (leading zeros, longer than the padding), spaces,
 *   punctuation, other scripts and characters beyond the Basic Multilingual Plane;
 * - generated teams (those names, tied scores and medals, learners without a score) read page by page in every
 *   sort give `sortReportRows`' order of rows built in TypeScript, with the same totals.
 */
import {
  compareReportNameKeys,
  type ReportRow,
  Role,
  reportNameFolds,
  reportNameKey,
  reportSortColumns,
  reportTotals,
  sortReportRows,
  sumReportTotals,
} from '@segno/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { appUser, learnerAwardCount, learnerScore } from '../db/schema';
import { learnerRow } from '../services/report-service';
import { openTestDatabase } from '../testing/test-database';
import { listLearnerIds, listLearnerSums, sumLearners } from './report-repository';

/** Names made of pieces that each exercise part of the rule. */
const reportNameArbitrary = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Anne',
        'anne',
        'ANNE',
        'Émile',
        'emile',
        'Łukasz',
        'Zoë',
        'Straße',
        'Йосип',
        'йосип',
        'Άννα',
        '王芳',
        '😀',
        'Ｚ',
        '\uE000',
        'O’Brien',
        'Smith-Jones',
        ' ',
        '  ',
        '-',
        '.',
        ',',
        '_',
        '~',
      ),
      fc.stringMatching(/^[0-9]{1,25}$/),
      fc.constantFrom(...reportNameFolds.from),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((pieces) => pieces.join(''))
  // PostgreSQL's text holds no NUL.
  .filter((name) => !name.includes('\u0000'));

describe('report name key in SQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  });
  afterAll(() => db.close());

  /** SQL's keys of the names, in the names' order, and the names' positions in SQL's order. */
  async function inSql(names: readonly string[]): Promise<{ keys: string[]; order: number[] }> {
    const result = await db.orm.execute(sql`
      with named as (
        select value as name, position::int from json_array_elements_text(${JSON.stringify(names)}::json)
          with ordinality as named (value, position)
      )
      select report_name_key(name) as key, position,
        row_number() over (order by report_name_key(name) collate "C", position)::int as place
      from named order by position`);
    const rows = (result as unknown as { rows: { key: string; position: number; place: number }[] }).rows;
    const order = [...rows].sort((a, b) => a.place - b.place).map((row) => row.position - 1);
    return { keys: rows.map((row) => row.key), order };
  }

  /** The names' positions in the domain's order (ties by position, as SQL's). */
  const inDomain = (names: readonly string[]) =>
    names
      .map((name, index) => ({ key: reportNameKey(name), index }))
      .sort((a, b) => compareReportNameKeys(a.key, b.key) || a.index - b.index)
      .map((one) => one.index);

  it('folds every letter of the table as the domain does, alone and among others', async () => {
    const letters = [...reportNameFolds.from];
    const names = [...letters, letters.join(''), `Store ${letters.slice(0, 40).join('')} 12`];
    const { keys } = await inSql(names);
    expect(keys).toEqual(names.map(reportNameKey));
  });

  it('keys the spec’s kind of names as the domain does', async () => {
    const names = [
      'Store 2',
      'Store 10',
      'store 02',
      'Émile Zoë',
      'Maya Chen',
      'O’Brien-Smith, Jr.',
      '😀',
      'Ｚ',
    ];
    const { keys, order } = await inSql(names);
    expect(keys).toEqual(names.map(reportNameKey));
    expect(order).toEqual(inDomain(names));
    expect(order.map((index) => names[index])).toEqual([
      'Émile Zoë',
      'Maya Chen',
      'O’Brien-Smith, Jr.',
      'Store 2',
      'store 02',
      'Store 10',
      'Ｚ',
      '😀',
    ]);
  });

  it('keys and orders generated names as the domain does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(reportNameArbitrary, { minLength: 1, maxLength: 40 }), async (names) => {
        const { keys, order } = await inSql(names);
        expect(keys).toEqual(names.map(reportNameKey));
        expect(order).toEqual(inDomain(names));
      }),
      { numRuns: 100 },
    );
  });
});

type Learner = {
  firstName: string;
  lastName: string;
  /** Running total; undefined: no learner_score row. */
  score?: number;
  medals: [number, number, number];
  badges: number;
  isInTeam: boolean;
  isDisabled: boolean;
};

const learnerArbitrary: fc.Arbitrary<Learner> = fc.record({
  firstName: reportNameArbitrary,
  lastName: fc.oneof(reportNameArbitrary, fc.constantFrom('Chen', 'chen', 'CHEN')),
  score: fc.option(fc.integer({ min: -5, max: 12 }), { nil: undefined }),
  medals: fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2)),
  badges: fc.nat(2),
  isInTeam: fc.constantFrom(true, true, true, false),
  isDisabled: fc.constantFrom(false, false, false, false, true),
});

describe('learner rows sorted and paged in SQL', () => {
  const managerId = 1;
  const team = { kind: 'team', managerId } as const;
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  });
  afterAll(() => db.close());

  /** The learners as users 2, 3, ...: in the manager's team or not, with their numbers. */
  async function seed(learners: readonly Learner[]): Promise<void> {
    await db.orm.delete(learnerAwardCount);
    await db.orm.delete(learnerScore);
    await db.orm.delete(appUser);
    await db.orm.insert(appUser).values([
      {
        id: managerId,
        username: 'manager',
        firstName: 'Robert',
        lastName: 'Hughes',
        roles: [Role.learner],
        userPrefs: { show_redesign_splash: true },
      },
      ...learners.map((learner, index) => ({
        id: index + 2,
        username: `learner${index + 2}`,
        firstName: learner.firstName,
        lastName: learner.lastName,
        roles: [Role.learner],
        isDisabled: learner.isDisabled,
        managerId: learner.isInTeam ? managerId : null,
        userPrefs: { show_redesign_splash: true },
      })),
    ]);
    const scored = learners.flatMap((learner, index) =>
      learner.score === undefined ? [] : [{ userId: index + 2, score: learner.score }],
    );
    if (scored.length > 0) await db.orm.insert(learnerScore).values(scored);
    if (learners.length === 0) return;
    await db.orm.insert(learnerAwardCount).values(
      learners.map((learner, index) => ({
        userId: index + 2,
        gold: learner.medals[0],
        silver: learner.medals[1],
        bronze: learner.medals[2],
        badges: learner.badges,
      })),
    );
  }

  /** The team's rows built in TypeScript from the generated learners. */
  const expectedRows = (learners: readonly Learner[]): ReportRow[] =>
    learners.flatMap((learner, index) =>
      learner.isInTeam && !learner.isDisabled
        ? [
            {
              region_id: null,
              district_id: null,
              store_id: null,
              user_id: index + 2,
              manager_id: managerId,
              manager_name: 'Robert Hughes',
              name: `${learner.firstName} ${learner.lastName}`,
              totals: reportTotals({
                learners: 1,
                score: learner.score ?? 0,
                gold: learner.medals[0],
                silver: learner.medals[1],
                bronze: learner.medals[2],
                badges: learner.badges,
              }),
            },
          ]
        : [],
    );

  const sortArbitrary = fc.record({
    column: fc.constantFrom(...reportSortColumns),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  });

  it('pages every sort as sortReportRows orders the rows, with the same totals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(learnerArbitrary, { minLength: 0, maxLength: 24 }),
        sortArbitrary,
        fc.integer({ min: 1, max: 7 }),
        async (learners, sort, pageSize) => {
          await seed(learners);
          const expected = sortReportRows(expectedRows(learners), sort);
          const pages: ReportRow[] = [];
          for (let offset = 0; offset <= expected.length; offset += pageSize) {
            const page = await listLearnerSums(db.orm, team, {}, { sort, limit: pageSize, offset });
            pages.push(...page.map(learnerRow));
          }
          expect(pages).toEqual(expected);
          const ids = expected.map((row) => row.user_id ?? 0);
          expect(Array.from(await listLearnerIds(db.orm, team, {}, sort))).toEqual(ids);
          const byIds = await listLearnerSums(db.orm, team, {}, { ids: [...ids].reverse() });
          expect(byIds.map((learner) => learner.userId)).toEqual([...ids].reverse());
          const sums = await sumLearners(db.orm, team, {});
          expect(reportTotals(sums)).toEqual(sumReportTotals(expected));
        },
      ),
      { numRuns: 60 },
    );
  });
});
