/**
 * A plan's units and unit trees for the learner (002, section 7, "Plans and units"): GET /plan/{id},
 * /plan/{id}/overview, /plan/{id}/unit, /plan/{id}/content (a compliance plan's list),
 * /user/{id}/plan/{plan_id}/unit/{unit_id}, /unit/{id}/content and /content/{id}/prerequisite. GET /unit/{id},
 * which a segment admin reads in the admin's shape, is unit-admin-routes.ts's, with `learnerUnit` below for
 * everyone else.
 */
import { isSegmentAdmin, messages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { PlanUnitService, Viewer } from '../services/plan-unit-service';
import type { SignedInUser } from '../services/session-service';
import { contentNotFound } from './content-routes';

export const planUnitNotFound = {
  plan: 'There is no such plan.',
  unit: 'There is no such unit.',
  planUnit: 'There is no such unit in this plan.',
} as const;

export function viewerOf(caller: SignedInUser): Viewer {
  return { userId: caller.userId, canSeeDrafts: isSegmentAdmin(caller.roles) };
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new ApiError(404, message);
  return value;
}

/** GET /unit/{id} as the learner reads it: a published unit (any status for a segment admin), else 404. */
export async function learnerUnit(units: PlanUnitService, caller: SignedInUser, unitId: number) {
  return found(await units.unit(viewerOf(caller), unitId), planUnitNotFound.unit);
}

export function planUnitHandlers(units: PlanUnitService) {
  return defineHandlers({
    plan: async ({ params, caller }) =>
      found(await units.planDetail(viewerOf(caller), params.plan_id), planUnitNotFound.plan),
    planOverview: async ({ params, caller }) =>
      found(await units.planOverview(viewerOf(caller), params.plan_id), planUnitNotFound.plan),
    planUnits: async ({ params, query, caller }) => {
      const list = await units.planUnits(viewerOf(caller), params.plan_id, {
        limit: query._limit,
        offset: query._offset,
        sort: query._sort,
        searchTerm: query.search_term,
      });
      return found(list, planUnitNotFound.plan);
    },
    planContents: async ({ params, caller }) =>
      found(await units.planContents(viewerOf(caller), params.plan_id), planUnitNotFound.plan),
    learnerPlanUnit: async ({ params, caller }) =>
      found(
        await units.learnerUnit(viewerOf(caller), params.plan_id, params.unit_id),
        planUnitNotFound.planUnit,
      ),
    unitContents: async ({ params, caller }) =>
      found(await units.unitContents(viewerOf(caller), params.unit_id), planUnitNotFound.unit),
    contentPrerequisites: async ({ params, caller }) => {
      const result = await units.contentPrerequisites(caller.userId, params.content_id);
      if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
      if (result.outcome === 'forbidden') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
      return result.list;
    },
  });
}
