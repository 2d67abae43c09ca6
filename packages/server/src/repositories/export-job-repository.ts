/** Export jobs and their files (0019): the job row, and the file's bytes in numbered parts. */
import { and, count, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { exportFilePart, exportJob } from '../db/schema';

export type ExportJobRow = typeof exportJob.$inferSelect;

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

export async function updateExportJob(
  db: Orm,
  id: number,
  values: Partial<Omit<typeof exportJob.$inferInsert, 'id' | 'file' | 'userId'>>,
): Promise<void> {
  await db.update(exportJob).set(values).where(eq(exportJob.id, id));
}

export async function insertExportFilePart(db: Orm, jobId: number, part: number, bytes: Uint8Array) {
  await db.insert(exportFilePart).values({ jobId, part, bytes });
}

export async function deleteExportFileParts(db: Orm, jobId: number): Promise<void> {
  await db.delete(exportFilePart).where(eq(exportFilePart.jobId, jobId));
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
