import type { ExportFormat } from '@segno/domain';
import type { Transport } from './transport';

export type ExportRequest = { format: ExportFormat; fields: readonly string[] };
/**
 * Export jobs (001 sections 4 and 7): request a file (answered at once with the job), poll the job until its
 * file is ready, fetch the file, dismiss the job. Not cancelled on page change: the job is the admin's.
 */
export function createExportCalls(request: Transport) {
  return {
    requestSegnocodeExport: (code: string, { format, fields }: ExportRequest) =>
      request('segnocodeExport', {
        params: { code },
        query: { type: format, fields },
      }),
    pollExport: (file: string) => request('exportStatus', { params: { file } }),
    dismissExport: (file: string) => request('exportDismiss', { params: { file } }),
    /** The finished file, sent with the session header (a plain link could not send it; it is its owner's only). */
    downloadExport: (file: string) => request('exportDownload', { params: { file } }),
  };
}
