/** GET /alert and POST /user/{id}/alert/{alert_id}/dismiss (000, section 7). */
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { ownUserId } from './own-user';

export function registerAlertRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.activeAlert.path, requireSession, async (c) =>
    sendJson(c, await services.alerts.getActiveFor(c.get('signedIn').userId)),
  );

  api.post(endpoints.alertDismiss.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    const isDismissed = await services.alerts.dismiss(userId, parseIdParam(c, 'alert_id'));
    if (!isDismissed) throw new ApiError(404, 'There is no such alert.');
    return sendJson(c, { success: true });
  });
}
