/**
 * System alert authoring calls (001 section 7): the admin's read of the one alert (GET /alert/admin: the spec's
 * GET /alert is the learner's active alert), POST /alert, PUT /alert/{id} (an empty text deletes a published
 * alert) and DELETE /alert/{id}. Segment admins only (roles 2, 3, 4; others 403). Every call answers the
 * current alert after it, in `data`.
 */
import { adminMessages, alertSaveSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { AlertSaveResult } from '../services/admin-alert-service';
import { found } from './admin-segment-routes';
import { parseBody } from './own-user';

const alertNotFound = 'There is no such alert.';

function savedOrRefused(result: AlertSaveResult) {
  if (result.outcome === 'notFound') throw new ApiError(404, alertNotFound);
  if (result.outcome === 'empty') {
    const message = adminMessages.validation.alertEmpty;
    throw new ApiError(400, message, { issues: [{ path: 'alert_text', message }] });
  }
  return result.current;
}

export function registerAdminAlertRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminAlert.path, ...admin, async (c) => sendJson(c, await services.adminAlerts.get()));

  api.post(endpoints.alertCreate.path, ...admin, async (c) => {
    const saved = savedOrRefused(await services.adminAlerts.create(await parseBody(c, alertSaveSchema)));
    c.status(201);
    return sendJson(c, saved);
  });

  api.put(endpoints.alertSave.path, ...admin, async (c) => {
    const alertId = parseIdParam(c, 'alert_id');
    const save = await parseBody(c, alertSaveSchema);
    return sendJson(c, savedOrRefused(await services.adminAlerts.update(alertId, save)));
  });

  api.delete(endpoints.alertDelete.path, ...admin, async (c) =>
    sendJson(c, found(await services.adminAlerts.remove(parseIdParam(c, 'alert_id')), alertNotFound)),
  );
}
