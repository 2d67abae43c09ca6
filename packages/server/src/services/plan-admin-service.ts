/**
 * Plan authoring (002 sections 3 to 7): the manage list, create, basic-info and status saves, and a plan's
 * units: add (published units only), remove, order, copy a unit into the plan, and the prerequisites. Every
 * change is one transaction under the plan's row lock with its change-log line ('plan'), so nothing is
 * half-saved and two saves of one plan run one after the other.
 */
import {
  type AdminFilterList,
  type AdminPlan,
  type AdminPlanList,
  type AdminPlanQuery,
  type AdminPlanUnitList,
  dueDateMessages,
  dueDateModes,
  dueDateProblem,
  filterValues,
  normalizeUnitPrerequisiteRow,
  type PlanDraft,
  type PlanNameList,
  type PlanPrerequisiteRow,
  type PlanUnitPickList,
  type PlanUnitPickQuery,
  type PlanUpdate,
  parsePlanDueDate,
  planAdminMessages,
  planDueDateValue,
  planObjectTypes,
  publicationStatus,
  publicationStatusSchema,
  statusChoices,
  statusFilters,
  type UnitPrerequisiteProblem,
  unitPrerequisiteProblem,
} from '@segno/domain';
import type { Orm } from '../db/database';
import type { ErrorIssue } from '../http/api-error';
import { insertChange } from '../repositories/change-log-repository';
import { findBusinessUnit } from '../repositories/manager-approval-repository';
import {
  type AdminPlanRow,
  type AdminPlanUnitRow,
  appendPlanUnits,
  copyUnit,
  findAdminPlan,
  findPlanForUpdate,
  findUnits,
  insertPlan,
  listAdminPlans,
  listAdminPlanUnits,
  listMonthlyTargets,
  listPickUnits,
  listPlanNames,
  type PlanValues,
  removePlanUnit,
  replaceMonthlyTargets,
  setPlanUnitOrder,
  updatePlan,
  updatePlanUnitPrerequisite,
} from '../repositories/plan-admin-repository';
import { isUnitNameTaken } from '../repositories/unit-admin-repository';
import { findTakenNames, type TakenNames } from './name-check';
import type { ServiceContext } from './service-context';

const texts = planAdminMessages.planAuthoring;

const businessUnitMissing: { outcome: 'invalid'; issues: ErrorIssue[] } = {
  outcome: 'invalid',
  issues: [{ path: 'business_unit_id', message: texts.businessUnitMissing }],
};

/** A business unit named that does not exist (none named is fine). */
async function isMissingBusinessUnit(db: Orm, businessUnitId: number | null | undefined): Promise<boolean> {
  return typeof businessUnitId === 'number' && (await findBusinessUnit(db, businessUnitId)) === undefined;
}

/**
 * A change's outcome. notFound: no such plan (404); unitNotFound: no such unit, or not in the plan (404);
 * taken: a name another plan uses (409); invalid: a rule the schema cannot check alone (400); notPublished:
 * a unit that is not published may not join a plan (409, issue path `unit_status_id`).
 */
export type PlanChangeResult<Saved> =
  | { outcome: 'saved'; saved: Saved }
  | { outcome: 'notFound' | 'unitNotFound' | 'notPublished' }
  | { outcome: 'taken'; taken: TakenNames }
  | { outcome: 'invalid'; issues: ErrorIssue[] };

const toPlanStatus = (status: number) => publicationStatusSchema.parse(status);

export function toAdminPlan(
  row: AdminPlanRow,
  targets: readonly { monthId: number; targetPercent: number }[],
): AdminPlan {
  return {
    plan_id: row.id,
    plan_name: row.name,
    plan_short_name: row.shortName,
    plan_description: row.description,
    plan_image_url: row.imageUrl,
    plan_is_public: row.isPublic,
    plan_status_id: toPlanStatus(row.status),
    object_type: row.objectType,
    business_unit_id: row.businessUnitId,
    use_monthly_targets: row.useMonthlyTargets,
    monthly_targets: targets.map((target) => ({
      month_id: target.monthId,
      target_percent: target.targetPercent,
    })),
    plan_due_date: row.dueDate ? planDueDateValue(row.dueDate) : null,
    plan_due_duration: row.dueDurationDays,
    plan_total_units: row.totalUnits,
    plan_created_date: row.createdAt,
    plan_published_date: row.publishedAt,
    updated_at: row.updatedAt,
  };
}

