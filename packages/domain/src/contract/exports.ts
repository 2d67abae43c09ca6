/** exports */
import { exportStatusSchema } from '../index';
import { access, defineCall, param } from './define';

export const exportsCalls = {
  segnocodeExport: defineCall({
    method: 'GET',
    path: '/segnocode/:code/export',
    description: 'GET /segnocode/{code}/export',
    params: { code: param.text },
    answer: exportStatusSchema /*export-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  exportStatus: defineCall({
    method: 'GET',
    path: '/export/:file',
    description: 'GET /export/{file}',
    params: { file: param.fileName },
    answer: exportStatusSchema /*export-calls.ts*/,
    access: access.owner('file', 'export job'),
  }),
  exportDownload: defineCall({
    method: 'GET',
    path: '/export/:file/download',
    description: 'GET /export/{file}/download',
    params: { file: param.fileName },
    answer: 'file',
    access: access.owner('file', 'export job'),
  }),
  exportDismiss: defineCall({
    method: 'DELETE',
    path: '/export/:file',
    description: 'DELETE /export/{file}',
    params: { file: param.fileName },
    answer: exportStatusSchema /*export-calls.ts*/,
    access: access.owner('file', 'export job'),
  }),
};
