/**
 * The database a test opens. By default PGlite in memory; when SEGNO_TEST_DATABASE_URL names a PostgreSQL server
 * (`npm run test:server:postgres` starts one), a database of the test's own there, dropped when it closes, so the
 * same suite proves migrations, seed and every call behave the same on both (issue 11).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database';

export const testPostgresUrl = process.env.SEGNO_TEST_DATABASE_URL;

async function onAdminConnection(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the PostgreSQL server of SEGNO_TEST_DATABASE_URL, and how to drop it. */
export async function createOwnPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `segno_test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdminConnection(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`),
  };
}

export async function openTestDatabase(): Promise<Database> {
  if (!testPostgresUrl) return openDatabase({});
  const own = await createOwnPostgresDatabase(testPostgresUrl);
  const db = await openDatabase({ databaseUrl: own.url });
  return {
    ...db,
    async close() {
      await db.close();
      await own.drop();
    },
  };
}
