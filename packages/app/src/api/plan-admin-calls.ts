import {
  authoringLimits,
  type PlanDraftInput,
  type PlanPrerequisiteRow,
  type PlanUpdateInput,
} from '@segno/domain';
import { type AdminListParams, listQuery } from './admin-calls';
import type { Transport } from './transport';

/**
 * Plan authoring (002 section 7, "Plans and units"): the manage-learning-plan list and its filters, the plan
 * and its save, and its units: order, add, remove, the units to add, and their prerequisites.
 */
export function createPlanAdminCalls(request: Transport) {
  return {
    getAdminPlans: (params: AdminListParams, signal?: AbortSignal) =>
      request('adminPlans', { query: listQuery(params), signal }),
    getPlanFilters: (signal?: AbortSignal) => request('adminPlanFilters', { signal }),
    getAdminPlan: (planId: number, signal?: AbortSignal) =>
      request('adminPlan', { params: { plan_id: planId }, signal }),
    /** POST /plan: answers the new plan's id. */
    createPlan: (draft: PlanDraftInput) => request('planCreate', { json: draft }),
    /** PUT /plan/{id}: the fields sent, or a status (archiving is plan_status_id 3). */
    savePlan: (planId: number, changes: PlanUpdateInput) =>
      request('planSave', { params: { plan_id: planId }, json: changes }),
    getAdminPlanUnits: (planId: number, signal?: AbortSignal) =>
      request('adminPlanUnits', { params: { plan_id: planId }, signal }),
    /** The units matching the term that are not in the plan (the units step's search). */
    searchUnitsNotInPlan: (planId: number, term: string, signal?: AbortSignal) =>
      request('planUnitPicks', {
        query: { not_in_plan: planId, term, _limit: 25 },
        signal,
      }),
    /** The units matching the term, in the plan or not (the add-unit dialog's unit to copy). */
    searchUnitsToCopy: (term: string, signal?: AbortSignal) =>
      request('planUnitPicks', {
        query: { term, _limit: authoringLimits.addUnitDialogPageSize },
        signal,
      }),
    /** PUT /plan/{id}/unit/{unit_id}/duplicate?new_name=: a copy of the unit, with its tree, joins the plan. */
    copyPlanUnit: (planId: number, unitId: number, newName: string) =>
      request('planUnitDuplicate', {
        params: { plan_id: planId, unit_id: unitId },
        query: { new_name: newName },
      }),
    addPlanUnits: (planId: number, unitIds: readonly number[]) =>
      request('planUnitsAdd', {
        params: { plan_id: planId },
        json: { unit_ids: [...unitIds] },
      }),
    removePlanUnit: (planId: number, unitId: number) =>
      request('planUnitRemove', {
        params: { plan_id: planId, unit_id: unitId },
      }),
    /** PUT /plan/{id}/units: every unit of the plan, in the new order. */
    orderPlanUnits: (planId: number, order: readonly number[]) =>
      request('planUnitsOrder', {
        params: { plan_id: planId },
        json: { order: [...order] },
      }),
    savePlanPrerequisites: (planId: number, rows: readonly PlanPrerequisiteRow[]) =>
      request('planPrerequisitesSave', {
        params: { plan_id: planId },
        json: { data: rows.map((row) => ({ ...row, prereq_start_date: row.prereq_start_date ?? null })) },
      }),
    /** A compliance plan's responsibilities (its map-responsibilities step). */
    getPlanResponsibilities: (planId: number, signal?: AbortSignal) =>
      request('planResponsibilities', {
        params: { plan_id: planId },
        signal,
      }),
    /** PUT /plan/{id}/responsibility: the plan's responsibilities become exactly these ids. */
    savePlanResponsibilities: (planId: number, ids: readonly number[]) =>
      request('planResponsibilitiesSave', {
        params: { plan_id: planId },
        json: { ids: [...ids] },
      }),
  };
}
