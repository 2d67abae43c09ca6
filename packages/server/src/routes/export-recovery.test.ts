/**
 * Export jobs that lose their server (issue 11, "Faults"; 0030): a queued or running job untouched for the lease
 * is dead, and is failed with its file's parts deleted when its owner polls it or when a server starts; a job
 * still touched within the lease is left to its server, which may be another one on the same database. A run
 * whose job another server failed stops writing; a run stopped at shutdown fails its job itself.
 */
import { randomBytes } from 'node:crypto';
import {
  adminMessages,
  contentExportFields,
  type ExportStatus,
  exportLimits,
  exportStatusSchema,
} from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFilePart } from '../db/schema';
import { completableContents } from '../faults/completable-contents';
import { addExportRows } from '../faults/export-jobs';
import {
  type ExportJobRow,
  findExportJob,
  insertExportFilePart,
  insertExportJob,
} from '../repositories/export-job-repository';
import { createExportService } from '../services/export-service';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const leaseMs = exportLimits.jobLeaseSeconds * 1000;
const interrupted = adminMessages.exports.interrupted;

describe('export jobs that lose their server', () => {
  let server: TestServer;
  let admin: SignedIn;
  let contentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    contentId = completableContents(server.demo)[0]?.id ?? 0;
    // Enough completions for a file of many pages, so a run can be caught part way.
    const learnerId = server.demo.users.find((user) => user.username === 'learner')?.id ?? 0;
    await addExportRows(server.db, contentId, learnerId);
  });
  afterAll(() => server.close());

  /** Another server on the same database, with its own clock (the test's, unless given). */
  const otherServer = (now = server.clock.now) => createExportService({ orm: server.db.orm, now });

  /** The admin's content export job as its server left it, touched now when it is running. */
  async function recordJob(status: 'queued' | 'running'): Promise<ExportJobRow> {
    const job = await insertExportJob(server.db.orm, {
      file: `content-${randomBytes(16).toString('base64url')}.csv`,
      userId: admin.user_id,
      kind: 'content',
      params: { objectId: contentId },
      format: 'csv',
      fields: [...contentExportFields],
      status,
      createdAt: server.clock.now(),
      heartbeatAt: status === 'running' ? server.clock.now() : null,
    });
    if (status === 'running') await insertExportFilePart(server.db.orm, job.id, 0, Buffer.from('part'));
    return job;
  }

  const poll = (file: string): Promise<ExportStatus> =>
    server.readOk(buildPath('exportStatus', { file }), exportStatusSchema, admin);
  const download = (file: string) => server.request(buildPath('exportDownload', { file }), { as: admin });
  const partsOf = async (jobId: number) => {
    const [row] = await server.db.orm
      .select({ parts: count() })
      .from(exportFilePart)
      .where(eq(exportFilePart.jobId, jobId));
    return row?.parts ?? 0;
  };
  const readJob = async (jobId: number) => {
    const job = await findExportJob(server.db.orm, jobId);
    if (!job) throw new Error(`No export job ${jobId}`);
    return job;
  };

  it('leaves a running job touched within the lease to its server: polled, it is still in progress', async () => {
    const job = await recordJob('running');
    server.clock.advance(leaseMs - 1_000);
    expect(await poll(job.file)).toMatchObject({ completed: false, error: null });
    expect((await readJob(job.id)).status).toBe('running');
    expect(await partsOf(job.id)).toBe(1);
  });

  it.each(['running', 'queued'] as const)(
    'fails a %s job untouched for longer than the lease when its owner polls it, and deletes its parts',
    async (status) => {
      const job = await recordJob(status);
      server.clock.advance(leaseMs + 1_000);
      expect(await poll(job.file)).toMatchObject({ completed: false, url: null, error: interrupted });
      expect(await readJob(job.id)).toMatchObject({ status: 'failed', error: interrupted });
      expect(await partsOf(job.id)).toBe(0);
      expect((await download(job.file)).status).toBe(404);
    },
  );

  it('fails, at a server’s start, the dead jobs of every owner and only those', async () => {
    const dead = await recordJob('running');
    server.clock.advance(leaseMs + 1_000);
    const live = await recordJob('running');
    // Jobs of the tests before may be dead by now too.
    expect(await otherServer().failDeadJobs()).toBeGreaterThan(0);
    expect(await readJob(dead.id)).toMatchObject({ status: 'failed', error: interrupted });
    expect(await partsOf(dead.id)).toBe(0);
    expect((await readJob(live.id)).status).toBe('running');
    expect(await partsOf(live.id)).toBe(1);
  });

  /** Runs a queued job on a server of its own, and `interrupt`s it once the run has written a page or more. */
  async function runInterrupted(
    interrupt: (job: ExportJobRow, writer: ReturnType<typeof otherServer>) => Promise<void>,
  ): Promise<ExportJobRow> {
    const job = await recordJob('queued');
    const writer = otherServer();
    const running = writer.run(job.id);
    // Asked back to back (no timer between: the run does not wait for one either), so caught after its first page.
    let seen = await readJob(job.id);
    while (seen.rows === 0 && (seen.status === 'queued' || seen.status === 'running'))
      seen = await readJob(job.id);
    expect(seen.status, 'the run is caught part way').toBe('running');
    await interrupt(job, writer);
    await running;
    return readJob(job.id);
  }

  it('stops writing a job another server failed: no progress, no part, no completion after that', async () => {
    let rowsWhenFailed = 0;
    const ended = await runInterrupted(async (job) => {
      // A server whose clock is past the lease takes the job for dead, as after a long pause of its own server.
      const pastLease = () => new Date(server.clock.now().getTime() + leaseMs + 1_000);
      await otherServer(pastLease).failDeadJobs();
      rowsWhenFailed = (await readJob(job.id)).rows;
    });
    expect(ended).toMatchObject({
      status: 'failed',
      error: interrupted,
      rows: rowsWhenFailed,
      completedAt: null,
    });
    expect(ended.rows).toBeLessThan(ended.total ?? 0);
    expect(await partsOf(ended.id)).toBe(0);
  });

  it('fails at shutdown the jobs still being written once the grace is over, and deletes their parts', async () => {
    const ended = await runInterrupted((_job, writer) => writer.stopRuns(0));
    expect(ended).toMatchObject({ status: 'failed', error: interrupted, completedAt: null });
    expect(ended.rows).toBeLessThan(ended.total ?? 0);
    expect(await partsOf(ended.id)).toBe(0);
  });

  it('fails at once a job whose run begins after the shutdown began', async () => {
    const job = await recordJob('queued');
    const writer = otherServer();
    await writer.stopRuns(0);
    await writer.run(job.id);
    expect(await readJob(job.id)).toMatchObject({ status: 'failed', error: interrupted, rows: 0 });
  });

  it('writes the whole file of a run that ends within the grace', async () => {
    const job = await recordJob('queued');
    const writer = otherServer();
    const running = writer.run(job.id);
    await writer.stopRuns(60_000);
    await running;
    expect(await readJob(job.id)).toMatchObject({ status: 'completed', error: null });
    expect(await partsOf(job.id)).toBeGreaterThan(0);
  });
});
