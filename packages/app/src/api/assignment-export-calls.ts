import type { AssignableObject } from '@segno/domain';
import type { ExportRequest } from './export-calls';
import type { Transport } from './transport';

/**
 * The assignment export (001 section 7: "/api/{type}/{id}/assignment/export"): starts a job of the users the
 * saved assignment picks; the job is then followed like every export (`pollExport`, `downloadExport`).
 */
export function createAssignmentExportCalls(request: Transport) {
  return {
    requestAssignmentExport: (
      object: AssignableObject,
      objectId: number,
      { format, fields }: ExportRequest,
    ) =>
      request('assignmentExport', {
        params: { assigned_object: object, object_id: objectId },
        query: { type: format, fields },
      }),
  };
}
