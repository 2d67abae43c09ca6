/**
 * Issue 11, "Faults": the server killed in the middle of a completion or an export loses nothing that was
 * acknowledged and leaves nothing half-written. The real server process is killed (SIGKILL: no shutdown, no
 * goodbye) while a learner's completions stream in, and again while an export's file is being written; it is
 * started again on the same database each time. An interrupted export is never served part written, and once its
 * lease has run out it is failed with its file's parts deleted. Runs on PGlite in a data folder, and on PostgreSQL under
 * `npm run test:postgres`.
 */
import { adminMessages, completionResponseSchema } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { buildDemoData } from '../demo/demo-data';
import type { SignedIn } from '../testing/api-client';
import {
  createServerDatabase,
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
  expireExportLease,
  readCompletedAt,
  readUnfinishedExports,
} from './export-jobs';
import { type LearnerMarks, readLearnerMarks, readStoredRecords, recomputeRecords } from './learner-records';
import {
  csvRecordCount,
  readExportJobAtKill,
  startPacedServerProcess,
  waitForFirstStoredPart,
} from './paced-export';

const demo = buildDemoData(new Date());
const learnerId = demo.users.find((user) => user.username === 'learner')?.id ?? 0;
const [exportedContent, ...completedContents] = completableContents(demo);
const exportedContentId = exportedContent?.id ?? 0;
const exportCalls = contentExportCalls(exportedContentId);

/** The burst: this many completions, this many at a time, the kill once this many were answered. */
const burst = { size: 400, atOnce: 8, killAfterAnswered: 60 };

