import type { ExportFormat, ExportStatus } from '@segno/domain';

/** What the admin chose in the export options dialog. */
export type ExportChoice = { format: ExportFormat; fields: string[] };

/** The finished file, fetched with the session and held by the app as an object URL. */
export type ExportFile = { href: string; name: string };

export type ExportEvent =
  | { type: 'export.start'; choice: ExportChoice }
  | { type: 'export.download' }
  | { type: 'export.retry' }
  | { type: 'export.dismiss' };

export type ExportContext = {
  choice?: ExportChoice;
  /** The job as last answered by the server (rows so far, total). */
  job?: ExportStatus;
  file?: ExportFile;
  /** Why the export failed: the job's error, or that a call failed. */
  error?: string;
};
