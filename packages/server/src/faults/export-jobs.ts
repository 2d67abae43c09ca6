/**
 * An export that takes many pages to write, for interrupting it: a demo content's completions by every demo user
 * but one, followed through the export job calls (001 section 7) of a server process, and what an interrupted job
 * may leave in the database (nothing half-written: no job still queued or running, no part of a file that never
 * completed), once its lease (0030) has run out, which a test brings about by moving the job's last touch back.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiBasePath,
  contentExportFields,
  type ExportStatus,
  exportLimits,
  exportStatusSchema,
} from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { exportFilePart, exportJob } from '../db/schema';
import type { SignedIn } from '../testing/api-client';
import type { ServerProcess } from '../testing/server-process';

/** About 15,000 rows with the demo's users: about a second to write, in 30 pages. */
const rowsPerUser = 250;
/** A loaded CI machine writes the file in a few seconds at most. */
const fileTimeoutMs = 30_000;
const pollIntervalMs = 50;
/** When an export is interrupted, as a share of the time the same file took to write. */
export const interruptAtShareOfWriting = 0.3;

/** Completions (without points, so no ledger) of the content by every user but `exceptUserId`. */
export function addExportRows(db: Database, contentId: number, exceptUserId: number): Promise<void> {
  return db.exec(`
    INSERT INTO completion (user_id, content_id, completed_at, points_awarded)
      SELECT app_user.id, ${contentId}, now() - make_interval(mins => minute), 0
      FROM app_user, generate_series(1, ${rowsPerUser}) minute
      WHERE app_user.id <> ${exceptUserId};`);
}

/** The content's CSV export with every field, through the job calls. */
export function contentExportCalls(contentId: number) {
  const fields = contentExportFields.map((field) => `fields[]=${field}`).join('&');
  const path = `${buildPath('objectExport', { export_object: 'content', object_id: contentId })}?type=csv&${fields}`;
  const status = (on: ServerProcess, as: SignedIn, file: string): Promise<ExportStatus> =>
    on.readOk(buildPath('exportStatus', { file }), exportStatusSchema, as);

  /** Waits for the job's file (it must complete without an error) and downloads it. */
  async function download(on: ServerProcess, as: SignedIn, file: string): Promise<Buffer> {
    const deadline = Date.now() + fileTimeoutMs;
    let polled = await status(on, as, file);
    while (!polled.completed && polled.error === null && Date.now() < deadline) {
      await sleep(pollIntervalMs);
      polled = await status(on, as, file);
    }
    if (!polled.completed || polled.error !== null)
      throw new Error(`The export ${file} did not complete: ${JSON.stringify(polled)}`);
    const response = await on.request((polled.url ?? '').replace(apiBasePath, ''), { as });
    if (response.status !== 200) throw new Error(`Downloading ${file} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  const request = (on: ServerProcess, as: SignedIn) => on.readOk(path, exportStatusSchema, as);

  /** The status of the answer to downloading the job's file, whether or not it is ready. */
  async function downloadAnswer(on: ServerProcess, as: SignedIn, file: string): Promise<number> {
    const response = await on.request(buildPath('exportDownload', { file }), { as });
    await response.body?.cancel();
    return response.status;
  }

  return {
    request,
    status,
    download,
    downloadAnswer,
    /** Requests the export and downloads its file, with the time that took. */
    async whole(on: ServerProcess, as: SignedIn): Promise<{ file: Buffer; writingMs: number }> {
      const startedAt = performance.now();
      const file = await download(on, as, (await request(on, as)).file);
      return { file, writingMs: performance.now() - startedAt };
    },
  };
}

/** When the job's file was completed, if it was. */
export async function readCompletedAt(db: Database, file: string): Promise<Date | null> {
  const [job] = await db.orm
    .select({ completedAt: exportJob.completedAt })
    .from(exportJob)
    .where(eq(exportJob.file, file));
  return job?.completedAt ?? null;
}

/**
 * Moves the job's last touch back past the lease, as waiting out the lease would: its server, if any were still
 * writing it, would have touched it since.
 */
export async function expireExportLease(db: Database, file: string): Promise<void> {
  const lapsedAt = new Date(Date.now() - (exportLimits.jobLeaseSeconds + 1) * 1000);
  await db.orm.update(exportJob).set({ heartbeatAt: lapsedAt }).where(eq(exportJob.file, file));
}

/** What interrupted jobs left: jobs still queued or running, and parts of files of jobs that did not complete. */
export async function readUnfinishedExports(
  db: Database,
): Promise<{ pendingJobs: number; orphanParts: number }> {
  const notCompleted = db.orm
    .select({ id: exportJob.id })
    .from(exportJob)
    .where(ne(exportJob.status, 'completed'));
  const [[parts], [pending]] = await Promise.all([
    db.orm.select({ parts: count() }).from(exportFilePart).where(inArray(exportFilePart.jobId, notCompleted)),
    db.orm
      .select({ jobs: count() })
      .from(exportJob)
      .where(inArray(exportJob.status, ['queued', 'running'])),
  ]);
  return { pendingJobs: pending?.jobs ?? 0, orphanParts: parts?.parts ?? 0 };
}
