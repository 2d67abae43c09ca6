import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { defaultMigrationsDir, migrate } from './migrate';
import { schemaMigration } from './schema';

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
    expect(await migrate(db, migrationsDir)).toEqual({ applied: ['0001_initial'] });
    const tables = await db.orm.execute(sql`select 1 from app_user`);
    expect(tables).toBeDefined();
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
    expect(await migrate(db, migrationsDir)).toEqual({ applied: [] });
  });

  it('rolls back a failing file entirely and records nothing for it', async () => {
    await writeFile(
      join(migrationsDir, '0004_broken.sql'),
      'CREATE TABLE half_done (id int); SELECT nonsense;',
    );
    await expect(migrate(db, migrationsDir)).rejects.toThrow();
    const versions = await db.orm.select({ version: schemaMigration.version }).from(schemaMigration);
    expect(versions.map((row) => row.version)).not.toContain('0004_broken');
    await expect(db.orm.execute(sql`select 1 from half_done`)).rejects.toThrow();
  });
});
