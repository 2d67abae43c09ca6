/**
 * The plan wizard's calls for the Screens stories (issue 9): GET /plan/{id}/admin, the plan's units and their
 * order, adding and removing units, the units to add (GET /plan/units) and the prerequisites save, answered from
 * the demo's plans and units as the server's plan admin service answers, and changed by a story's saves as the
 * service changes the database. demo-admin-fetch routes them here after its role check.
 * demo-plan-admin-mock.test.ts keeps them equal to the real server.
 *
 * Left out (no story sends them): creating and saving the plan itself, tags, responsibilities
 * and the plan's change-log lines.
 */
import {
  type AdminPlan,
  type AdminPlanUnitList,
  normalizeUnitPrerequisiteRow,
  type PlanUnitPickList,
  planAdminMessages,
  planDueDateValue,
  planPrerequisitesSaveSchema,
  planUnitDuplicateSchema,
  planUnitIdsSchema,
  planUnitOrderSchema,
  planUnitPickQuerySchema,
  publicationStatus,
  publicationStatusSchema,
  type UnitPrerequisiteProblem,
  unitPrerequisiteProblem,
} from '@segno/domain';
import type { EndpointName } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import { demoCopiedUnits, demoCopyUnit } from './demo-add-unit-responses';
import type { DemoAdminWorld } from './demo-admin-responses';
import type { DemoCallContext, DemoIssue } from './demo-call-context';
import { demoExtrasOf } from './demo-plan-responses';

export const demoPlanAdminCalls = [
  'adminPlan',
  'adminPlanUnits',
  'planUnitPicks',
  'planUnitsAdd',
  'planUnitRemove',
  'planUnitsOrder',
  'planPrerequisitesSave',
  'planUnitDuplicate',
] as const satisfies readonly EndpointName[];
export type DemoPlanAdminCall = (typeof demoPlanAdminCalls)[number];

export const isDemoPlanAdminCall = (name: string): name is DemoPlanAdminCall =>
  (demoPlanAdminCalls as readonly string[]).includes(name);

type PlanUnitRow = {
  id: number;
  planId: number;
  unitId: number;
  position: number;
  prereqTypeId: number;
  prereqUnitId: number | null;
  prereqWaitTime: number | null;
  prereqStartDate: Date | null;
};

type DemoPlanAdminState = { planUnits: PlanUnitRow[]; lastPlanUnitId: number };

const states = new WeakMap<DemoAdminWorld, DemoPlanAdminState>();

/** The story's plan units, from the seed. */
function stateOf(world: DemoAdminWorld): DemoPlanAdminState {
  let state = states.get(world);
  if (!state) {
    const planUnits = demoExtrasOf(world.demo).planUnits.planUnits.map((row) => ({ ...row }));
    state = { planUnits, lastPlanUnitId: Math.max(0, ...planUnits.map((row) => row.id)) };
    states.set(world, state);
  }
  return state;
}

const texts = planAdminMessages.planAuthoring;
/** The server's 404 texts (plan-unit-routes' `planUnitNotFound`). */
export const demoPlanMissing = { plan: 'There is no such plan.', unit: 'There is no such unit.' } as const;

const unitsOf = (world: DemoAdminWorld) => [
  ...demoExtrasOf(world.demo).planUnits.units,
  ...demoCopiedUnits(world),
];

/** GET /plan/{id}/admin, whatever its status. `updated_at` is the demo's now (the seed stamps the wall clock). */
export function demoAdminPlan(world: DemoAdminWorld, planId: number): AdminPlan | undefined {
  const extras = demoExtrasOf(world.demo);
  const plan = extras.plans.find((row) => row.id === planId);
  if (!plan) return undefined;
  return {
    plan_id: plan.id,
    plan_name: plan.planName,
    plan_short_name: plan.planShortName,
    plan_description: '',
    plan_image_url: null,
    plan_is_public: true,
    plan_status_id: publicationStatusSchema.parse(plan.status),
    object_type: plan.objectType,
    business_unit_id: null,
    use_monthly_targets: plan.useMonthlyTargets,
    monthly_targets: extras.monthlyTargets
      .filter((target) => target.planId === planId)
      .sort((a, b) => a.monthId - b.monthId)
      .map((target) => ({ month_id: target.monthId, target_percent: target.targetPercent })),
    plan_due_date: plan.dueDate ? planDueDateValue(plan.dueDate) : null,
    plan_due_duration: plan.dueDurationDays,
    plan_total_units: stateOf(world).planUnits.filter((row) => row.planId === planId).length,
    plan_created_date: plan.createdAt,
    plan_published_date: null,
    updated_at: world.demo.now,
  };
}