describe('the server killed in the middle of work', () => {
  let database: ServerDatabase;
  let marks: LearnerMarks;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createServerDatabase();
    await seedServerDatabase(database, async (db) => {
      await addExportRows(db, exportedContentId, learnerId);
      marks = await readLearnerMarks(db.orm, learnerId);
    });
  });
  afterAll(async () => {
    await server?.kill();
    await database?.remove();
  });

  /** Runs `check` on the database once the server has ended (PGlite allows one process at a time). */
  const inDatabase = <T>(check: (db: Database) => Promise<T>) => withServerDatabase(database, check);

  async function stopServer(running: ServerProcess) {
    running.signal('SIGTERM');
    expect(await running.exited, running.output()).toEqual({ code: 0, signal: null });
  }

  const complete = (on: ServerProcess, as: SignedIn, contentId: number) =>
    on.request(buildPath('contentComplete', { user_id: as.user_id, content_id: contentId }), {
      method: 'POST',
      body: new URLSearchParams({ score: '1' }),
      as,
    });
  const increment = (tally: Map<number, number>, contentId: number) =>
    tally.set(contentId, (tally.get(contentId) ?? 0) + 1);

  it(
    'keeps every acknowledged completion, and the learner’s ledger, totals, medals, badges and activities agree with them',
    async () => {
      const running = await startServerProcess(database);
      server = running;
      const learner = await running.signIn('learner');
      const sent = new Map<number, number>();
      const answered = new Map<number, number>();
      let answeredCount = 0;
      let isKilled = false;
      let next = 0;

      async function completeOneAfterAnother(): Promise<void> {
        while (next < burst.size && !isKilled) {
          const contentId = completedContents[next % completedContents.length]?.id ?? 0;
          next += 1;
          increment(sent, contentId);
          try {
            const response = await complete(running, learner, contentId);
            // The status line is the acknowledgement: the transaction committed before the answer was sent.
            if (response.status !== 200)
              throw new Error(`Content ${contentId}: ${response.status} ${await response.text()}`);
            increment(answered, contentId);
            answeredCount += 1;
            if (answeredCount === burst.killAfterAnswered) {
              isKilled = true;
              running.signal('SIGKILL');
            }
            if (!isKilled) expect(completionResponseSchema.parse(await response.json()).completed).toBe(true);
          } catch (error) {
            // After the kill, a call in flight fails without an answer: it may or may not have been stored.
            if (!isKilled) throw error;
          }
        }
      }
      await Promise.all(Array.from({ length: burst.atOnce }, completeOneAfterAnother));
      expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(next, 'the kill came in the middle of the burst').toBeLessThan(burst.size);

      const restarted = await startServerProcess(database);
      server = restarted;
      const contentId = completedContents[0]?.id ?? 0;
      increment(sent, contentId);
      expect((await complete(restarted, await restarted.signIn('learner'), contentId)).status).toBe(200);
      increment(answered, contentId);
      await stopServer(restarted);

      const { stored, recomputed } = await inDatabase(async (db) => ({
        stored: await readStoredRecords(db.orm, learnerId, marks),
        recomputed: await recomputeRecords(db.orm, learnerId, marks),
      }));
      const storedOf = (id: number) => stored.completions.filter((done) => done.contentId === id).length;
      for (const [id, times] of sent) {
        expect(storedOf(id), `content ${id}: every answered completion`).toBeGreaterThanOrEqual(
          answered.get(id) ?? 0,
        );
        expect(storedOf(id), `content ${id}: no more than were sent`).toBeLessThanOrEqual(times);
      }
      expect(stored.completions.length).toBeGreaterThan(burst.killAfterAnswered);
      // Some completions earned points, so the comparison below is not of empty lists.
      expect(recomputed.ledger.length).toBeGreaterThan(0);
      expect(stored).toEqual(recomputed);
    },
    serverProcessTestTimeoutMs,
  );

  it(
    'never serves an interrupted export part written; once its lease has run out, it is failed with no part left',
    async () => {
      // A paced writer pauses after each stored part, so the kill lands while the file is part written on PGlite
      // (where a run holds the server's one thread while it writes) and on PostgreSQL alike.
      const running = await startPacedServerProcess(database);
      server = running;
      const interrupted = await exportCalls.request(running, await running.signIn('admin'));
      await waitForFirstStoredPart(running, interrupted.file);
      running.signal('SIGKILL');
      expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // The kill came mid-write: the job was running, with part of its file stored and rows still to write.
      const atKill = await inDatabase((db) => readExportJobAtKill(db, interrupted.file, exportedContentId));
      expect(atKill).toMatchObject({ status: 'running', completedAt: null, total: atKill?.contentRows });
      expect(atKill?.parts, 'parts stored before the kill').toBeGreaterThanOrEqual(1);
      expect(atKill?.rows, 'rows written before the kill').toBeLessThan(atKill?.contentRows ?? 0);

      // Restarted within the lease, the server cannot tell a dead job from one another server is writing: the job
      // stays unfinished, and no part of its file is served.
      const restarted = await startServerProcess(database);
      server = restarted;
      const again = await restarted.signIn('admin');
      expect(await exportCalls.status(restarted, again, interrupted.file)).toMatchObject({
        completed: false,
        url: null,
        error: null,
      });
      expect(await exportCalls.downloadAnswer(restarted, again, interrupted.file)).toBe(404);
      // A new export of the same content is whole: its heading and every completion, none of the dead job's parts.
      expect(csvRecordCount((await exportCalls.whole(restarted, again)).file)).toBe(
        (atKill?.contentRows ?? 0) + 1,
      );
      await stopServer(restarted);

      // The lease runs out (moved back rather than waited for): the next start, or the owner's poll, fails it.
      await inDatabase((db) => expireExportLease(db, interrupted.file));
      const afterLease = await startServerProcess(database);
      server = afterLease;
      const owner = await afterLease.signIn('admin');
      expect(await exportCalls.status(afterLease, owner, interrupted.file)).toMatchObject({
        completed: false,
        url: null,
        error: adminMessages.exports.interrupted,
      });
      expect(await exportCalls.downloadAnswer(afterLease, owner, interrupted.file)).toBe(404);
      await stopServer(afterLease);
      expect(await inDatabase((db) => readCompletedAt(db, interrupted.file))).toBeNull();
      expect(await inDatabase(readUnfinishedExports)).toEqual({ pendingJobs: 0, orphanParts: 0 });
    },
    serverProcessTestTimeoutMs,
  );
});