const toAdminPlanUnits = (rows: readonly AdminPlanUnitRow[]): AdminPlanUnitList => ({
  data: rows.map((row) => ({
    unit_id: row.unitId,
    unit_name: row.name,
    unit_status_id: toPlanStatus(row.status),
    position: row.position,
    prereq_type_id: row.prereqTypeId,
    prereq_unit_id: row.prereqUnitId,
    prereq_wait_time: row.prereqWaitTime,
    prereq_start_date: row.prereqStartDate,
  })),
});

/** The plan's basic-info fields by their API names, and the columns they write. */
const planColumns = {
  plan_name: 'planName',
  plan_short_name: 'planShortName',
  plan_description: 'planDescription',
  plan_image_url: 'planImageUrl',
  plan_is_public: 'planIsPublic',
  business_unit_id: 'businessUnitId',
  use_monthly_targets: 'useMonthlyTargets',
  plan_due_duration: 'dueDurationDays',
} as const satisfies Partial<Record<keyof PlanUpdate, keyof PlanValues>>;
type PlanColumnField = keyof typeof planColumns;

/** spec 002 section 5: the due date must not be earlier than today. */
function dueDateIssue(dueDate: string | null | undefined, now: Date): ErrorIssue[] {
  if (!dueDate) return [];
  const problem = dueDateProblem(
    dueDateModes.fixedDate,
    { date: parsePlanDueDate(dueDate), duration: null },
    now,
  );
  return problem ? [{ path: 'plan_due_date', message: dueDateMessages[problem] }] : [];
}

const prerequisiteMessages: Record<UnitPrerequisiteProblem, string> = {
  unitRequired: texts.prerequisiteUnitRequired,
  unitInvalid: texts.prerequisiteUnitInvalid,
  waitInvalid: texts.prerequisiteWaitInvalid,
  dateRequired: texts.prerequisiteDateRequired,
};

const sameMembers = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length &&
  new Set(left).size === left.length &&
  left.every((id) => right.includes(id));

