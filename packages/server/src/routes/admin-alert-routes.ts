/**
 * System alert authoring calls (001 section 7): the admin's read of the one alert (GET /alert/admin: the spec's
 * GET /alert is the learner's active alert), POST /alert, PUT /alert/{id} (an empty text deletes a published
 * alert) and DELETE /alert/{id}. Segment admins only (roles 2, 3, 4; others 403). Every call answers the
 * current alert after it, in `data`.
 */
import { adminMessages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { AlertSaveResult } from '../services/admin-alert-service';
import { found } from './admin-segment-routes';

const alertNotFound = 'There is no such alert.';

function savedOrRefused(result: AlertSaveResult) {
  if (result.outcome === 'notFound') throw new ApiError(404, alertNotFound);
  if (result.outcome === 'empty') {
    const message = adminMessages.validation.alertEmpty;
    throw new ApiError(400, message, { issues: [{ path: 'alert_text', message }] });
  }
  return result.current;
}

export function adminAlertHandlers(services: Services) {
  return defineHandlers({
    adminAlert: () => services.adminAlerts.get(),
    alertCreate: async ({ body }) => {
      return savedOrRefused(await services.adminAlerts.create(body));
    },
    alertSave: async ({ params, body }) =>
      savedOrRefused(await services.adminAlerts.update(params.alert_id, body)),
    alertDelete: async ({ params }) =>
      found(await services.adminAlerts.remove(params.alert_id), alertNotFound),
  });
}
