import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { defaultMigrationsDir, migrate } from './migrate';
import { rowsOf } from './rows-of';
import { schemaMigration } from './schema';

/** The tables of the public schema, by name, each with its columns in order, from information_schema. */
async function readTables(db: Database): Promise<Record<string, string[]>> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db.orm,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public'
      order by table_name, ordinal_position`,
  );
  const tables: Record<string, string[]> = {};
  for (const row of rows) tables[row.table_name] = [...(tables[row.table_name] ?? []), row.column_name];
  return tables;
}

describe('migrations', () => {
  let db: Database;
  let migrationsDir: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    migrationsDir = await mkdtemp(join(tmpdir(), 'segno-migrations-'));
    await copyFile(join(defaultMigrationsDir, '0001_initial.sql'), join(migrationsDir, '0001_initial.sql'));
  });
  afterAll(async () => {
    await db.close();
    await rm(migrationsDir, { recursive: true, force: true });
  });

  it('applies every file on an empty database', async () => {
    expect(await readTables(db)).toEqual({});
    expect(await migrate(db, migrationsDir)).toEqual({ applied: ['0001_initial'] });
    // The tables and columns 0001_initial.sql creates, and the migrator's own record.
    expect(await readTables(db)).toEqual({
      app_user: [
        'id',
        'username',
        'password_hash',
        'first_name',
        'last_name',
        'roles',
        'is_generic_user',
        'on_the_clock',
        'profile_img',
        'loginsso_url',
        'user_prefs',
        'manager_id',
        'is_disabled',
        'created_at',
      ],
      badge: ['id', 'name', 'segment_id', 'status'],
      category: ['id', 'name'],
      medal: ['id', 'segment_id', 'level', 'points_needed', 'status'],
      point_award: ['id', 'user_id', 'segment_id', 'points', 'awarded_at'],
      rank_snapshot: ['user_id', 'snapshot_date', 'rank'],
      schema_migration: ['version', 'applied_at'],
      segment: ['id', 'name', 'short_name', 'description', 'status', 'created_at'],
      session: ['token_hash', 'user_id', 'created_at', 'last_seen_at', 'expires_at', 'ended_at'],
      setting: ['key', 'value'],
      user_badge: ['user_id', 'badge_id', 'earned_at'],
      user_medal: ['user_id', 'medal_id', 'earned_at'],
    });
    // Its rows too: the settings it inserts.
    expect(await rowsOf(db.orm, sql`select key, value from setting order by key`)).toEqual([
      { key: 'assessment_tool_enabled', value: false },
      { key: 'compliance_year', value: 2026 },
      { key: 'custom_avatar_enabled', value: true },
      { key: 'max_content_recurrence', value: 5 },
      { key: 'on_the_clock_enabled', value: false },
      { key: 'recommendation_tool_enabled', value: true },
      { key: 'redesign_splash_enabled', value: true },
    ]);
  });

  it('does nothing when run again', async () => {
    expect(await migrate(db, migrationsDir)).toEqual({ applied: [] });
    const versions = await db.orm.select().from(schemaMigration);
    expect(versions.map((row) => row.version)).toEqual(['0001_initial']);
  });

  it('applies only new files, in order, ignoring other file names', async () => {
    await writeFile(join(migrationsDir, '0003_third.sql'), 'ALTER TABLE probe ADD COLUMN third int;');
    await writeFile(join(migrationsDir, '0002_second.sql'), 'CREATE TABLE probe (id int);');
    await writeFile(join(migrationsDir, 'notes.txt'), 'not a migration');
    expect(await migrate(db, migrationsDir)).toEqual({ applied: ['0002_second', '0003_third'] });
    // Both ran, the second after the first: its column is on the table the first created.
    expect((await readTables(db)).probe).toEqual(['id', 'third']);
    expect(await migrate(db, migrationsDir)).toEqual({ applied: [] });
    const versions = await db.orm.select({ version: schemaMigration.version }).from(schemaMigration);
    expect(versions.map((row) => row.version).sort()).toEqual(['0001_initial', '0002_second', '0003_third']);
  });

  it('rolls back a failing file entirely and records nothing for it', async () => {
    await writeFile(
      join(migrationsDir, '0004_broken.sql'),
      'CREATE TABLE half_done (id int); SELECT nonsense;',
    );
    await expect(migrate(db, migrationsDir)).rejects.toThrow();
    const versions = await db.orm.select({ version: schemaMigration.version }).from(schemaMigration);
    expect(versions.map((row) => row.version)).not.toContain('0004_broken');
    // The table its first statement created was rolled back with it.
    expect(Object.keys(await readTables(db))).not.toContain('half_done');
  });
});
