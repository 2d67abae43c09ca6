/** exports */
import { exportRequestQuerySchema, exportStatusSchema, redeemedUserColumns } from '../index';
import { access, defineCall, param } from './define';

export const exportsCalls = {
  segnocodeExport: defineCall({
    method: 'GET',
    path: '/segnocode/:code/export',
    description:
      "The segnocode report's redeemed users as an export job, answered at once and written after (001 section 7).",
    params: { code: param.text },
    query: exportRequestQuerySchema(redeemedUserColumns),
    answer: exportStatusSchema,
    access: access.roles('segmentAdmin'),
  }),
  exportStatus: defineCall({
    method: 'GET',
    path: '/export/:file',
    description:
      'One of the caller\'s export jobs, polled until its file is ready (001 section 7, "GET /export/{file} polled").',
    params: { file: param.fileName },
    answer: exportStatusSchema,
    access: access.owner('file', 'export job'),
  }),
  exportDownload: defineCall({
    method: 'GET',
    path: '/export/:file/download',
    description:
      "The finished file of one of the caller's export jobs, at its status's url (ours; 001 section 4).",
    params: { file: param.fileName },
    answer: 'file',
    access: access.owner('file', 'export job'),
  }),
  exportDismiss: defineCall({
    method: 'DELETE',
    path: '/export/:file',
    description:
      "Dismisses one of the caller's export jobs (ours; 001 section 3, the export download's `dismissed`).",
    params: { file: param.fileName },
    answer: exportStatusSchema,
    access: access.owner('file', 'export job'),
  }),
};
