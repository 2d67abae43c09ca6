/**
 * Export jobs (001 sections 3, 4 and 7; ARCHITECTURE "Heavy work (exports) runs as jobs recorded in the database
 * and polled by the client"): a request records a job and answers at once; `run` writes the file after the
 * response, in this process, a page of rows at a time, keeping progress and the file's parts in the database;
 * the owner polls the job, downloads the file and dismisses the job. Only the owner sees a job.
 */
import { randomBytes } from 'node:crypto';
import {
  apiBasePath,
  buildPath,
  type ExportFormat,
  type ExportStatus,
  exportFileExtensions,
  exportLimits,
} from '@segno/domain';
import {
  countExportFileParts,
  deleteExportFileParts,
  type ExportJobRow,
  findExportJob,
  findExportJobByFile,
  insertExportFilePart,
  insertExportJob,
  readExportFilePart,
  updateExportJob,
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
      const job = await findExportJob(orm, jobId);
      if (job?.status !== 'queued') return;
      const kind: ExportKind = exportKinds[job.kind as ExportKindName];
      try {
        const total = await kind.count(orm, job.params);
        await updateExportJob(orm, jobId, { status: 'running', total });
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
          onProgress: (written) => updateExportJob(orm, jobId, { rows: written }),
          sink: async (bytes) => {
            await insertExportFilePart(orm, jobId, part, bytes);
            part += 1;
            byteSize += bytes.byteLength;
          },
        });
        await updateExportJob(orm, jobId, {
          status: 'completed',
          rows,
          total: rows,
          byteSize,
          completedAt: now(),
        });
      } catch (error) {
        console.error(`Export job ${jobId} failed:`, error);
        await deleteExportFileParts(orm, jobId).catch(() => {});
        await updateExportJob(orm, jobId, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        }).catch(() => {});
      }
    },

    /** The job, polled by its owner; undefined for anyone else. */
    async status(userId: number, file: string): Promise<ExportStatus | undefined> {
      const job = await ownJob(userId, file);
      return job && toStatus(job);
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
