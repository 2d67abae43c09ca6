/**
 * Plans and their units as the admin screens read and write them (002 sections 3 and 7): every status, the
 * manage list, the basic-info fields with the monthly targets, and a plan's units in order with their
 * prerequisites. No rules here: the service decides what may change.
 */
import { publicationStatus } from '@segno/domain';
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { plan, planMonthlyTarget, planUnit, unit } from '../db/schema';
import { qualified } from './content-repository';
import { containsPattern } from './sql-patterns';

const { archived } = publicationStatus;
const planId = qualified(plan, plan.id);

const adminPlanColumns = {
  id: plan.id,
  name: plan.planName,
  shortName: plan.planShortName,
  description: plan.planDescription,
  imageUrl: plan.planImageUrl,
  isPublic: plan.planIsPublic,
  status: plan.status,
  objectType: plan.objectType,
  businessUnitId: plan.businessUnitId,
  useMonthlyTargets: plan.useMonthlyTargets,
  dueDate: plan.dueDate,
  dueDurationDays: plan.dueDurationDays,
  createdAt: plan.createdAt,
  publishedAt: plan.publishedAt,
  updatedAt: plan.updatedAt,
  totalUnits: sql<number>`(select count(*) from ${planUnit} where ${planUnit.planId} = ${planId})::int`,
};

export type AdminPlanRow = NonNullable<Awaited<ReturnType<typeof findAdminPlan>>>;

