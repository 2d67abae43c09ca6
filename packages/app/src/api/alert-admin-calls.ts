import type { AlertSave } from '@segno/domain';
import type { Transport } from './transport';

/**
 * System alert authoring (001 section 7): the admin's read of the one alert (GET /alert/admin; the spec's
 * GET /alert is the learner's), POST /alert, PUT /alert/{id} and DELETE /alert/{id}. Each answers the current
 * alert after it, in `data`.
 */
export function createAlertAdminCalls(request: Transport) {
  return {
    getAdminAlert: (signal?: AbortSignal) => request('adminAlert', { signal }),
    createAlert: (save: AlertSave) => request('alertCreate', { json: save }),
    saveAlert: (alertId: number, save: AlertSave) =>
      request('alertSave', { params: { alert_id: alertId }, json: save }),
    deleteAlert: (alertId: number) => request('alertDelete', { params: { alert_id: alertId } }),
  };
}
