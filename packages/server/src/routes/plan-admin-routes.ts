/**
 * Plan authoring calls (002 section 7, "Plans and units"): the manage-learning-plan list and its filters,
 * GET /plan, create (POST /plan, ours: answers plan_id), save (PUT /plan/{id}), and a plan's units: add one
 * (PUT, published units only), add several (POST /plan/{id}/units), remove, order (PUT /plan/{id}/units),
 * copy one into the plan, and the prerequisites. Segment admins only (roles 2, 3, 4; others 403). Register
 * before the learner's GET /plan/{id}, which would otherwise take /plan/search and /plan/units.
 *
 * A unit that is not published answers 409 with the issue path `unit_status_id` (the spec's not-published
 * flag; 409 is handed back to the caller, 000 section 8).
 */
import {
  adminPlanQuerySchema,
  messages,
  planAdminMessages,
  planDraftSchema,
  planPrerequisitesSaveSchema,
  planUnitDuplicateSchema,
  planUnitIdsSchema,
  planUnitOrderSchema,
  planUnitPickQuerySchema,
  planUpdateSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, type ErrorIssue } from '../http/api-error';
import { parseIdParam, readFormOrJson } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { PlanChangeResult } from '../services/plan-admin-service';
import { parseChanges } from './admin-input';
import { namesTakenMessage } from './names-taken';
import { planUnitNotFound } from './plan-unit-routes';
import { queryWithLists } from './query-arrays';

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

export function registerPlanAdminRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;
  const plans = services.planAdmin;
  const userId = (c: Context<ApiEnv>) => c.get('signedIn').userId;
  const planId = (c: Context<ApiEnv>) => parseIdParam(c, 'plan_id');

  api.get(endpoints.adminPlans.path, ...admin, async (c) => {
    const parsed = adminPlanQuerySchema.safeParse(queryWithLists(c, ['filters']));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await plans.list(parsed.data));
  });

  api.get(endpoints.adminPlanFilters.path, ...admin, (c) => sendJson(c, plans.filters()));

  api.get(endpoints.planList.path, ...admin, async (c) => sendJson(c, await plans.names()));

  api.get(endpoints.planUnitPicks.path, ...admin, async (c) => {
    const parsed = planUnitPickQuerySchema.safeParse(queryWithLists(c, ['plan_ids']));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    return sendJson(c, await plans.pickUnits(parsed.data));
  });

  api.post(endpoints.planCreate.path, ...admin, async (c) => {
    const draft = await parseChanges(c, planDraftSchema);
    const created = planSavedOrRefused(await plans.create(userId(c), draft));
    c.status(201);
    return sendJson(c, created);
  });

  api.get(endpoints.adminPlan.path, ...admin, async (c) => {
    const found = await plans.get(planId(c));
    if (!found) throw new ApiError(404, planNotFound);
    return sendJson(c, found);
  });

  api.put(endpoints.planSave.path, ...admin, async (c) => {
    const id = planId(c);
    const update = await parseChanges(c, planUpdateSchema);
    return sendJson(c, planSavedOrRefused(await plans.update(userId(c), id, update)));
  });

  api.get(endpoints.adminPlanUnits.path, ...admin, async (c) => {
    const found = await plans.units(planId(c));
    if (!found) throw new ApiError(404, planNotFound);
    return sendJson(c, found);
  });

  api.post(endpoints.planUnitsAdd.path, ...admin, async (c) => {
    const id = planId(c);
    const { unit_ids } = await parseChanges(c, planUnitIdsSchema);
    return sendJson(c, planSavedOrRefused(await plans.addUnits(userId(c), id, unit_ids)));
  });

  api.put(endpoints.planUnitsOrder.path, ...admin, async (c) => {
    const id = planId(c);
    const { order } = await parseChanges(c, planUnitOrderSchema);
    return sendJson(c, planSavedOrRefused(await plans.order(userId(c), id, order)));
  });

  // Before PUT /plan/{id}/unit/{unit_id}, which would read "pre-requisites" as a unit id.
  api.put(endpoints.planPrerequisitesSave.path, ...admin, async (c) => {
    const id = planId(c);
    const { data } = await parseChanges(c, planPrerequisitesSaveSchema);
    return sendJson(c, planSavedOrRefused(await plans.savePrerequisites(userId(c), id, data)));
  });

  api.put(endpoints.planUnitAdd.path, ...admin, async (c) => {
    const id = planId(c);
    const unitId = parseIdParam(c, 'unit_id');
    return sendJson(c, planSavedOrRefused(await plans.addUnit(userId(c), id, unitId)));
  });

  api.delete(endpoints.planUnitRemove.path, ...admin, async (c) => {
    const id = planId(c);
    const unitId = parseIdParam(c, 'unit_id');
    return sendJson(c, planSavedOrRefused(await plans.removeUnit(userId(c), id, unitId)));
  });

  // 002 section 7 sends new_name as a parameter; a body field is taken too.
  api.put(endpoints.planUnitDuplicate.path, ...admin, async (c) => {
    const id = planId(c);
    const unitId = parseIdParam(c, 'unit_id');
    const fromQuery = c.req.query('new_name');
    const input = fromQuery === undefined ? await readFormOrJson(c) : { new_name: fromQuery };
    const parsed = planUnitDuplicateSchema.safeParse(input);
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const copied = planSavedOrRefused(await plans.duplicateUnit(userId(c), id, unitId, parsed.data.new_name));
    c.status(201);
    return sendJson(c, copied);
  });
}
