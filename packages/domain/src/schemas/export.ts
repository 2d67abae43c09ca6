/**
 * Export jobs (001 sections 2, 3, 4 and 7): GET /{kind}/{id}/export?type=csv|xls&fields[]=… records a job and
 * answers at once; the client polls GET /export/{file} until the file URL is ready, downloads it, and may
 * dismiss the job. The export download entity is "id, url, rows, time, file, completed, dismissed" (section 3);
 * `name`, `total` (rows the file will hold) and `error` are ours, for the progress bar and a failed job. The formats
 * are in ../exports/export-formats (zod-free, for the ui).
 */
import { exportFormats } from '../exports/export-formats';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';

const texts = adminMessages.exports;

/** The 400 text of an export request whose `type` is neither format. */
export const exportTypeMessage = `must be ${exportFormats.join(' or ')}`;

/**
 * An export request's `fields[]`: at least one, each a field of the kind's file (`known`, an enum, so the contract
 * says which fields a kind takes). The file holds the fields asked for in the kind's order, each once.
 */
function exportFieldsSchema(known: readonly string[]) {
  return z.array(z.enum(known, { error: texts.unknownField })).check(z.minLength(1, texts.fieldsRequired));
}

/**
 * The query of an export request (001 section 7: "type csv or xls and fields[]") of a kind whose file may hold
 * the `known` fields.
 */
export function exportRequestQuerySchema(known: readonly string[]) {
  return z.object({
    type: z.enum(exportFormats, { error: exportTypeMessage }),
    fields: exportFieldsSchema(known),
  });
}

/** A job as the client sees it, answered by the request, each poll and the dismissal. */
export const exportStatusSchema = z.object({
  id: z.int().check(z.positive()),
  /** The job's unguessable file name, used in /export/{file}. */
  file: z.string(),
  /** Ours: the name the file is saved under (segnocode-WELCOME1.csv). */
  name: z.string(),
  completed: z.boolean(),
  dismissed: z.boolean(),
  /** Where the owner downloads the file (with the session header), once completed. */
  url: z.nullable(z.string()),
  /** Rows written so far. */
  rows: z.int().check(z.minimum(0)),
  /** Rows the file will hold, once known. */
  total: z.nullable(z.int().check(z.minimum(0))),
  /** Seconds the job took, once completed. */
  time: z.nullable(z.number().check(z.minimum(0))),
  /** Why the job failed; a failed job never completes. */
  error: z.nullable(z.string()),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;
