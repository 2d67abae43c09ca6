/**
 * Export jobs (001 sections 3, 4 and 7; ARCHITECTURE "Heavy work (exports) runs as jobs recorded in the database
 * and polled by the client"): a request records a job and answers at once; `run` writes the file after the
 * response, in this process, a page of rows at a time, keeping progress and the file's parts in the database;
 * the owner polls the job, downloads the file and dismisses the job. Only the owner sees a job.
 *
 * A job holds a lease (0030; issue 11, "Faults"): its run touches it with every page, and a queued or running job
 * untouched for `exportLimits.jobLeaseSeconds` lost its server, so it is failed, with its file's parts deleted,
 * when its owner polls it and at every server's start. Servers sharing one database fail only such dead jobs,
 * never each other's live ones; a run whose job was failed meanwhile stops writing. At shutdown the service waits
 * for its runs, then stops the rest, which fail their jobs themselves.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  adminMessages,
  apiBasePath,
  type ExportFormat,
  type ExportStatus,
  exportFileExtensions,
  exportLimits,
} from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import {
  countExportFileParts,
  type ExportJobRow,
  failExportJobs,
  findExportJob,
  findExportJobByFile,
  insertExportFilePart,
  insertExportJob,
  readExportFilePart,
  updateExportJob,
  updateExportJobIn,
} from '../repositories/export-job-repository';
import { assignmentExport } from './exports/assignment-export';
import { contentExport } from './exports/content-export';
import { writeExportFile } from './exports/export-file-writer';
import type { ExportKind, ExportParams } from './exports/export-kind';
import { reportExport } from './exports/report-export';
import { segmentExport } from './exports/segment-export';
import { segnocodeExport } from './exports/segnocode-export';
import { unitExport } from './exports/unit-export';
import type { ServiceContext } from './service-context';

/** Every kind of export, by the name recorded on its jobs. */
export const exportKinds = {
  segnocode: segnocodeExport,
  assignment: assignmentExport,
  unit: unitExport,
  // issue 10: reports, segments' learners, contents' completions
  report: reportExport,
  segment: segmentExport,
  content: contentExport,
} satisfies Record<string, ExportKind>;
export type ExportKindName = keyof typeof exportKinds;

const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What /export/{file} accepts: the names this service gives out, nothing that could reach elsewhere. */
const fileNamePattern = /^[a-z]+-[A-Za-z0-9_-]{22}\.(csv|xlsx)$/;

/** The error of a job whose server stopped writing it: a crash (its lease ran out) or a shutdown. */
const interruptedError = adminMessages.exports.interrupted;

/**
 * Thrown inside a run to stop writing: its job is no longer running (another server failed it: nothing of it is
 * ours to change), or this server is shutting down (the run fails its job).
 */
class ExportRunStopped extends Error {
  constructor(readonly reason: 'jobLost' | 'shutdown') {
    super(`The export run stopped: ${reason}`);
  }
}

/**
 * Test seam, a paced writer: with this variable set (milliseconds) in the server's environment, a run prints
 * `exportPartStoredLine` once each part of its file is stored, then waits that long before writing on, so a test
 * can kill the server while a file is part written (faults/crash.test.ts). Unset, nothing is printed or awaited.
 */
export const exportPartPauseVariable = 'SEGNO_TEST_EXPORT_PART_PAUSE_MS';
export const exportPartStoredLine = (file: string, part: number) => `Export ${file}: part ${part} stored`;

