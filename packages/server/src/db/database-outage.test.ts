/**
 * A lost database: the real API, served over HTTP on a PostgreSQL server of the test's own, which the test stops
 * at once (as a crash or a failover would) and starts again, without restarting the API. Sign-in, a read and a
 * completion answer before the outage, answer 503 with Retry-After during it (http/error-handlers.ts), and
 * answer again after it; the completion sent during the outage left nothing behind.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { apiBasePath, completionResponseSchema, userStatsSchema } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { seedDemoData } from '../demo/seed';
import { errorMessages } from '../http/api-error';
import { type ApiClient, createApiClient, type SignedIn } from '../testing/api-client';
import { readErrorResponse } from '../testing/error-response';
import { type TemporaryPostgres, temporaryPostgresForTest } from '../testing/temporary-postgres';
import { createTestClock } from '../testing/test-clock';
import { testReferenceDate } from '../testing/test-server';
import { type Database, openDatabase } from './database';
import { migrate } from './migrate';
import { completion, pointAward } from './schema';

// Skips without PostgreSQL's binaries, except in CI, where it fails.
const postgres = await temporaryPostgresForTest('database-outage.test');

/** `learner` (Maya Chen, user 1) has 550 points in the demo at the test's reference date (stats.test.ts). */
const learnerScore = 550;
/**
 * Demo contents of segment 1 `learner` has not completed, each takeable with a score alone (demo-content.ts):
 * 'The First Ten Seconds' (article, 30 points) before the outage, 'Refunds and Returns' (job aid, 20 points)
 * during it and again after it.
 */
const beforeOutage = { contentId: 2, points: 30 };
const duringOutage = { contentId: 6, points: 20 };
/** Ample for the pool to hear its idle connection die once PostgreSQL has stopped. */
const noticeMs = 500;
/** The pool closes at once unless a connection was never given back. */
const closeTimeoutMs = 5_000;

describe.skipIf(!postgres)('the API while its PostgreSQL server is down', () => {
  const database = postgres as TemporaryPostgres;
  let db: Database | undefined;
  let http: Server;
  let api: ApiClient;
  let learner: SignedIn;

  beforeAll(async () => {
    const clock = createTestClock(testReferenceDate);
    const opened = await openDatabase({ databaseUrl: database.url });
    db = opened;
    await migrate(opened);
    await seedDemoData(opened, clock.now());
    const app = createApi({ db: opened, secret: randomBytes(32), now: clock.now });
    const port = await new Promise<number>((resolve) => {
      http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
        resolve(info.port),
      ) as Server;
    });
    api = createApiClient(`http://127.0.0.1:${port}${apiBasePath}`);
  }, 60_000);
  afterAll(async () => {
    if (http) {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
    try {
      await closeDatabase();
    } finally {
      database.remove();
    }
  });

  /** Closes the API's pool, which waits for every connection taken from it to be given back. */
  async function closeDatabase(): Promise<void> {
    const closing = db?.close();
    db = undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The pool did not close: a connection was never given back')),
        closeTimeoutMs,
      );
    });
    try {
      await Promise.race([closing, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const signIn = () =>
    api.request('/auth', {
      method: 'POST',
      body: new URLSearchParams({ username: 'learner', password: 'demo' }),
    });
  const readStats = () => api.request(buildPath('userStats', { user_id: learner.user_id }), { as: learner });
  const complete = (contentId: number) =>
    api.request(buildPath('contentComplete', { user_id: learner.user_id, content_id: contentId }), {
      method: 'POST',
      body: new URLSearchParams({ score: '1' }),
      as: learner,
    });

  const scoreNow = async () => {
    const response = await readStats();
    expect(response.status).toBe(200);
    return userStatsSchema.parse(await response.json()).score;
  };
  const completed = async (contentId: number) => {
    const response = await complete(contentId);
    expect(response.status).toBe(200);
    return completionResponseSchema.parse(await response.json());
  };
  /** What the database holds of `learner`'s completions of the content: the completions and their points. */
  const storedOf = async (contentId: number) => {
    const orm = (db as Database).orm;
    const [[completions], [awards]] = await Promise.all([
      orm
        .select({ rows: count() })
        .from(completion)
        .where(and(eq(completion.userId, learner.user_id), eq(completion.contentId, contentId))),
      orm
        .select({ rows: count() })
        .from(pointAward)
        .where(and(eq(pointAward.userId, learner.user_id), eq(pointAward.contentId, contentId))),
    ]);
    return { completions: completions?.rows, awards: awards?.rows };
  };
  /** The server's answer while its database is out of reach (error-handlers.ts): 503, try again in 5 s. */
  const expectUnavailable = async (response: Response) => {
    expect(response.headers.get('Retry-After')).toBe('5');
    const { status, body } = await readErrorResponse(response);
    expect({ status, message: body.error.message }).toEqual({
      status: 503,
      message: errorMessages.databaseUnavailable,
    });
  };

  it('answers sign-in, a read and a completion before, 503 during, and again after the outage', async () => {
    // Before: all three answer.
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    learner = await api.signIn('learner');
    expect(await scoreNow()).toBe(learnerScore);
    expect(await completed(beforeOutage.contentId)).toMatchObject({
      completed: true,
      points: beforeOutage.points,
    });
    expect(await scoreNow()).toBe(learnerScore + beforeOutage.points);

    // During: the pool's idle connection dies with the server (an event the pool must hear, or the process would
    // end), and no new one can be opened; each call answers 503. A call in the very instant of the stop is the
    // next test's.
    database.stopAbruptly();
    await sleep(noticeMs);
    await expectUnavailable(await signIn());
    await expectUnavailable(await readStats());
    await expectUnavailable(await complete(duringOutage.contentId));

    // After: the same API, with no restart, answers all three again.
    database.start();
    expect((await signIn()).status).toBe(200);
    // The completion refused during the outage stored nothing: no completion, no points.
    expect(await storedOf(duringOutage.contentId)).toEqual({ completions: 0, awards: 0 });
    expect(await scoreNow()).toBe(learnerScore + beforeOutage.points);
    expect(await completed(duringOutage.contentId)).toMatchObject({
      completed: true,
      points: duringOutage.points,
    });
    expect(await storedOf(duringOutage.contentId)).toEqual({ completions: 1, awards: 1 });
    expect(await scoreNow()).toBe(learnerScore + beforeOutage.points + duringOutage.points);
  }, 60_000);

  it('answers 503 to a call that takes a connection dying that instant, without crashing or keeping it', async () => {
    expect((await signIn()).status).toBe(200);
    // The stop blocks this process, so the pool still holds its idle connection as alive when sign-in (a
    // transaction) takes it: the connection's loss must reach the request, not end the process.
    database.stopAbruptly();
    await expectUnavailable(await signIn());
    database.start();
    expect((await signIn()).status).toBe(200);
    // The dead connection was given back (and dropped): the pool closes.
    await closeDatabase();
  }, 60_000);
});
