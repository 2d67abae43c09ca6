/**
 * Export jobs (001 sections 4 and 7): GET /segnocode/{code}/export?type=csv|xls&fields[]=… (segment admins)
 * records a job and answers it at once, then writes the file after the answer; GET /export/{file} is polled
 * until the file is ready; GET /export/{file}/download serves it; DELETE /export/{file} dismisses the job.
 * A job is its owner's only: anyone else gets 404, as if it did not exist.
 */
import { adminMessages, cleanAdminSegnocode, exportFormats } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { stream } from 'hono/streaming';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ExportKindName } from '../services/export-service';
import { exportKinds } from '../services/export-service';
import type { ExportParams } from '../services/exports/export-kind';
import { queryList } from './query-arrays';

const texts = adminMessages.exports;

/** The format and fields of an export request, checked against the kind's fields (400 otherwise). */
export function parseExportRequest(c: Context<ApiEnv>, kind: ExportKindName) {
  const type = c.req.query('type');
  const format = exportFormats.find((candidate) => candidate === type);
  if (!format)
    throw ApiError.badRequest([{ path: 'type', message: `must be ${exportFormats.join(' or ')}` }]);
  const fields = queryList(c, 'fields').flatMap((value) => value.split(','));
  if (fields.length === 0) throw ApiError.badRequest([{ path: 'fields', message: texts.fieldsRequired }]);
  const known: readonly string[] = exportKinds[kind].fields;
  if (fields.some((field) => !known.includes(field)))
    throw ApiError.badRequest([{ path: 'fields', message: texts.unknownField }]);
  // File order is the kind's order; a field asked twice is written once.
  return { format, fields: known.filter((field) => fields.includes(field)) };
}

/**
 * One export registration: a request route for `kind` whose parameters come from `readParams`. Issue 10 adds
 * assignments and reports with one call each.
 */
export function registerExportRequest(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
  /** Who may ask, after the session check (segment admins here). */
  authorize: MiddlewareHandler<ApiEnv>,
  route: { path: string; kind: ExportKindName; readParams: (c: Context<ApiEnv>) => ExportParams },
): void {
  api.get(route.path, requireSession, authorize, async (c) => {
    const params = route.readParams(c);
    const { format, fields } = parseExportRequest(c, route.kind);
    if (!(await services.exports.exists(route.kind, params))) throw new ApiError(404, errorMessages.notFound);
    const job = await services.exports.request(c.get('signedIn').userId, route.kind, params, format, fields);
    // The file is written after this answer, in this process (no queue): the client polls /export/{file}.
    setImmediate(() => void services.exports.run(job.id));
    return sendJson(c, job);
  });
}

export function registerExportRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  registerExportRequest(api, services, requireSession, requireSegmentAdmin, {
    path: endpoints.segnocodeExport.path,
    kind: 'segnocode',
    readParams: (c) => ({ code: cleanAdminSegnocode(c.req.param('code') ?? '') }),
  });

  api.get(endpoints.exportStatus.path, requireSession, async (c) => {
    const status = await services.exports.status(c.get('signedIn').userId, c.req.param('file'));
    if (!status) throw new ApiError(404, errorMessages.notFound);
    return sendJson(c, status);
  });

  api.get(endpoints.exportDownload.path, requireSession, async (c) => {
    const download = await services.exports.download(c.get('signedIn').userId, c.req.param('file'));
    if (!download) throw new ApiError(404, errorMessages.notFound);
    c.header('Content-Type', download.mediaType);
    c.header('Content-Length', String(download.byteSize));
    c.header('Content-Disposition', `attachment; filename="${download.name.replace(/[^\w.-]/g, '_')}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      for await (const part of download.parts) await out.write(part);
    });
  });

  api.delete(endpoints.exportDismiss.path, requireSession, async (c) => {
    const status = await services.exports.dismiss(c.get('signedIn').userId, c.req.param('file'));
    if (!status) throw new ApiError(404, errorMessages.notFound);
    return sendJson(c, status);
  });
}