async function pauseAfterPart(file: string, part: number): Promise<void> {
  const pauseMs = Number(process.env[exportPartPauseVariable] ?? 0);
  if (!(pauseMs > 0)) return;
  console.info(exportPartStoredLine(file, part));
  await sleep(pauseMs);
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isUnfinished = (job: ExportJobRow) => job.status === 'queued' || job.status === 'running';

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** The name the file is saved under: its kind's stem (segnocode-WELCOME1) and its format's extension. */
function downloadName(job: ExportJobRow): string {
  // A kind no longer registered (a failed job of an older release) still names its file.
  const kind: ExportKind | undefined = exportKinds[job.kind as ExportKindName];
  return `${kind?.fileStem(job.params) ?? 'export'}.${exportFileExtensions[job.format]}`;
}

function toStatus(job: ExportJobRow): ExportStatus {
  const completed = job.status === 'completed';
  return {
    id: job.id,
    file: job.file,
    name: downloadName(job),
    completed,
    dismissed: job.dismissedAt !== null,
    url: completed ? `${apiBasePath}${buildPath('exportDownload', { file: job.file })}` : null,
    rows: job.rows,
    total: job.total,
    time: completed && job.completedAt ? secondsBetween(job.createdAt, job.completedAt) : null,
    error: job.error,
  };
}

export type ExportDownload = {
  name: string;
  mediaType: string;
  byteSize: number;
  parts: AsyncIterable<Uint8Array>;
};

export function createExportService({ orm, now }: ServiceContext) {
  /** The runs this server started and that have not ended, for the shutdown. */
  const runs = new Set<Promise<void>>();
  /** At shutdown, 'waiting': a new run fails its job instead of writing; 'stopping': so do the runs writing. */
  let shutdown: 'none' | 'waiting' | 'stopping' = 'none';

  /** Queued or running jobs untouched since then are dead. */
  const leaseStart = () => new Date(now().getTime() - exportLimits.jobLeaseSeconds * 1000);
  const failDeadJobs = (id?: number) =>
    failExportJobs(orm, interruptedError, { id, untouchedSince: leaseStart() });

  async function write(jobId: number, isAfterShutdown: boolean): Promise<void> {
    const job = await findExportJob(orm, jobId);
    if (job?.status !== 'queued') return;
    if (isAfterShutdown) {
      await failExportJobs(orm, interruptedError, { id: jobId });
      return;
    }
    // Claims the job: a job failed meanwhile (its lease ran out while it waited) is not written.
    if (!(await updateExportJobIn(orm, jobId, 'queued', { status: 'running', heartbeatAt: now() }))) return;
    /** Renews the lease with the job's progress, unless the job is no longer ours to write or the server stops. */
    const touch = async (values: { rows?: number; total?: number }) => {
      if (shutdown === 'stopping') throw new ExportRunStopped('shutdown');
      if (!(await updateExportJobIn(orm, jobId, 'running', { ...values, heartbeatAt: now() })))
        throw new ExportRunStopped('jobLost');
    };
    const kind: ExportKind = exportKinds[job.kind as ExportKindName];
    try {
      const total = await kind.count(orm, job.params);
      await touch({ total });
      async function* pages() {
        for (let offset = 0; offset < total; offset += exportLimits.pageSize) {
          const page = await kind.page(orm, job?.params ?? {}, offset, exportLimits.pageSize);
          if (page.length === 0) return;
          yield page;
        }
      }
      let part = 0;
      let byteSize = 0;
      const rows = await writeExportFile({
        format: job.format,
        fields: job.fields,
        headings: kind.headings,
        pages: pages(),
        onProgress: (written) => touch({ rows: written }),
        sink: async (bytes) => {
          if (!(await insertExportFilePart(orm, jobId, part, bytes))) throw new ExportRunStopped('jobLost');
          part += 1;
          byteSize += bytes.byteLength;
          await pauseAfterPart(job.file, part - 1);
        },
      });
      const completed = { status: 'completed' as const, rows, total: rows, byteSize, completedAt: now() };
      if (!(await updateExportJobIn(orm, jobId, 'running', completed))) throw new ExportRunStopped('jobLost');
    } catch (error) {
      // 'jobLost': another server failed the job and deleted its parts, and none was added after (the insert checks).
      if (error instanceof ExportRunStopped && error.reason === 'jobLost') return;
      if (!(error instanceof ExportRunStopped)) console.error(`Export job ${jobId} failed:`, error);
      const message = error instanceof ExportRunStopped ? interruptedError : describeError(error);
      await failExportJobs(orm, message, { id: jobId }).catch((failure: unknown) =>
        console.error(`Export job ${jobId} could not be marked failed:`, failure),
      );
    }
  }

  async function ownJob(userId: number, file: string) {
    if (!fileNamePattern.test(file)) return undefined;
    const job = await findExportJobByFile(orm, file);
    // Another user's job answers as if it did not exist.
    return job?.userId === userId ? job : undefined;
  }

  return {
    /** Whether the thing a request names exists. */
    exists: (kind: ExportKindName, params: ExportParams) => exportKinds[kind].exists(orm, params),

    /** Records a job; the caller starts `run` once the answer is on its way. */
    async request(
      userId: number,
      kind: ExportKindName,
      params: ExportParams,
      format: ExportFormat,
      fields: readonly string[],
    ): Promise<ExportStatus> {
      const file = `${kind}-${randomBytes(16).toString('base64url')}.${exportFileExtensions[format]}`;
      const job = await insertExportJob(orm, {
        file,
        userId,
        kind,
        params,
        format,
        fields: [...fields],
        createdAt: now(),
      });
      return toStatus(job);
    },

    /** Writes the job's file; a failure is recorded on the job, never thrown. */
    async run(jobId: number): Promise<void> {
      // A run asked for once the shutdown began does not start writing.
      const running = write(jobId, shutdown !== 'none');
      runs.add(running);
      try {
        await running;
      } finally {
        runs.delete(running);
      }
    },

    /**
     * Resolves once no run is under way, those started meanwhile included: the test server waits for it after each
     * request, so a file written after its answer never writes rows while the next request runs.
     */
    async settled(): Promise<void> {
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },

    /** Fails every dead job (its lease ran out) of any server, with its parts: at a server's start. */
    async failDeadJobs(): Promise<number> {
      return (await failDeadJobs()).length;
    },

    /**
     * Shutdown: no new run starts writing; the runs under way get `graceMs` to finish, then are stopped (each
     * fails its job and deletes its parts). Resolves once none is left, so the database can be closed.
     */
    async stopRuns(graceMs: number): Promise<void> {
      shutdown = 'waiting';
      if (graceMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...runs]),
          new Promise((resolve) => {
            timer = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      shutdown = 'stopping';
      await Promise.allSettled([...runs]);
    },

    /** The job, polled by its owner; undefined for anyone else. */
    async status(userId: number, file: string): Promise<ExportStatus | undefined> {
      const job = await ownJob(userId, file);
      if (!job) return undefined;
      // A dead job is failed now rather than polled for ever; its run, if it ever wakes, finds it failed. Whether
      // it is dead is the repository's to tell, in the same statement that fails it.
      if (isUnfinished(job) && (await failDeadJobs(job.id)).length > 0)
        return toStatus({ ...job, status: 'failed', error: interruptedError });
      return toStatus(job);
    },

    /** The finished file for its owner, read a part at a time; undefined when not the owner's or not ready. */
    async download(userId: number, file: string): Promise<ExportDownload | undefined> {
      const job = await ownJob(userId, file);
      if (job?.status !== 'completed') return undefined;
      const count = await countExportFileParts(orm, job.id);
      async function* parts() {
        for (let part = 0; part < count; part += 1) {
          const bytes = await readExportFilePart(orm, job?.id ?? 0, part);
          if (bytes) yield bytes;
        }
      }
      return {
        name: downloadName(job),
        mediaType: mediaTypes[job.format],
        byteSize: job.byteSize ?? 0,
        parts: parts(),
      };
    },

    /** Marks the owner's job dismissed (the pop-up was closed); the file stays until it is cleaned up. */
    async dismiss(userId: number, file: string): Promise<ExportStatus | undefined> {
      const job = await ownJob(userId, file);
      if (!job) return undefined;
      const dismissedAt = job.dismissedAt ?? now();
      await updateExportJob(orm, job.id, { dismissedAt });
      return toStatus({ ...job, dismissedAt });
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
