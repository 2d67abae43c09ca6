/**
 * Plan authoring calls (002 section 7, "Plans and units"): the manage-learning-plan list and its filters,
 * GET /plan, create (POST /plan, ours: answers plan_id), save (PUT /plan/{id}), and a plan's units: add one
 * (PUT, published units only), add several (POST /plan/{id}/units), remove, order (PUT /plan/{id}/units),
 * copy one into the plan, and the prerequisites. Segment admins only (roles 2, 3, 4; others 403), as the
 * contract says.
 *
 * A unit that is not published answers 409 with the issue path `unit_status_id` (the spec's not-published
 * flag; 409 is handed back to the caller, 000 section 8).
 */
import { messages, planAdminMessages, planUnitDuplicateSchema } from '@segno/domain';
import { ApiError, type ErrorIssue } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { readFormOrJson } from '../http/request-input';
import type { Services } from '../services';
import type { PlanChangeResult } from '../services/plan-admin-service';
import { namesTakenMessage } from './names-taken';
import { planUnitNotFound } from './plan-unit-routes';

export const planNotFound = planUnitNotFound.plan;

/** The saved value, or the error its refusal answers with. */
export function planSavedOrRefused<Saved>(result: PlanChangeResult<Saved>): Saved {
  switch (result.outcome) {
    case 'saved':
      return result.saved;
    case 'notFound':
      throw new ApiError(404, planNotFound);
    case 'unitNotFound':
      throw new ApiError(404, planUnitNotFound.unit);
    case 'notPublished':
      throw new ApiError(409, planAdminMessages.planAuthoring.unitNotPublished, {
        issues: [{ path: 'unit_status_id', message: planAdminMessages.planAuthoring.unitNotPublished }],
      });
    case 'taken': {
      // As namesTakenError, under the plan's field names.
      const issues: ErrorIssue[] = [];
      if (result.taken.nameTaken) issues.push({ path: 'plan_name', message: messages.validation.unique });
      if (result.taken.shortNameTaken)
        issues.push({ path: 'plan_short_name', message: messages.validation.unique });
      throw new ApiError(409, namesTakenMessage, { issues });
    }
    case 'invalid':
      throw ApiError.badRequest(result.issues);
  }
}

export function planAdminHandlers(services: Services) {
  const plans = services.planAdmin;

  return defineHandlers({
    adminPlans: ({ query }) => plans.list(query),
    adminPlanFilters: () => plans.filters(),
    planList: () => plans.names(),
    planUnitPicks: ({ query }) => plans.pickUnits(query),
    planCreate: async ({ body, caller }) => {
      return planSavedOrRefused(await plans.create(caller.userId, body));
    },
    adminPlan: async ({ params }) => {
      const found = await plans.get(params.plan_id);
      if (!found) throw new ApiError(404, planNotFound);
      return found;
    },
    planSave: async ({ params, body, caller }) =>
      planSavedOrRefused(await plans.update(caller.userId, params.plan_id, body)),
    adminPlanUnits: async ({ params }) => {
      const found = await plans.units(params.plan_id);
      if (!found) throw new ApiError(404, planNotFound);
      return found;
    },
    planUnitsAdd: async ({ params, body, caller }) =>
      planSavedOrRefused(await plans.addUnits(caller.userId, params.plan_id, body.unit_ids)),
    planUnitsOrder: async ({ params, body, caller }) =>
      planSavedOrRefused(await plans.order(caller.userId, params.plan_id, body.order)),
    planPrerequisitesSave: async ({ params, body, caller }) =>
      planSavedOrRefused(await plans.savePrerequisites(caller.userId, params.plan_id, body.data)),
    planUnitAdd: async ({ params, caller }) =>
      planSavedOrRefused(await plans.addUnit(caller.userId, params.plan_id, params.unit_id)),
    planUnitRemove: async ({ params, caller }) =>
      planSavedOrRefused(await plans.removeUnit(caller.userId, params.plan_id, params.unit_id)),
    // 002 section 7 sends new_name as a parameter; without it, the body's new_name is read (a form or JSON).
    planUnitDuplicate: async ({ params, query, caller, c }) => {
      let newName = query.new_name;
      if (newName === undefined) {
        const parsed = planUnitDuplicateSchema.safeParse(await readFormOrJson(c));
        if (!parsed.success) throw ApiError.fromZod(parsed.error);
        newName = parsed.data.new_name;
      }
      return planSavedOrRefused(
        await plans.duplicateUnit(caller.userId, params.plan_id, params.unit_id, newName),
      );
    },
  });
}
