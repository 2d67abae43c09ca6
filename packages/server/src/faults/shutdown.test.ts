/**
 * Issue 11, "Faults": shutdown on SIGTERM finishes requests in flight. The real server process gets SIGTERM while
 * a learner's completion is in flight on a keep-alive connection (its headers read, its body held back by the
 * client, so the window is certain, not a race): from then on new connections are refused and an idle keep-alive
 * connection is closed; the completion still answers 200 in full and is stored, and the process exits 0 soon after,
 * not at the end of the grace. An export being written when the signal comes is not left half-written either.
 */
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { completionResponseSchema } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { completion } from '../db/schema';
import { buildDemoData } from '../demo/demo-data';
import {
  createServerDatabase,
  type ProcessExit,
  type ServerDatabase,
  type ServerProcess,
  seedServerDatabase,
  serverProcessTestTimeoutMs,
  startServerProcess,
  withServerDatabase,
} from '../testing/server-process';
import { completableContents } from './completable-contents';
import {
  addExportRows,
  contentExportCalls,
  interruptAtShareOfWriting,
  readUnfinishedExports,
} from './export-jobs';

/** Well under main.ts's 10 s grace: an exit that waited for the grace is a shutdown that hung. */
const exitAfterLastResponseMs = 5_000;

function readBody(response: IncomingMessage): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
    });
    response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    response.on('error', reject);
  });
}

/**
 * A POST the server has begun (it read the headers and answered 100 Continue) whose body the client holds back
 * after its first half until `finish`: a request in flight for as long as the test needs.
 */
async function startHeldPost(url: string, authorization: string, body: string) {
  const request = httpRequest(url, {
    method: 'POST',
    // A keep-alive connection, as browsers use: once answered, it must not hold the shutdown open either.
    agent: new Agent({ keepAlive: true }),
    headers: {
      Authorization: authorization,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('response', (response) => resolve(readBody(response)));
    request.once('error', reject);
  });
  // Read by `finish`; a failure before then is reported there, not as an unhandled rejection.
  answered.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
    request.flushHeaders();
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    finish() {
      request.end(body.slice(half));
      return answered;
    },
  };
}

/** A keep-alive connection that answered one request and now sits idle; settles when the server closes it. */
async function openIdleConnection(url: string): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Connection: 'keep-alive' } });
    request.once('error', reject);
    request.once('response', (response) => {
      const socket = response.socket;
      const closed = new Promise<void>((onClosed) => socket.once('close', () => onClosed()));
      void readBody(response).then(() => resolve({ closed }), reject);
    });
    request.end();
  });
}

function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('shutdown on SIGTERM', () => {
  let database: ServerDatabase;
  let server: ServerProcess | undefined;
  const demo = buildDemoData(new Date());
  const contentId = completableContents(demo)[0]?.id ?? 0;
  const learnerId = demo.users.find((user) => user.username === 'learner')?.id ?? 0;

  let completionsBefore = 0;

  const completionsOfContent = async (db: Database) => {
    const [row] = await db.orm
      .select({ total: count() })
      .from(completion)
      .where(and(eq(completion.userId, learnerId), eq(completion.contentId, contentId)));
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    database = await createServerDatabase();
    await seedServerDatabase(database, async (db) => {
      completionsBefore = await completionsOfContent(db);
      await addExportRows(db, contentId, learnerId);
    });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.remove();
  });

  /** Runs `check` on the database once the server has ended (PGlite allows one process at a time). */
  const inDatabase = <T>(check: (db: Database) => Promise<T>) => withServerDatabase(database, check);

  it(
    'answers the completion in flight in full, refuses new connections, and exits 0',
    async () => {
      const running = await startServerProcess(database);
      server = running;
      const learner = await running.signIn('learner');
      let exit: ProcessExit | undefined;
      void running.exited.then((ended) => {
        exit = ended;
      });
      const idle = await openIdleConnection(`${running.apiUrl}/no-such-call`);
      const held = await startHeldPost(
        `${running.apiUrl}${buildPath('contentComplete', { user_id: learnerId, content_id: contentId })}`,
        learner.authorization,
        new URLSearchParams({ score: '1' }).toString(),
      );

      running.signal('SIGTERM');
      await vi.waitFor(async () => expect(await isRefused(running.port)).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
      // An idle keep-alive connection would hold the close open until the grace ends.
      await expect(Promise.race([idle.closed.then(() => 'closed'), sleep(5_000)])).resolves.toBe('closed');
      expect(exit, 'the process must wait for the request in flight').toBeUndefined();

      const answer = await held.finish();
      const answeredAt = Date.now();
      expect(answer.status, answer.text).toBe(200);
      expect(completionResponseSchema.parse(JSON.parse(answer.text))).toMatchObject({
        completed: true,
        error: 0,
      });

      expect(await running.exited, running.output()).toEqual({ code: 0, signal: null });
      expect(Date.now() - answeredAt).toBeLessThan(exitAfterLastResponseMs);
      expect(running.output()).toContain('SIGTERM: shutting down');
      // What was answered was committed before the database closed.
      expect(await inDatabase(completionsOfContent)).toBe(completionsBefore + 1);
    },
    serverProcessTestTimeoutMs,
  );

  it(
    'leaves no export half-written: a file being written at SIGTERM is finished, or its job failed',
    async () => {
      const running = await startServerProcess(database);
      server = running;
      const admin = await running.signIn('admin');
      const exportCalls = contentExportCalls(contentId);
      const before = await exportCalls.whole(server, admin);
      await exportCalls.request(server, admin);
      // The job runs after its request was answered; on PostgreSQL the signal lands while it writes (on PGlite the
      // job holds the process's one thread, so the signal waits for the file).
      await sleep(before.writingMs * interruptAtShareOfWriting);
      running.signal('SIGTERM');
      expect(await running.exited, running.output()).toEqual({ code: 0, signal: null });
      expect(await inDatabase(readUnfinishedExports)).toEqual({ pendingJobs: 0, orphanParts: 0 });
    },
    serverProcessTestTimeoutMs,
  );
});
