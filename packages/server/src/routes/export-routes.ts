/**
 * Export jobs (001 sections 4 and 7): GET /segnocode/{code}/export?type=csv|xls&fields[]=… (segment admins)
 * records a job and answers it at once, then writes the file after the answer; GET /export/{file} is polled
 * until the file is ready; GET /export/{file}/download serves it; DELETE /export/{file} dismisses the job.
 * A job is its owner's only: anyone else gets 404, as if it did not exist.
 */
import {
  adminMessages,
  cleanAdminSegnocode,
  type ExportStatus,
  exportFormats,
  exportTypeMessage,
} from '@segno/domain';
import { stream } from 'hono/streaming';
import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { ExportKindName } from '../services/export-service';
import { exportKinds } from '../services/export-service';
import type { ExportParams } from '../services/exports/export-kind';
import type { SignedInUser } from '../services/session-service';

const texts = adminMessages.exports;

/** An export request's `type` and `fields[]`, as the call's query has them. */
export type ExportRequestQuery = { type?: string; fields: readonly string[] };

/** The format and fields of an export request, checked against the kind's fields (400 otherwise). */
export function checkExportRequest(kind: ExportKindName, { type, fields }: ExportRequestQuery) {
  const format = exportFormats.find((candidate) => candidate === type);
  if (!format) throw ApiError.badRequest([{ path: 'type', message: exportTypeMessage }]);
  if (fields.length === 0) throw ApiError.badRequest([{ path: 'fields', message: texts.fieldsRequired }]);
  const known: readonly string[] = exportKinds[kind].fields;
  if (fields.some((field) => !known.includes(field)))
    throw ApiError.badRequest([{ path: 'fields', message: texts.unknownField }]);
  // File order is the kind's order; a field asked twice is written once.
  return { format, fields: known.filter((field) => fields.includes(field)) };
}

/**
 * Records an export job of `kind` for the caller and answers it at once: its format and fields checked (400), the
 * thing to export found (404). The file is written after the answer.
 */
export async function requestExport(
  services: Services,
  caller: SignedInUser,
  kind: ExportKindName,
  params: ExportParams,
  query: ExportRequestQuery,
): Promise<ExportStatus> {
  const { format, fields } = checkExportRequest(kind, query);
  if (!(await services.exports.exists(kind, params))) throw new ApiError(404, errorMessages.notFound);
  const job = await services.exports.request(caller.userId, kind, params, format, fields);
  // The file is written after this answer, in this process (no queue): the client polls /export/{file}.
  setImmediate(() => void services.exports.run(job.id));
  return job;
}

export function exportHandlers(services: Services) {
  return defineHandlers({
    segnocodeExport: ({ params, query, caller }) =>
      requestExport(services, caller, 'segnocode', { code: cleanAdminSegnocode(params.code) }, query),

    exportStatus: async ({ params, caller }) => {
      const status = await services.exports.status(caller.userId, params.file);
      if (!status) throw new ApiError(404, errorMessages.notFound);
      return status;
    },

    exportDownload: async ({ params, caller, c }) => {
      const download = await services.exports.download(caller.userId, params.file);
      if (!download) throw new ApiError(404, errorMessages.notFound);
      c.header('Content-Type', download.mediaType);
      c.header('Content-Length', String(download.byteSize));
      c.header('Content-Disposition', `attachment; filename="${download.name.replace(/[^\w.-]/g, '_')}"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return stream(c, async (out) => {
        for await (const part of download.parts) await out.write(part);
      });
    },

    exportDismiss: async ({ params, caller }) => {
      const status = await services.exports.dismiss(caller.userId, params.file);
      if (!status) throw new ApiError(404, errorMessages.notFound);
      return status;
    },
  });
}
