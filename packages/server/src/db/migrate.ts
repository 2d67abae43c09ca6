/**
 * Applies the versioned SQL files in `packages/server/migrations` (`0001_name.sql`, ...) in order, each once
 * and in its own transaction, recording them in `schema_migration`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { schemaMigration } from './schema';

export const defaultMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Any fixed number: the advisory lock that serialises migrators of the same database. */
const migrationLockKey = 74_260_001;
const migrationFilePattern = /^(\d{4}_[a-z0-9_]+)\.sql$/;

export type MigrationReport = { applied: string[] };

export async function migrate(db: Database, migrationsDir = defaultMigrationsDir): Promise<MigrationReport> {
  // Concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL; the lock makes processes take turns.
  await db.execInTransaction([
    `SELECT pg_advisory_xact_lock(${migrationLockKey})`,
    `CREATE TABLE IF NOT EXISTS schema_migration (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`,
  ]);
  const done = new Set(
    (await db.orm.select({ version: schemaMigration.version }).from(schemaMigration)).map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const version of await listMigrations(migrationsDir)) {
    if (done.has(version)) continue;
    const sqlText = await readFile(`${migrationsDir}/${version}.sql`, 'utf8');
    try {
      // The version row goes in first: a second server process migrating at the same moment then stops on
      // the primary key instead of running the file twice.
      await db.execInTransaction([`INSERT INTO schema_migration (version) VALUES ('${version}')`, sqlText]);
      applied.push(version);
    } catch (error) {
      if (!isAlreadyRecorded(error)) throw error;
    }
  }
  return { applied };
}

async function listMigrations(migrationsDir: string): Promise<string[]> {
  const names = await readdir(migrationsDir);
  return names
    .map((name) => migrationFilePattern.exec(name)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort();
}

/** A unique violation on schema_migration's key: another process applied this version first. */
function isAlreadyRecorded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === 'schema_migration_pkey'
  );
}
