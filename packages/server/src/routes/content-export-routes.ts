import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { requestExport } from './export-routes';

export function contentExportHandlers(services: Services) {
  return defineHandlers({
    objectExport: ({ params, query, caller }) =>
      requestExport(services, caller, params.export_object, { objectId: params.object_id }, query),
  });
}
