import type { PlanDetail, PlanUnitRow } from '@segno/domain';
import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { requireSession } from '../auth/require-session';
import { idParam } from '../content/content-place';

/** The route id of a plan's routes; its children read the plan and its units from it. */
export const planRouteId = 'plan';

function planIdFrom(params: LoaderFunctionArgs['params']): number {
  const planId = idParam(params, 'plan_id');
  if (planId === undefined) throw new Error('A plan route without a plan id');
  return planId;
}

function unitIdFrom(params: LoaderFunctionArgs['params']): number {
  const unitId = idParam(params, 'unit_id');
  if (unitId === undefined) throw new Error('A unit route without a unit id');
  return unitId;
}

/**
 * Where /dashboard/learning-plan/{plan_id} leads (002, section 2): a compliance plan's list; else the unit the
 * learner is on (unit_pointer); without one, the first unit that is neither complete nor locked, else the first
 * unit. A standard plan without units shows its (empty) list of contents.
 */
export function planLandingPath(
  plan: Pick<PlanDetail, 'plan_id' | 'object_type' | 'unit_pointer'>,
  units: readonly Pick<PlanUnitRow, 'unit_id' | 'is_complete' | 'is_locked'>[],
): string {
  if (plan.object_type === 'compliancePlan') return paths.planCompliance(plan.plan_id);
  const unit =
    (plan.unit_pointer === null ? undefined : units.find((row) => row.unit_id === plan.unit_pointer)) ??
    units.find((row) => !row.is_complete && !row.is_locked) ??
    units[0];
  return unit ? paths.planUnitHome(plan.plan_id, unit.unit_id) : paths.planCompliance(plan.plan_id);
}

/** Every plan route: the plan with the learner's progress, and its units (the unit list and the breadcrumbs). */
export function createPlanLoader(api: ApiClient) {
  return async function planLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    const planId = planIdFrom(params);
    const [plan, units] = await Promise.all([
      api.getPlan(planId, request.signal),
      api.getPlanUnits(planId, request.signal),
    ]);
    return { plan, units: units.data };
  };
}

export type PlanData = Awaited<ReturnType<ReturnType<typeof createPlanLoader>>>;

/** /dashboard/learning-plan/{plan_id} itself: redirects (the plan route's loader runs beside this one). */
export function createPlanRedirectLoader(api: ApiClient) {
  return async function planRedirectLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    const planId = planIdFrom(params);
    const [plan, units] = await Promise.all([
      api.getPlan(planId, request.signal),
      api.getPlanUnits(planId, request.signal),
    ]);
    return replace(planLandingPath(plan, units.data));
  };
}

/** The plan unit view: the unit's tree and contents with the learner's state. */
export function createUnitHomeLoader(api: ApiClient) {
  return async function unitHomeLoader({ request, params }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const unit = await api.getLearnerPlanUnit(userId, planIdFrom(params), unitIdFrom(params), request.signal);
    return { unit };
  };
}

export type UnitHomeData = Awaited<ReturnType<ReturnType<typeof createUnitHomeLoader>>>;

/** The compliance list: the plan's contents with the learner's state. */
export function createComplianceLoader(api: ApiClient) {
  return async function complianceLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    const contents = await api.getPlanContents(planIdFrom(params), request.signal);
    return { contents: contents.data };
  };
}

export type ComplianceData = Awaited<ReturnType<ReturnType<typeof createComplianceLoader>>>;

/** A unit's reload path is rewritten to its home (002, section 2), in place of the reload entry. */
export function unitReloadLoader({ request, params }: LoaderFunctionArgs) {
  requireSession(request);
  return replace(paths.planUnitHome(planIdFrom(params), unitIdFrom(params)));
}
