/** What every server benchmark needs: its sizes from the environment and its own fresh schema on a real PostgreSQL. */
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { loadScaleData, type ScaleSize } from './load-scale-data';
import { printLine } from './timing';

/** Printed when DATABASE_URL is missing: how to get a PostgreSQL on Debian, for the named npm script. */
const howToGetPostgres = (script: string, schema: string) =>
  `DATABASE_URL is not set. The benchmark needs a real PostgreSQL, for example on Debian:
  apt-get install -y postgresql
  pg_ctlcluster 15 main start
  su postgres -c "psql -c \\"CREATE ROLE segno LOGIN PASSWORD 'segno'\\" -c 'CREATE DATABASE segno_bench OWNER segno'"
  DATABASE_URL=postgres://segno:segno@localhost/segno_bench npm run ${script}
It drops and recreates the schema "${schema}" in that database and leaves everything else alone.`;

/** A positive whole number from the environment, or the fallback. */
export function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** Drops the benchmark's schema with everything in it and creates it empty. */
async function recreateSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
}

export type ScaleBenchmark = {
  /** The npm script that runs it (for the set-up hint). */
  script: string;
  /** The PostgreSQL to use; DATABASE_URL when left out. */
  databaseUrl?: string;
  /** Its own schema in the database: dropped and created again unless BENCH_REUSE=1. */
  schema: string;
  /** How many timed calls of each kind, unless BENCH_REQUESTS says; left out by a benchmark timed by the clock. */
  requests?: number;
  /** More data the benchmark needs on top of the scale data set, loaded with it. */
  loadMore?: (db: Database, size: ScaleSize) => Promise<void>;
  /** The timing itself, on the loaded database (requests 0 when the benchmark gave none). */
  time: (db: Database, size: ScaleSize, requests: number) => Promise<void>;
};

/**
 * Runs a benchmark at company scale on a real PostgreSQL (the one given, else DATABASE_URL's, else it prints how
 * to get one): its schema migrated, the scale data set loaded (BENCH_LEARNERS, BENCH_COMPLETIONS; BENCH_REUSE=1
 * keeps the previous run's data), then `time`. Installs nothing.
 */
export async function runScaleBenchmark(benchmark: ScaleBenchmark) {
  const { script, schema, requests, loadMore, time } = benchmark;
  const databaseUrl = benchmark.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(`${howToGetPostgres(script, schema)}\n`);
    process.exitCode = 1;
    return;
  }
  const size = {
    learners: sizeFromEnv('BENCH_LEARNERS', 100_000),
    completions: sizeFromEnv('BENCH_COMPLETIONS', 5_000_000),
  };
  const isReuse = process.env.BENCH_REUSE === '1';
  if (!isReuse) await recreateSchema(databaseUrl, schema);
  const schemaUrl = new URL(databaseUrl);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: schemaUrl.toString() });
  try {
    await migrate(db);
    if (!isReuse) {
      printLine(`Loading ${size.learners} learners and ${size.completions} completions...`);
      const loadSeconds = await loadScaleData(db, size);
      await loadMore?.(db, size);
      printLine(`Loaded in ${loadSeconds.toFixed(1)} s`);
    }
    await time(db, size, requests === undefined ? 0 : sizeFromEnv('BENCH_REQUESTS', requests));
  } finally {
    await db.close();
  }
}
