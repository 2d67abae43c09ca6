import type { Transport } from './transport';

/** The most units GET /plan/{id}/unit hands out in one page (its `_limit` bound): every unit of a plan. */
const allUnits = 100;

/** A learner's plans (002, section 7, "Plans and units"): the plan, its units, a unit's tree and contents. */
export function createPlanCalls(request: Transport) {
  return {
    getPlan: (planId: number, signal?: AbortSignal) =>
      request('plan', { params: { plan_id: planId }, signal }),
    /** The plan's units in plan order, with the learner's lock state. */
    getPlanUnits: (planId: number, signal?: AbortSignal) =>
      request('planUnits', {
        params: { plan_id: planId },
        query: { _limit: allUnits, _offset: 0 },
        signal,
      }),
    /** The unit's tree with the learner's state per group and content. */
    getLearnerPlanUnit: (userId: number, planId: number, unitId: number, signal?: AbortSignal) =>
      request('learnerPlanUnit', {
        params: { user_id: userId, plan_id: planId, unit_id: unitId },
        signal,
      }),
    /** A compliance plan's own contents (a standard plan's: its units' contents) with the learner's state. */
    getPlanContents: (planId: number, signal?: AbortSignal) =>
      request('planContents', { params: { plan_id: planId }, signal }),
  };
}
