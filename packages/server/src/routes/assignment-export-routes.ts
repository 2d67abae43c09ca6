import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { assignmentExportParams } from '../services/exports/assignment-export';
import { requestExport } from './export-routes';

export function assignmentExportHandlers(services: Services) {
  return defineHandlers({
    assignmentExport: ({ params, query, caller }) =>
      requestExport(
        services,
        caller,
        'assignment',
        assignmentExportParams(params.assigned_object, params.object_id),
        query,
      ),
  });
}
