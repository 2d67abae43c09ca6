import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SubscriptionResult } from '../services/plan-service';

const planNotFound = 'There is no such plan.';

function answer(result: SubscriptionResult) {
  if (result.outcome === 'notFound') throw new ApiError(404, planNotFound);
  // spec 000 section 8: 409 is a duplicate, handled by the caller.
  if (result.outcome === 'conflict') throw new ApiError(409, result.reason);
  return result.response;
}

export function planHandlers(services: Services) {
  return defineHandlers({
    userPlans: ({ params }) => services.plans.listForUser(params.user_id),
    planSubscribe: async ({ params }) =>
      answer(await services.plans.subscribe(params.user_id, params.plan_id)),
    planUnsubscribe: async ({ params }) =>
      answer(await services.plans.unsubscribe(params.user_id, params.plan_id)),
  });
}