export function createPlanAdminService({ orm, now }: ServiceContext) {
  async function readPlan(db: Orm, planId: number): Promise<AdminPlan | undefined> {
    const row = await findAdminPlan(db, planId);
    return row && toAdminPlan(row, await listMonthlyTargets(db, planId));
  }

  async function readUnits(db: Orm, planId: number): Promise<AdminPlanUnitList> {
    return toAdminPlanUnits(await listAdminPlanUnits(db, planId));
  }

  const log = (
    db: Orm,
    userId: number,
    planId: number,
    action: 'create' | 'update' | 'status',
    detail: string,
  ) => insertChange(db, { objectType: 'plan', objectId: planId, userId, action, detail }, now());

  /** Runs `change` under the plan's row lock in one transaction; notFound when there is no such plan. */
  function withPlan<Saved>(
    planId: number,
    change: (
      tx: Orm,
      stored: NonNullable<Awaited<ReturnType<typeof findPlanForUpdate>>>,
    ) => Promise<PlanChangeResult<Saved>>,
  ): Promise<PlanChangeResult<Saved>> {
    return orm.transaction(async (tx) => {
      const stored = await findPlanForUpdate(tx, planId);
      if (!stored) return { outcome: 'notFound' };
      return change(tx, stored);
    });
  }

  return {
    /** GET /plan/search: every status but archived unless the filters ask; newest first unless ordered. */
    async list(query: AdminPlanQuery): Promise<AdminPlanList> {
      const types = filterValues(query.filters, 'type').filter(
        (type): type is (typeof planObjectTypes)[number] =>
          (planObjectTypes as readonly string[]).includes(type),
      );
      const { rows, total } = await listAdminPlans(orm, {
        statuses: statusFilters(query.filters),
        types,
        term: query.term,
        orderBy: query.order_by,
        sortBy: query.sort_by,
        limit: query._limit,
        offset: query._offset,
      });
      // One query per row for the targets is avoided: the list does not show them.
      return { data: rows.map((row) => toAdminPlan(row, [])), total };
    },

    /** GET /plan/search/filters: the plan types beyond status (ours; 002 names the call, not its groups). */
    filters(): AdminFilterList {
      return {
        data: [
          {
            key: 'type',
            label: texts.filterType,
            options: planObjectTypes.map((type) => ({ value: type, label: texts.objectTypes[type] })),
          },
        ],
      };
    },

    /** GET /plan: the plans that are not archived, by name. */
    async names(): Promise<PlanNameList> {
      const rows = await listPlanNames(orm);
      return {
        data: rows.map((row) => ({
          plan_id: row.id,
          plan_name: row.name,
          plan_status_id: toPlanStatus(row.status),
          object_type: row.objectType,
        })),
      };
    },

    /** GET /plan/{id}/admin, whatever its status. */
    get: (planId: number) => readPlan(orm, planId),

    /** POST /plan: a draft; answers the new plan's id (the wizard goes on to its edit step with exit=0). */
    async create(userId: number, draft: PlanDraft): Promise<PlanChangeResult<{ plan_id: number }>> {
      const issues = dueDateIssue(draft.plan_due_date, now());
      if (issues.length > 0) return { outcome: 'invalid', issues };
      return orm.transaction(async (tx) => {
        if (await isMissingBusinessUnit(tx, draft.business_unit_id)) return businessUnitMissing;
        const taken = await findTakenNames(tx, 'plan', {
          name: draft.plan_name,
          shortName: draft.plan_short_name,
        });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };
        const at = now();
        const planId = await insertPlan(
          tx,
          {
            planName: draft.plan_name,
            planShortName: draft.plan_short_name,
            planDescription: draft.plan_description,
            planImageUrl: draft.plan_image_url,
            planIsPublic: draft.plan_is_public,
            objectType: draft.object_type,
            businessUnitId: draft.business_unit_id,
            useMonthlyTargets: draft.use_monthly_targets,
            dueDate: draft.plan_due_date ? (parsePlanDueDate(draft.plan_due_date) ?? null) : null,
            dueDurationDays: draft.plan_due_duration,
          },
          at,
        );
        await replaceMonthlyTargets(tx, planId, draft.monthly_targets);
        await log(tx, userId, planId, 'create', '');
        return { outcome: 'saved', saved: { plan_id: planId } };
      });
    },

    /**
     * PUT /plan/{id}: the fields sent, and/or a status (draft only while still a draft, 002 section 4). A
     * changed field writes an 'update' line naming the fields; a changed status a 'status' line.
     */
    async update(userId: number, planId: number, update: PlanUpdate): Promise<PlanChangeResult<AdminPlan>> {
      const issues = dueDateIssue(update.plan_due_date, now());
      if (issues.length > 0) return { outcome: 'invalid', issues };
      return withPlan<AdminPlan>(planId, async (tx, stored) => {
        const current = await readPlan(tx, planId);
        if (!current) return { outcome: 'notFound' };
        const {
          plan_status_id: status,
          monthly_targets: targets,
          plan_due_date: dueDate,
          ...fields
        } = update;
        if (await isMissingBusinessUnit(tx, fields.business_unit_id)) return businessUnitMissing;
        if (
          status !== undefined &&
          status !== stored.status &&
          !statusChoices(stored.status).includes(status)
        )
          return {
            outcome: 'invalid',
            issues: [{ path: 'plan_status_id', message: texts.draftOnlyWhileDraft }],
          };
        const taken = await findTakenNames(tx, 'plan', {
          name: fields.plan_name,
          shortName: fields.plan_short_name,
          excludeId: planId,
        });
        if (taken.nameTaken || taken.shortNameTaken) return { outcome: 'taken', taken };

        const values: PlanValues = {};
        const changed: string[] = [];
        for (const [field, column] of Object.entries(planColumns) as [PlanColumnField, keyof PlanValues][]) {
          const value = fields[field];
          if (value === undefined || value === current[field]) continue;
          (values as Record<string, unknown>)[column] = value;
          changed.push(field);
        }
        if (dueDate !== undefined && dueDate !== current.plan_due_date) {
          values.dueDate = dueDate === null ? null : (parsePlanDueDate(dueDate) ?? null);
          changed.push('plan_due_date');
        }
        const targetsChanged =
          targets !== undefined &&
          JSON.stringify([...targets].sort((a, b) => a.month_id - b.month_id)) !==
            JSON.stringify(current.monthly_targets);
        if (targetsChanged) changed.push('monthly_targets');
        const statusChanged = status !== undefined && status !== stored.status;
        if (statusChanged) {
          values.status = status;
          if (status === publicationStatus.published && !stored.publishedAt) values.publishedAt = now();
        }
        if (changed.length === 0 && !statusChanged) return { outcome: 'saved', saved: current };

        await updatePlan(tx, planId, values, now());
        if (targetsChanged) await replaceMonthlyTargets(tx, planId, targets ?? []);
        if (changed.length > 0) await log(tx, userId, planId, 'update', changed.join(', '));
        if (statusChanged) await log(tx, userId, planId, 'status', String(status));
        const saved = await readPlan(tx, planId);
        return saved ? { outcome: 'saved', saved } : { outcome: 'notFound' };
      });
    },

    /** GET /plan/{id}/units: the units and prerequisites steps' rows, whatever each unit's status. */
    async units(planId: number): Promise<AdminPlanUnitList | undefined> {
      if (!(await findAdminPlan(orm, planId))) return undefined;
      return readUnits(orm, planId);
    },

    /** PUT /plan/{id}/unit/{unit_id}: the unit joins the plan last, when published (002 section 4). */
    addUnit: (userId: number, planId: number, unitId: number) =>
      withPlan<AdminPlanUnitList>(planId, async (tx) => {
        const [found] = await findUnits(tx, [unitId]);
        if (!found) return { outcome: 'unitNotFound' };
        if (found.status !== publicationStatus.published) return { outcome: 'notPublished' };
        const added = await appendPlanUnits(tx, planId, [unitId]);
        if (added.length > 0) await log(tx, userId, planId, 'update', `units: added ${unitId}`);
        return { outcome: 'saved', saved: await readUnits(tx, planId) };
      }),

    /** POST /plan/{id}/units: the add-unit dialog's existing units, all published or none added. */
    addUnits: (userId: number, planId: number, unitIds: readonly number[]) =>
      withPlan<AdminPlanUnitList>(planId, async (tx) => {
        const found = await findUnits(tx, unitIds);
        if (found.length !== new Set(unitIds).size) return { outcome: 'unitNotFound' };
        if (found.some((row) => row.status !== publicationStatus.published))
          return { outcome: 'notPublished' };
        const added = await appendPlanUnits(tx, planId, unitIds);
        if (added.length > 0) await log(tx, userId, planId, 'update', `units: added ${added.join(', ')}`);
        return { outcome: 'saved', saved: await readUnits(tx, planId) };
      }),

    /** DELETE /plan/{id}/unit/{unit_id}: rows that needed it go back to no prerequisite. */
    removeUnit: (userId: number, planId: number, unitId: number) =>
      withPlan<AdminPlanUnitList>(planId, async (tx) => {
        if (!(await removePlanUnit(tx, planId, unitId))) return { outcome: 'unitNotFound' };
        await log(tx, userId, planId, 'update', `units: removed ${unitId}`);
        return { outcome: 'saved', saved: await readUnits(tx, planId) };
      }),

    /** PUT /plan/{id}/units: every unit of the plan once, in the new order. */
    order: (userId: number, planId: number, order: readonly number[]) =>
      withPlan<AdminPlanUnitList>(planId, async (tx) => {
        const current = (await listAdminPlanUnits(tx, planId)).map((row) => row.unitId);
        if (!sameMembers(order, current))
          return { outcome: 'invalid', issues: [{ path: 'order', message: texts.unitOrderMismatch }] };
        if (order.every((unitId, index) => current[index] === unitId))
          return { outcome: 'saved', saved: await readUnits(tx, planId) };
        await setPlanUnitOrder(tx, planId, order);
        await log(tx, userId, planId, 'update', 'units: order');
        return { outcome: 'saved', saved: await readUnits(tx, planId) };
      }),

    /**
     * PUT /plan/{id}/unit/{unit_id}/duplicate: a copy of the unit (with its tree) under `newName`, last in the
     * plan. The copy keeps the unit's status, so a unit that is not published cannot be copied in.
     */
    duplicateUnit: (userId: number, planId: number, unitId: number, newName: string) =>
      withPlan<AdminPlanUnitList & { unit_id: number }>(planId, async (tx) => {
        const [source] = await findUnits(tx, [unitId]);
        if (!source) return { outcome: 'unitNotFound' };
        if (source.status !== publicationStatus.published) return { outcome: 'notPublished' };
        if (await isUnitNameTaken(tx, newName))
          return { outcome: 'invalid', issues: [{ path: 'new_name', message: texts.unitNameTaken }] };
        const at = now();
        const copyId = await copyUnit(tx, unitId, newName, at);
        await insertChange(
          tx,
          { objectType: 'unit', objectId: copyId, userId, action: 'create', detail: `copy of ${unitId}` },
          at,
        );
        await appendPlanUnits(tx, planId, [copyId]);
        await log(tx, userId, planId, 'update', `units: added ${copyId}`);
        return { outcome: 'saved', saved: { unit_id: copyId, ...(await readUnits(tx, planId)) } };
      }),

    /**
     * PUT /plan/{id}/unit/pre-requisites: each row's prerequisite (type 0 clears the unit and wait time),
     * checked against the plan's rows as they will be after the save (002 section 4).
     */
    savePrerequisites: (userId: number, planId: number, rows: readonly PlanPrerequisiteRow[]) =>
      withPlan<AdminPlanUnitList>(planId, async (tx) => {
        const stored = await listAdminPlanUnits(tx, planId);
        const normalized = rows.map((row) => normalizeUnitPrerequisiteRow(row));
        const byUnit = new Map(normalized.map((row) => [row.unit_id, row]));
        if ([...byUnit.keys()].some((id) => !stored.some((row) => row.unitId === id)))
          return { outcome: 'unitNotFound' };
        const after = stored.map(
          (row) =>
            byUnit.get(row.unitId) ?? {
              unit_id: row.unitId,
              prereq_type_id: row.prereqTypeId,
              prereq_unit_id: row.prereqUnitId,
              prereq_wait_time: row.prereqWaitTime,
              prereq_start_date: row.prereqStartDate,
            },
        );
        const issues = normalized.flatMap((row, index) => {
          const problem = unitPrerequisiteProblem(row, after);
          return problem ? [{ path: `data.${index}`, message: prerequisiteMessages[problem] }] : [];
        });
        if (issues.length > 0) return { outcome: 'invalid', issues };
        const changed = normalized.filter((row) => {
          const before = stored.find((candidate) => candidate.unitId === row.unit_id);
          return (
            before !== undefined &&
            (before.prereqTypeId !== row.prereq_type_id ||
              before.prereqUnitId !== row.prereq_unit_id ||
              before.prereqWaitTime !== row.prereq_wait_time ||
              (before.prereqStartDate?.getTime() ?? null) !== (row.prereq_start_date?.getTime() ?? null))
          );
        });
        for (const row of changed)
          await updatePlanUnitPrerequisite(tx, planId, {
            unitId: row.unit_id,
            prereqTypeId: row.prereq_type_id,
            prereqUnitId: row.prereq_unit_id,
            prereqWaitTime: row.prereq_wait_time,
            prereqStartDate: row.prereq_start_date,
          });
        if (changed.length > 0)
          await log(
            tx,
            userId,
            planId,
            'update',
            `prerequisites: ${changed.map((row) => row.unit_id).join(', ')}`,
          );
        return { outcome: 'saved', saved: await readUnits(tx, planId) };
      }),

    /** GET /plan/units: units to add, by name, not archived. */
    async pickUnits(query: PlanUnitPickQuery): Promise<PlanUnitPickList> {
      const { rows, total } = await listPickUnits(orm, {
        notInPlan: query.not_in_plan,
        planIds: query.plan_ids,
        term: query.term,
        limit: query._limit,
        offset: query._offset,
      });
      return {
        data: rows.map((row) => ({
          unit_id: row.id,
          unit_name: row.name,
          unit_status_id: toPlanStatus(row.status),
          unit_created_date: row.createdAt,
        })),
        total,
      };
    },
  };
}

export type PlanAdminService = ReturnType<typeof createPlanAdminService>;
