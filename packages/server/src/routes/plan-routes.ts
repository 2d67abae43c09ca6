/** GET /user/{id}/plan and PUT /user/{id}/plan/{plan_id}/subscribe or /unsubscribe (000, section 7). */
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SubscriptionResult } from '../services/plan-service';
import { ownUserId } from './own-user';
import { registerPlanUnitRoutes } from './plan-unit-routes';

const planNotFound = 'There is no such plan.';

function answer(result: SubscriptionResult) {
  if (result.outcome === 'notFound') throw new ApiError(404, planNotFound);
  // spec 000 section 8: 409 is a duplicate, handled by the caller.
  if (result.outcome === 'conflict') throw new ApiError(409, result.reason);
  return result.response;
}

export function registerPlanRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.userPlans.path, requireSession, async (c) =>
    sendJson(c, await services.plans.listForUser(ownUserId(c))),
  );

  api.put(endpoints.planSubscribe.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    return sendJson(c, answer(await services.plans.subscribe(userId, parseIdParam(c, 'plan_id'))));
  });

  api.put(endpoints.planUnsubscribe.path, requireSession, async (c) => {
    const userId = ownUserId(c);
    return sendJson(c, answer(await services.plans.unsubscribe(userId, parseIdParam(c, 'plan_id'))));
  });

  registerPlanUnitRoutes(api, services.plans.units, requireSession);
}
