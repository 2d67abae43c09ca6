/**
 * `npm run bench:server`: the learner's two heaviest reads at company scale on a real PostgreSQL. Loads
 * 100,000 learners and 5,000,000 completions into a fresh schema, then times the leaderboard around a user
 * and a user's stats through the service layer, for random users. Sizes: BENCH_LEARNERS, BENCH_COMPLETIONS,
 * BENCH_REQUESTS; BENCH_REUSE=1 times the data the previous run loaded. Needs DATABASE_URL; installs nothing.
 */
import { leaderboardQuerySchema } from '@segno/domain';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createLeaderboardService } from '../src/services/leaderboard-service';
import { createUserService } from '../src/services/user-service';
import { loadScaleData } from './load-scale-data';
import { describeTiming, printLine, timeCalls } from './timing';

const benchSchema = 'segno_bench';
const howToGetPostgres = `DATABASE_URL is not set. The benchmark needs a real PostgreSQL, for example on Debian:
  apt-get install -y postgresql
  pg_ctlcluster 15 main start
  su postgres -c "psql -c \\"CREATE ROLE segno LOGIN PASSWORD 'segno'\\" -c 'CREATE DATABASE segno_bench OWNER segno'"
  DATABASE_URL=postgres://segno:segno@localhost/segno_bench npm run bench:server
It drops and recreates the schema "${benchSchema}" in that database and leaves everything else alone.`;

function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** A small seeded generator (mulberry32), so two runs time the same users. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

async function recreateSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${benchSchema} CASCADE`);
    await client.query(`CREATE SCHEMA ${benchSchema}`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(`${howToGetPostgres}\n`);
    process.exitCode = 1;
    return;
  }
  const size = {
    learners: sizeFromEnv('BENCH_LEARNERS', 100_000),
    completions: sizeFromEnv('BENCH_COMPLETIONS', 5_000_000),
  };
  const requests = sizeFromEnv('BENCH_REQUESTS', 200);

  const isReuse = process.env.BENCH_REUSE === '1';
  if (!isReuse) await recreateSchema(databaseUrl);
  const schemaUrl = new URL(databaseUrl);
  schemaUrl.searchParams.set('options', `-c search_path=${benchSchema}`);
  const db = await openDatabase({ databaseUrl: schemaUrl.toString() });
  try {
    await migrate(db);
    if (!isReuse) {
      printLine(`Loading ${size.learners} learners and ${size.completions} completions...`);
      const loadSeconds = await loadScaleData(db, size);
      printLine(`Loaded in ${loadSeconds.toFixed(1)} s`);
    }

    const context = { orm: db.orm, now: () => new Date() };
    const users = createUserService(context);
    const leaderboards = createLeaderboardService(context);
    const random = seededRandom(20_260_310);
    const randomUserIds = (count: number) =>
      Array.from({ length: count }, () => 1 + Math.floor(random() * size.learners));
    const leaderboardAround = (userId: number) =>
      leaderboards.global(leaderboardQuerySchema.parse({ around: userId }));
    const userStats = (userId: number) => users.getStats(userId);

    // Warm the connection pool and the caches, as a running server would be.
    await timeCalls(randomUserIds(20), leaderboardAround);
    await timeCalls(randomUserIds(20), userStats);
    printLine(
      describeTiming('GET /leaderboard?around=', await timeCalls(randomUserIds(requests), leaderboardAround)),
    );
    printLine(describeTiming('GET /user/{id}/stats', await timeCalls(randomUserIds(requests), userStats)));
  } finally {
    await db.close();
  }
}

await main();
