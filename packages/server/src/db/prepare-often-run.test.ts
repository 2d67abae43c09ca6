import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type TemporaryPostgres, temporaryPostgresForTest } from '../testing/temporary-postgres';
import { type PrepareOptions, prepareOftenRun } from './prepare-often-run';

// Skips without PostgreSQL's binaries, except in CI, where it fails.
const postgres = await temporaryPostgresForTest('prepare-often-run.test');

describe.skipIf(!postgres)('statements run often are prepared (issue 11, server load)', () => {
  const server = postgres as TemporaryPostgres;
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });
  afterAll(() => server.remove());

  /** One connection, so the statements it has prepared are the ones PostgreSQL lists for it. */
  const openPool = (options: Partial<PrepareOptions> = {}) => {
    pool = new pg.Pool({ connectionString: server.url, max: 1 });
    prepareOftenRun(pool, options);
    return pool;
  };
  const prepared = async (db: pg.Pool) =>
    (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('prepares a parameterised statement from its third run on, with the same answers', async () => {
    const db = openPool();
    const text = 'select $1::int + 1 as next';
    const answers: number[] = [];
    for (const value of [1, 2])
      answers.push((await db.query<{ next: number }>(text, [value])).rows[0]?.next ?? 0);
    expect(await prepared(db)).toEqual([]);
    // Drizzle's form: a query object and the values apart.
    for (const value of [3, 4])
      answers.push((await db.query<{ next: number }>({ text }, [value])).rows[0]?.next ?? 0);
    expect(answers).toEqual([2, 3, 4, 5]);
    expect(await prepared(db)).toEqual([text]);
  });

  it('prepares no statement without values, none too long, and no more than the ceiling', async () => {
    const db = openPool({ fromRun: 1, maxStatements: 2, maxTextLength: 40 });
    await db.query('select 1 as one');
    await db.query('select $1::int + 1 as next', [1]);
    await db.query('select $1::int + 2 as next', [1]);
    await db.query('select $1::int + 3 as next', [1]);
    await db.query(`select $1::text as padded -- ${'x'.repeat(40)}`, ['long']);
    expect((await prepared(db)).sort()).toEqual(['select $1::int + 1 as next', 'select $1::int + 2 as next']);
  });

  it('keeps a statement a caller named itself under its own name', async () => {
    const db = openPool({ fromRun: 1 });
    await db.query({ name: 'mine', text: 'select $1::int as value' }, [7]);
    expect(
      (await db.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
        (row) => row.name,
      ),
    ).toEqual(['mine']);
  });
});
