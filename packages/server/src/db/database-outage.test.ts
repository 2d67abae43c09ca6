import { apiBasePath } from '@segno/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../http/api-error';
import { onApiError } from '../http/error-handlers';
import { createTemporaryPostgres, type TemporaryPostgres } from '../testing/temporary-postgres';
import { type Database, openDatabase } from './database';

const postgres = await createTemporaryPostgres();
if (!postgres)
  console.info('database-outage.test: no PostgreSQL binaries (apt-get install postgresql); skipped.');

describe.skipIf(!postgres)('a lost database connection (issue 11, faults)', () => {
  const server = postgres as TemporaryPostgres;
  let db: Database;
  let api: Hono;

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: server.url });
    await db.exec('CREATE TABLE IF NOT EXISTS visit (id serial PRIMARY KEY)');
    api = new Hono().basePath(apiBasePath);
    api.onError(onApiError);
    api.post('/visit', async (c) => {
      await db.exec('INSERT INTO visit DEFAULT VALUES');
      return c.json({ ok: true });
    });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    server.remove();
  });

  const visit = () => api.request(`${apiBasePath}/visit`, { method: 'POST' });

  it('answers 503 while the database is down, and recovers by itself when it is back', async () => {
    expect((await visit()).status).toBe(200);
    server.stopAbruptly();
    // The pool's idle connection dies with the server: an event the pool must hear, or the process would end.
    const refused = await visit();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      errorMessages.databaseUnavailable,
    );
    server.start();
    expect((await visit()).status).toBe(200);
  }, 60_000);
});
