/**
 * A plan's units and unit trees for the learner (002, section 7, "Plans and units"): GET /plan/{id},
 * /plan/{id}/overview, /plan/{id}/unit, /plan/{id}/content (a compliance plan's list),
 * /user/{id}/plan/{plan_id}/unit/{unit_id}, /unit/{id}, /unit/{id}/content and /content/{id}/prerequisite.
 */
import { isSegmentAdmin, messages, planUnitQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { PlanUnitService, Viewer } from '../services/plan-unit-service';
import { contentNotFound } from './content-routes';
import { ownUserId } from './own-user';
import { parseQuery } from './query-input';

export const planUnitNotFound = {
  plan: 'There is no such plan.',
  unit: 'There is no such unit.',
  planUnit: 'There is no such unit in this plan.',
} as const;

function viewerOf(c: Context<ApiEnv>): Viewer {
  const signedIn = c.get('signedIn');
  return { userId: signedIn.userId, canSeeDrafts: isSegmentAdmin(signedIn.roles) };
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new ApiError(404, message);
  return value;
}

export function registerPlanUnitRoutes(
  api: Hono<ApiEnv>,
  units: PlanUnitService,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.plan.path, requireSession, async (c) =>
    sendJson(
      c,
      found(await units.planDetail(viewerOf(c), parseIdParam(c, 'plan_id')), planUnitNotFound.plan),
    ),
  );

  api.get(endpoints.planOverview.path, requireSession, async (c) =>
    sendJson(
      c,
      found(await units.planOverview(viewerOf(c), parseIdParam(c, 'plan_id')), planUnitNotFound.plan),
    ),
  );

  api.get(endpoints.planUnits.path, requireSession, async (c) => {
    const planId = parseIdParam(c, 'plan_id');
    const query = parseQuery(c, planUnitQuerySchema);
    const list = await units.planUnits(viewerOf(c), planId, {
      limit: query._limit,
      offset: query._offset,
      sort: query._sort,
      searchTerm: query.search_term,
    });
    return sendJson(c, found(list, planUnitNotFound.plan));
  });

  api.get(endpoints.planContents.path, requireSession, async (c) =>
    sendJson(
      c,
      found(await units.planContents(viewerOf(c), parseIdParam(c, 'plan_id')), planUnitNotFound.plan),
    ),
  );

  api.get(endpoints.learnerPlanUnit.path, requireSession, async (c) => {
    ownUserId(c);
    const unit = await units.learnerUnit(viewerOf(c), parseIdParam(c, 'plan_id'), parseIdParam(c, 'unit_id'));
    return sendJson(c, found(unit, planUnitNotFound.planUnit));
  });

  api.get(endpoints.unit.path, requireSession, async (c) =>
    sendJson(c, found(await units.unit(viewerOf(c), parseIdParam(c, 'unit_id')), planUnitNotFound.unit)),
  );

  api.get(endpoints.unitContents.path, requireSession, async (c) =>
    sendJson(
      c,
      found(await units.unitContents(viewerOf(c), parseIdParam(c, 'unit_id')), planUnitNotFound.unit),
    ),
  );

  api.get(endpoints.contentPrerequisites.path, requireSession, async (c) => {
    const result = await units.contentPrerequisites(c.get('signedIn').userId, parseIdParam(c, 'content_id'));
    if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
    if (result.outcome === 'forbidden') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
    return sendJson(c, result.list);
  });
}