export type AdminPlanFilter = {
  /** None: every status but archived. */
  statuses: number[];
  types: ('standard' | 'compliancePlan')[];
  term: string;
  orderBy: 'plan_created_date' | 'plan_name';
  sortBy: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export async function listAdminPlans(db: Orm, filter: AdminPlanFilter) {
  const conditions: SQL[] = [
    filter.statuses.length > 0 ? inArray(plan.status, filter.statuses) : ne(plan.status, archived),
  ];
  if (filter.types.length > 0) conditions.push(inArray(plan.objectType, filter.types));
  if (filter.term.trim()) {
    const pattern = containsPattern(filter.term);
    conditions.push(
      or(sql`${plan.planName} ilike ${pattern}`, sql`${plan.planShortName} ilike ${pattern}`) as SQL,
    );
  }
  const where = and(...conditions);
  const direction = filter.sortBy === 'asc' ? asc : desc;
  const order =
    filter.orderBy === 'plan_name'
      ? [direction(sql`lower(${plan.planName})`), direction(plan.id)]
      : [direction(plan.createdAt), direction(plan.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(adminPlanColumns)
      .from(plan)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(plan).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findAdminPlan(db: Orm, id: number) {
  const [row] = await db.select(adminPlanColumns).from(plan).where(eq(plan.id, id));
  return row;
}

/** Locks the plan's row for a save, so two saves of one plan (or of its units) do not interleave. */
export async function findPlanForUpdate(db: Orm, id: number) {
  const [row] = await db.select().from(plan).where(eq(plan.id, id)).for('update');
  return row;
}

/** GET /plan: every plan that is not archived, by name. */
export async function listPlanNames(db: Orm) {
  return db
    .select({ id: plan.id, name: plan.planName, status: plan.status, objectType: plan.objectType })
    .from(plan)
    .where(ne(plan.status, archived))
    .orderBy(asc(sql`lower(${plan.planName})`), asc(plan.id));
}

export type PlanValues = Partial<
  Pick<
    typeof plan.$inferInsert,
    | 'planName'
    | 'planShortName'
    | 'planDescription'
    | 'planImageUrl'
    | 'planIsPublic'
    | 'objectType'
    | 'businessUnitId'
    | 'useMonthlyTargets'
    | 'dueDate'
    | 'dueDurationDays'
    | 'status'
    | 'publishedAt'
  >
>;

export async function insertPlan(
  db: Orm,
  values: PlanValues & Pick<typeof plan.$inferInsert, 'planName' | 'planShortName' | 'objectType'>,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(plan)
    .values({ ...values, status: publicationStatus.draft, createdAt: at, updatedAt: at })
    .returning({ id: plan.id });
  if (!row) throw new Error('The plan insert returned no row');
  return row.id;
}

export async function updatePlan(db: Orm, id: number, values: PlanValues, at: Date): Promise<void> {
  await db
    .update(plan)
    .set({ ...values, updatedAt: at })
    .where(eq(plan.id, id));
}

export async function listMonthlyTargets(db: Orm, id: number) {
  return db
    .select({ monthId: planMonthlyTarget.monthId, targetPercent: planMonthlyTarget.targetPercent })
    .from(planMonthlyTarget)
    .where(eq(planMonthlyTarget.planId, id))
    .orderBy(asc(planMonthlyTarget.monthId));
}

export async function replaceMonthlyTargets(
  db: Orm,
  id: number,
  targets: readonly { month_id: number; target_percent: number }[],
): Promise<void> {
  await db.delete(planMonthlyTarget).where(eq(planMonthlyTarget.planId, id));
  if (targets.length === 0) return;
  await db.insert(planMonthlyTarget).values(
    targets.map((target) => ({
      planId: id,
      monthId: target.month_id,
      targetPercent: target.target_percent,
    })),
  );
}

// A plan's units

const adminPlanUnitColumns = {
  unitId: planUnit.unitId,
  name: unit.name,
  status: unit.status,
  position: planUnit.position,
  prereqTypeId: planUnit.prereqTypeId,
  prereqUnitId: planUnit.prereqUnitId,
  prereqWaitTime: planUnit.prereqWaitTime,
  prereqStartDate: planUnit.prereqStartDate,
};

export type AdminPlanUnitRow = Awaited<ReturnType<typeof listAdminPlanUnits>>[number];

/** The plan's units in order (position, then when they joined). */
export async function listAdminPlanUnits(db: Orm, id: number) {
  return db
    .select(adminPlanUnitColumns)
    .from(planUnit)
    .innerJoin(unit, eq(unit.id, planUnit.unitId))
    .where(eq(planUnit.planId, id))
    .orderBy(asc(planUnit.position), asc(planUnit.id));
}

/** The units of these ids that exist, with their status. */
export async function findUnits(db: Orm, unitIds: readonly number[]) {
  if (unitIds.length === 0) return [];
  return db
    .select({ id: unit.id, name: unit.name, status: unit.status })
    .from(unit)
    .where(inArray(unit.id, [...unitIds]));
}

/** Puts the units last in the plan, in the order given; those already in it stay where they are. */
export async function appendPlanUnits(db: Orm, id: number, unitIds: readonly number[]): Promise<number[]> {
  const present = new Set(
    (await db.select({ unitId: planUnit.unitId }).from(planUnit).where(eq(planUnit.planId, id))).map(
      (row) => row.unitId,
    ),
  );
  const added = [...new Set(unitIds)].filter((unitId) => !present.has(unitId));
  if (added.length === 0) return [];
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${planUnit.position}), -1)::int` })
    .from(planUnit)
    .where(eq(planUnit.planId, id));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(planUnit)
    .values(added.map((unitId, index) => ({ planId: id, unitId, position: start + index })));
  return added;
}

/**
 * Takes the unit out of the plan; rows that named it as their prerequisite unit go back to no prerequisite
 * (their type needs a unit). False when it was not in the plan.
 */
export async function removePlanUnit(db: Orm, id: number, unitId: number): Promise<boolean> {
  const removed = await db
    .delete(planUnit)
    .where(and(eq(planUnit.planId, id), eq(planUnit.unitId, unitId)))
    .returning({ id: planUnit.id });
  if (removed.length === 0) return false;
  await db
    .update(planUnit)
    .set({ prereqTypeId: 0, prereqUnitId: null, prereqWaitTime: null })
    .where(and(eq(planUnit.planId, id), eq(planUnit.prereqUnitId, unitId)));
  return true;
}

/** Positions 0, 1, 2… in the order given (every unit of the plan, once). */
export async function setPlanUnitOrder(db: Orm, id: number, unitIds: readonly number[]): Promise<void> {
  for (const [position, unitId] of unitIds.entries())
    await db
      .update(planUnit)
      .set({ position })
      .where(and(eq(planUnit.planId, id), eq(planUnit.unitId, unitId)));
}

export type PrerequisiteValues = {
  unitId: number;
  prereqTypeId: number;
  prereqUnitId: number | null;
  prereqWaitTime: number | null;
  prereqStartDate: Date | null;
};

export async function updatePlanUnitPrerequisite(db: Orm, id: number, values: PrerequisiteValues) {
  const { unitId, ...prerequisite } = values;
  await db
    .update(planUnit)
    .set(prerequisite)
    .where(and(eq(planUnit.planId, id), eq(planUnit.unitId, unitId)));
}

/** GET /plan/units: units that are not archived, by name; `notInPlan` leaves out a plan's units. */
export async function listPickUnits(
  db: Orm,
  query: { notInPlan?: number; planIds: readonly number[]; term: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [ne(unit.status, archived)];
  if (query.notInPlan !== undefined)
    conditions.push(
      notInArray(
        unit.id,
        db.select({ id: planUnit.unitId }).from(planUnit).where(eq(planUnit.planId, query.notInPlan)),
      ),
    );
  if (query.planIds.length > 0)
    conditions.push(
      inArray(
        unit.id,
        db
          .select({ id: planUnit.unitId })
          .from(planUnit)
          .where(inArray(planUnit.planId, [...query.planIds])),
      ),
    );
  if (query.term.trim()) conditions.push(sql`${unit.name} ilike ${containsPattern(query.term)}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: unit.id, name: unit.name, status: unit.status, createdAt: unit.createdAt })
      .from(unit)
      .where(where)
      .orderBy(asc(sql`lower(${unit.name})`), asc(unit.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(unit).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * A copy of the unit under a new name (the add-unit dialog's copy): its status and list view, its groups with
 * their rules and layout, their links, and its contents in the same groups (or the sandbox). Answers the new
 * unit's id.
 */
export async function copyUnit(db: Orm, sourceId: number, name: string, at: Date): Promise<number> {
  const [inserted] = await rowsOf<{ id: number }>(
    db,
    sql`insert into unit (name, status, created_at, expiration_date, list_data)
      select ${name}, status, ${at.toISOString()}::timestamptz, expiration_date, list_data from unit where id = ${sourceId}
      returning id`,
  );
  if (!inserted) throw new Error(`Unit ${sourceId} vanished during its copy`);
  const newId = Number(inserted.id);
  // Old group id -> new group id, copied one by one so the mapping is certain.
  const groups = await rowsOf<{ id: number }>(
    db,
    sql`select id from unit_group where unit_id = ${sourceId} order by id`,
  );
  const groupIds = new Map<number, number>();
  for (const group of groups) {
    const [copied] = await rowsOf<{ id: number }>(
      db,
      sql`insert into unit_group (unit_id, position, default_row, rule_case, layout)
        select ${newId}, position, default_row, rule_case, layout from unit_group where id = ${group.id}
        returning id`,
    );
    if (copied) groupIds.set(Number(group.id), Number(copied.id));
  }
  const links = await rowsOf<{ group_id: number; parent_group_id: number }>(
    db,
    sql`select p.group_id, p.parent_group_id from unit_group_parent p
      join unit_group g on g.id = p.group_id where g.unit_id = ${sourceId}`,
  );
  for (const link of links) {
    const groupId = groupIds.get(Number(link.group_id));
    const parentId = groupIds.get(Number(link.parent_group_id));
    if (groupId !== undefined && parentId !== undefined)
      await db.execute(
        sql`insert into unit_group_parent (group_id, parent_group_id) values (${groupId}, ${parentId})`,
      );
  }
  const contents = await rowsOf<{ content_id: number; group_id: number | null; position: number }>(
    db,
    sql`select content_id, group_id, position from unit_content where unit_id = ${sourceId}`,
  );
  for (const item of contents) {
    const groupId = item.group_id === null ? null : (groupIds.get(Number(item.group_id)) ?? null);
    await db.execute(sql`insert into unit_content (unit_id, content_id, group_id, position)
      values (${newId}, ${item.content_id}, ${groupId}, ${item.position})`);
  }
  return newId;
}
