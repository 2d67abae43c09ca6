/** GET /manager/{id}/profiles: the signed-in manager's own team only (000, sections 6 and 7). */
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { ownUserId } from './own-user';

export function registerManagerRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  // Anyone may ask about themselves: a non-manager gets 0 managees, which is how the client tells.
  api.get(endpoints.managerProfiles.path, requireSession, async (c) =>
    sendJson(c, await services.managers.listProfiles(ownUserId(c))),
  );
}