const rowsOf = (world: DemoAdminWorld, planId: number) =>
  stateOf(world)
    .planUnits.filter((row) => row.planId === planId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

/** GET /plan/{id}/units: the plan's units in order, with their prerequisites. */
export function demoAdminPlanUnits(world: DemoAdminWorld, planId: number): AdminPlanUnitList {
  const units = unitsOf(world);
  return {
    data: rowsOf(world, planId).flatMap((row) => {
      const unit = units.find((candidate) => candidate.id === row.unitId);
      if (!unit) return [];
      return [
        {
          unit_id: row.unitId,
          unit_name: unit.name,
          unit_status_id: publicationStatusSchema.parse(unit.status),
          position: row.position,
          prereq_type_id: row.prereqTypeId as AdminPlanUnitList['data'][number]['prereq_type_id'],
          prereq_unit_id: row.prereqUnitId,
          prereq_wait_time: row.prereqWaitTime,
          prereq_start_date: row.prereqStartDate,
        },
      ];
    }),
  };
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** GET /plan/units: units not archived, by name; not_in_plan leaves out a plan's units; term by name. */
export function demoPlanUnitPicks(
  world: DemoAdminWorld,
  query: z.output<typeof planUnitPickQuerySchema>,
): PlanUnitPickList {
  const planUnits = stateOf(world).planUnits;
  const term = query.term.trim().toLowerCase();
  const found = unitsOf(world)
    .filter((unit) => unit.status !== publicationStatus.archived)
    .filter(
      (unit) =>
        query.not_in_plan === undefined ||
        !planUnits.some((row) => row.planId === query.not_in_plan && row.unitId === unit.id),
    )
    .filter(
      (unit) =>
        query.plan_ids.length === 0 ||
        planUnits.some((row) => query.plan_ids.includes(row.planId) && row.unitId === unit.id),
    )
    .filter((unit) => term === '' || unit.name.toLowerCase().includes(term))
    .sort(byName);
  return {
    data: found.slice(query._offset, query._offset + query._limit).map((unit) => ({
      unit_id: unit.id,
      unit_name: unit.name,
      unit_status_id: publicationStatusSchema.parse(unit.status),
      unit_created_date: unit.createdAt,
    })),
    total: found.length,
  };
}

export type DemoPlanAdminContext = Pick<
  DemoCallContext,
  'request' | 'current' | 'match' | 'json' | 'refused' | 'parsed'
>;

const prerequisiteMessages: Record<UnitPrerequisiteProblem, string> = {
  unitRequired: texts.prerequisiteUnitRequired,
  unitInvalid: texts.prerequisiteUnitInvalid,
  waitInvalid: texts.prerequisiteWaitInvalid,
  dateRequired: texts.prerequisiteDateRequired,
};

/** The query's repeated `plan_ids[]` as the server's `queryWithLists` reads them. */
function pickQuery(url: URL) {
  const raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  raw.plan_ids = [...url.searchParams.getAll('plan_ids'), ...url.searchParams.getAll('plan_ids[]')];
  delete raw['plan_ids[]'];
  return planUnitPickQuerySchema.safeParse(raw);
}

/** The copy's name as the duplicate route reads it (the `new_name` parameter, else the body's), or its issues. */
async function duplicateName(request: Request): Promise<string | DemoIssue[]> {
  const fromQuery = new URL(request.url).searchParams.get('new_name');
  const input = fromQuery === null ? await request.json().catch(() => ({})) : { new_name: fromQuery };
  const parsed = planUnitDuplicateSchema.safeParse(input);
  if (parsed.success) return parsed.data.new_name;
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Answers one of `demoPlanAdminCalls` as the server's plan admin routes do. */
export async function demoPlanAdminCall(name: DemoPlanAdminCall, context: DemoPlanAdminContext) {
  const { request, current, match, json, refused, parsed } = context;
  const planId = Number(match[1]);
  const secondId = Number(match[2]);
  const state = stateOf(current);
  if (name === 'planUnitPicks') {
    const query = pickQuery(new URL(request.url));
    if (!query.success)
      return refused(
        400,
        'The request is not valid.',
        query.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      );
    return json(demoPlanUnitPicks(current, query.data));
  }
  // As the routes: the body is read before the plan is looked for.
  const body =
    name === 'planUnitsAdd'
      ? await parsed(request, planUnitIdsSchema)
      : name === 'planUnitsOrder'
        ? await parsed(request, planUnitOrderSchema)
        : name === 'planPrerequisitesSave'
          ? await parsed(request, planPrerequisitesSaveSchema)
          : undefined;
  if (body instanceof Response) return body;
  const copyName = name === 'planUnitDuplicate' ? await duplicateName(request) : undefined;
  if (Array.isArray(copyName)) return refused(400, 'The request is not valid.', copyName);
  if (!demoAdminPlan(current, planId)) return refused(404, demoPlanMissing.plan);
  const rows = rowsOf(current, planId);
  const answer = () => json(demoAdminPlanUnits(current, planId));
  const sent = body?.body ?? {};
  switch (name) {
    case 'adminPlan':
      return json(demoAdminPlan(current, planId));
    case 'adminPlanUnits':
      return answer();
    case 'planUnitsAdd': {
      const unitIds = [...new Set((sent as { unit_ids: number[] }).unit_ids)];
      const found = unitsOf(current).filter((unit) => unitIds.includes(unit.id));
      if (found.length !== unitIds.length) return refused(404, demoPlanMissing.unit);
      if (found.some((unit) => unit.status !== publicationStatus.published))
        return refused(409, texts.unitNotPublished, [
          { path: 'unit_status_id', message: texts.unitNotPublished },
        ]);
      let position = Math.max(-1, ...rows.map((row) => row.position)) + 1;
      for (const unitId of unitIds) {
        if (rows.some((row) => row.unitId === unitId)) continue;
        state.planUnits.push({
          id: ++state.lastPlanUnitId,
          planId,
          unitId,
          position: position++,
          prereqTypeId: 0,
          prereqUnitId: null,
          prereqWaitTime: null,
          prereqStartDate: null,
        });
      }
      return answer();
    }
    case 'planUnitRemove': {
      const removed = rows.find((row) => row.unitId === secondId);
      if (!removed) return refused(404, demoPlanMissing.unit);
      state.planUnits = state.planUnits.filter((row) => row !== removed);
      for (const row of rowsOf(current, planId))
        if (row.prereqUnitId === secondId)
          Object.assign(row, { prereqTypeId: 0, prereqUnitId: null, prereqWaitTime: null });
      return answer();
    }
    case 'planUnitsOrder': {
      const { order } = sent as { order: number[] };
      const stored = rows.map((row) => row.unitId);
      const same =
        order.length === stored.length &&
        new Set(order).size === order.length &&
        order.every((unitId) => stored.includes(unitId));
      if (!same)
        return refused(400, 'The request is not valid.', [
          { path: 'order', message: texts.unitOrderMismatch },
        ]);
      for (const [position, unitId] of order.entries()) {
        const row = rows.find((candidate) => candidate.unitId === unitId);
        if (row) row.position = position;
      }
      return answer();
    }
    case 'planUnitDuplicate': {
      const copy = demoCopyUnit(current, unitsOf(current), secondId, copyName ?? '');
      if (copy.outcome === 'unitNotFound') return refused(404, demoPlanMissing.unit);
      if (copy.outcome === 'notPublished')
        return refused(409, texts.unitNotPublished, [
          { path: 'unit_status_id', message: texts.unitNotPublished },
        ]);
      if (copy.outcome === 'nameTaken') return refused(400, 'The request is not valid.', copy.issues);
      state.planUnits.push({
        id: ++state.lastPlanUnitId,
        planId,
        unitId: copy.unit.id,
        position: Math.max(-1, ...rows.map((row) => row.position)) + 1,
        prereqTypeId: 0,
        prereqUnitId: null,
        prereqWaitTime: null,
        prereqStartDate: null,
      });
      return json({ unit_id: copy.unit.id, ...demoAdminPlanUnits(current, planId) }, 201);
    }
    case 'planPrerequisitesSave': {
      const saved = (sent as z.output<typeof planPrerequisitesSaveSchema>).data.map((row) =>
        normalizeUnitPrerequisiteRow(row),
      );
      if (saved.some((row) => !rows.some((stored) => stored.unitId === row.unit_id)))
        return refused(404, demoPlanMissing.unit);
      const byUnit = new Map(saved.map((row) => [row.unit_id, row]));
      const after = rows.map(
        (row) =>
          byUnit.get(row.unitId) ?? {
            unit_id: row.unitId,
            prereq_type_id: row.prereqTypeId,
            prereq_unit_id: row.prereqUnitId,
            prereq_wait_time: row.prereqWaitTime,
            prereq_start_date: row.prereqStartDate,
          },
      );
      const issues = saved.flatMap((row, index) => {
        const problem = unitPrerequisiteProblem(row, after);
        return problem ? [{ path: `data.${index}`, message: prerequisiteMessages[problem] }] : [];
      });
      if (issues.length > 0) return refused(400, 'The request is not valid.', issues);
      for (const row of saved) {
        const stored = rows.find((candidate) => candidate.unitId === row.unit_id);
        if (stored)
          Object.assign(stored, {
            prereqTypeId: row.prereq_type_id,
            prereqUnitId: row.prereq_unit_id,
            prereqWaitTime: row.prereq_wait_time,
            prereqStartDate: row.prereq_start_date,
          });
      }
      return answer();
    }
  }
}
