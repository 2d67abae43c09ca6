/**
 * Export jobs and their files (0019): the job row, and the file's bytes in numbered parts. A running job is
 * written only while its row says running (0030: the lease): every write by the job's run checks it, so a job
 * failed by another server is never written to again.
 */
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { exportFilePart, exportJob } from '../db/schema';

export type ExportJobRow = typeof exportJob.$inferSelect;

type ExportJobChanges = Partial<Omit<typeof exportJob.$inferInsert, 'id' | 'file' | 'userId'>>;
type UnfinishedStatus = 'queued' | 'running';

export async function insertExportJob(db: Orm, values: typeof exportJob.$inferInsert): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJob).values(values).returning();
  if (!row) throw new Error('insertExportJob: no row returned');
  return row;
}

export async function findExportJobByFile(db: Orm, file: string): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(exportJob).where(eq(exportJob.file, file));
  return row;
}

export async function findExportJob(db: Orm, id: number): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(exportJob).where(eq(exportJob.id, id));
  return row;
}

export async function updateExportJob(db: Orm, id: number, values: ExportJobChanges): Promise<void> {
  await db.update(exportJob).set(values).where(eq(exportJob.id, id));
}

/** Changes the job only while it has the status `from`; whether it had it. */
export async function updateExportJobIn(
  db: Orm,
  id: number,
  from: UnfinishedStatus,
  values: ExportJobChanges,
): Promise<boolean> {
  const changed = await db
    .update(exportJob)
    .set(values)
    .where(and(eq(exportJob.id, id), eq(exportJob.status, from)))
    .returning({ id: exportJob.id });
  return changed.length > 0;
}

/**
 * Adds a part of the file of a running job; false, adding nothing, once the job is no longer running. The job's
 * row is locked for the insert, so a concurrent `failExportJobs` either waits and deletes this part too, or has
 * failed the job first and this adds nothing.
 */
export function insertExportFilePart(
  db: Orm,
  jobId: number,
  part: number,
  bytes: Uint8Array,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: exportJob.id })
      .from(exportJob)
      .where(and(eq(exportJob.id, jobId), eq(exportJob.status, 'running')))
      .for('share');
    if (!running) return false;
    await tx.insert(exportFilePart).values({ jobId, part, bytes });
    return true;
  });
}

/**
 * Fails the queued or running jobs chosen (one job by id, the ones not touched since a moment, or both) with the
 * error, and deletes their files' parts, in one transaction; the ids of the jobs it failed. A job already
 * completed or failed is left as it is.
 */
export function failExportJobs(
  db: Orm,
  error: string,
  which: { id?: number; untouchedSince?: Date },
): Promise<number[]> {
  const conditions: SQL[] = [inArray(exportJob.status, ['queued', 'running'])];
  if (which.id !== undefined) conditions.push(eq(exportJob.id, which.id));
  // The expression of export_job_unfinished_idx (0030).
  if (which.untouchedSince)
    conditions.push(
      sql`coalesce(${exportJob.heartbeatAt}, ${exportJob.createdAt}) < ${which.untouchedSince.toISOString()}::timestamptz`,
    );
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(exportJob)
      .set({ status: 'failed', error })
      .where(and(...conditions))
      .returning({ id: exportJob.id });
    const ids = failed.map((job) => job.id);
    if (ids.length > 0) await tx.delete(exportFilePart).where(inArray(exportFilePart.jobId, ids));
    return ids;
  });
}

export async function countExportFileParts(db: Orm, jobId: number): Promise<number> {
  const [row] = await db
    .select({ parts: count() })
    .from(exportFilePart)
    .where(eq(exportFilePart.jobId, jobId));
  return row?.parts ?? 0;
}

/** One part of a file: read one at a time, so serving a large file does not hold it all. */
export async function readExportFilePart(db: Orm, jobId: number, part: number) {
  const [row] = await db
    .select({ bytes: exportFilePart.bytes })
    .from(exportFilePart)
    .where(and(eq(exportFilePart.jobId, jobId), eq(exportFilePart.part, part)));
  return row?.bytes;
}
