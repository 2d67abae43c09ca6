/**
 * An export interrupted for certain while its file is part written: a server process whose export runs pause after
 * each stored part (the paced writer of export-service.ts), the wait for the line it prints, and what the
 * database held for the job once the process was killed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { completion, exportFilePart, exportJob } from '../db/schema';
import { exportPartPauseVariable, exportPartStoredLine } from '../services/export-service';
import { type ServerDatabase, type ServerProcess, startServerProcess } from '../testing/server-process';

/** Far longer than a kill takes to land after the line is read, and shorter than the lease (60 s). */
const partPauseMs = 30_000;
/** A loaded CI machine stores a file's first part in a few seconds at most. */
const firstPartTimeoutMs = 30_000;
const pollIntervalMs = 20;

/**
 * Starts a server whose export runs pause after every stored part. startServerProcess copies the environment
 * before its first await, so the variable is set for this process alone and gone again for the next start.
 */
export function startPacedServerProcess(database: ServerDatabase): Promise<ServerProcess> {
  process.env[exportPartPauseVariable] = String(partPauseMs);
  try {
    return startServerProcess(database);
  } finally {
    delete process.env[exportPartPauseVariable];
  }
}

/** Waits until the server says it stored the first part of `file` (and is pausing before the next). */
export async function waitForFirstStoredPart(server: ServerProcess, file: string): Promise<void> {
  const line = exportPartStoredLine(file, 0);
  const deadline = Date.now() + firstPartTimeoutMs;
  let hasEnded = false;
  void server.exited.then(() => {
    hasEnded = true;
  });
  while (!server.output().includes(line)) {
    if (hasEnded || Date.now() > deadline)
      throw new Error(`The server never printed "${line}":\n${server.output()}`);
    await sleep(pollIntervalMs);
  }
}

/** The interrupted job as the killed server left it, and how many rows its whole file would have. */
export async function readExportJobAtKill(db: Database, file: string, contentId: number) {
  const [job] = await db.orm
    .select({
      id: exportJob.id,
      status: exportJob.status,
      completedAt: exportJob.completedAt,
      rows: exportJob.rows,
      total: exportJob.total,
    })
    .from(exportJob)
    .where(eq(exportJob.file, file));
  if (!job) return undefined;
  const [[parts], [rows]] = await Promise.all([
    db.orm.select({ parts: count() }).from(exportFilePart).where(eq(exportFilePart.jobId, job.id)),
    db.orm.select({ rows: count() }).from(completion).where(eq(completion.contentId, contentId)),
  ]);
  const { id: _id, ...seen } = job;
  // contentRows: the content's completions, so the rows its whole file holds.
  return { ...seen, parts: parts?.parts ?? 0, contentRows: rows?.rows ?? 0 };
}

/** The records of a CSV file (after the byte order mark, each ending CRLF), its heading first. */
export function csvRecordCount(file: Buffer): number {
  return file.toString('utf8').split('\r\n').length - 1;
}
