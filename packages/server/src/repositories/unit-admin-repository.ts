/**
 * Units as the admin screens read and write them (002 sections 3 and 7; 0008, 0021): manage units, a unit's row
 * and tree for a save, its plans, its contents, and the content picker. The tree lives in unit_group,
 * unit_group_parent and unit_content (group_id NULL: the sandbox), which the learner's unit view reads too.
 */
import { filterValues, publicationStatus, type UnitSearchQuery } from '@segno/domain';
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  content,
  contentCategory,
  plan,
  planUnit,
  unit,
  unitContent,
  unitGroup,
  unitGroupParent,
} from '../db/schema';
import { qualified } from './content-repository';
import { containsPattern } from './sql-patterns';

const { archived } = publicationStatus;
const unitId = qualified(unit, unit.id);

/** The points of the contents placed in the unit's tree (sandbox contents are not taken). */
const totalPoints = sql<number>`(select coalesce(sum(${content.points}), 0) from ${unitContent} join ${content} on ${content.id} = ${unitContent.contentId} where ${unitContent.unitId} = ${unitId} and ${unitContent.groupId} is not null)::int`;

const unitSearchColumns = {
  id: unit.id,
  name: unit.name,
  status: unit.status,
  createdAt: unit.createdAt,
  contentCount: sql<number>`(select count(*) from ${unitContent} where ${unitContent.unitId} = ${unitId})::int`,
  totalPoints,
  planCount: sql<number>`(select count(*) from ${planUnit} where ${planUnit.unitId} = ${unitId})::int`,
};

const numbers = (values: readonly string[]) => values.map(Number);

/** Units having at least one content that matches `condition` (a filter group: any of its values). */
function hasContentWhere(condition: SQL): SQL {
  return sql`exists (select 1 from ${unitContent} join ${content} on ${content.id} = ${unitContent.contentId} where ${unitContent.unitId} = ${unitId} and ${condition})`;
}

function searchConditions(query: Pick<UnitSearchQuery, 'filters' | 'term' | 'max_points'>): SQL[] {
  const statuses = numbers(filterValues(query.filters, 'status'));
  const conditions: SQL[] = [
    statuses.length > 0 ? inArray(unit.status, statuses) : ne(unit.status, archived),
  ];
  if (query.term) conditions.push(sql`${unit.name} ilike ${containsPattern(query.term)}`);
  const expertise = numbers(filterValues(query.filters, 'expertise'));
  if (expertise.length > 0) conditions.push(hasContentWhere(inArray(content.expertise, expertise)));
  const types = numbers(filterValues(query.filters, 'type'));
  if (types.length > 0) conditions.push(hasContentWhere(inArray(content.type, types)));
  const categories = numbers(filterValues(query.filters, 'category'));
  if (categories.length > 0)
    conditions.push(
      hasContentWhere(
        sql`exists (select 1 from ${contentCategory} where ${contentCategory.contentId} = ${content.id} and ${inArray(contentCategory.categoryId, categories)})`,
      ),
    );
  if (query.max_points !== undefined) conditions.push(sql`${totalPoints} <= ${query.max_points}`);
  return conditions;
}

/** Manage units: a page in the order asked (by name without regard to case, or by created date), and the total. */
export async function searchUnits(db: Orm, query: UnitSearchQuery) {
  const where = and(...searchConditions(query));
  const direction = query.sort_by === 'desc' ? desc : asc;
  const order =
    query.order_by === 'created_date'
      ? [direction(unit.createdAt), direction(unit.id)]
      : [direction(sql`lower(${unit.name})`), direction(unit.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(unitSearchColumns)
      .from(unit)
      .where(where)
      .orderBy(...order)
      .limit(query._limit)
      .offset(query._offset),
    db.select({ total: count() }).from(unit).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The largest total points of a unit that is not archived (the points slider's end). */
export async function largestUnitPoints(db: Orm): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(max(${totalPoints}), 0)::int` })
    .from(unit)
    .where(ne(unit.status, archived));
  return row?.points ?? 0;
}

export async function findUnit(db: Orm, id: number) {
  const [row] = await db.select().from(unit).where(eq(unit.id, id));
  return row;
}

/** Locks the unit's row for a save, so two saves of one unit do not interleave. */
export async function findUnitForUpdate(db: Orm, id: number) {
  const [row] = await db.select().from(unit).where(eq(unit.id, id)).for('update');
  return row;
}

/** Whether another unit that is not archived has this name, without regard to case or surrounding spaces. */
export async function isUnitNameTaken(db: Orm, name: string, excludeId?: number): Promise<boolean> {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return false;
  const conditions: SQL[] = [eq(sql`lower(${unit.name})`, wanted), ne(unit.status, archived)];
  if (excludeId !== undefined) conditions.push(ne(unit.id, excludeId));
  const rows = await db
    .select({ id: unit.id })
    .from(unit)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** A new unit, a draft until its first save. */
export async function insertUnit(db: Orm, name: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(unit)
    .values({ name, status: publicationStatus.draft, createdAt: at })
    .returning({ id: unit.id });
  if (!row) throw new Error('The unit insert returned no row');
  return row.id;
}

export async function updateUnit(
  db: Orm,
  id: number,
  values: { name: string; status: number; listData?: Record<string, unknown>[] },
): Promise<void> {
  await db.update(unit).set(values).where(eq(unit.id, id));
}

/** Of the plan ids given, those of plans that exist and are not archived. */
export async function findLivePlanIds(db: Orm, planIds: readonly number[]): Promise<number[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({ id: plan.id })
    .from(plan)
    .where(and(inArray(plan.id, [...planIds]), ne(plan.status, archived)));
  return rows.map((row) => row.id);
}

/** Puts the unit last in each plan. */
export async function appendUnitToPlans(db: Orm, id: number, planIds: readonly number[]): Promise<void> {
  for (const planId of planIds) {
    await db.insert(planUnit).values({
      planId,
      unitId: id,
      position: sql`(select coalesce(max(${planUnit.position}), -1) + 1 from ${planUnit} where ${planUnit.planId} = ${planId})`,
    });
  }
}

export async function listUnitPlans(db: Orm, id: number) {
  return db
    .select({ id: plan.id, name: plan.planName, status: plan.status })
    .from(planUnit)
    .innerJoin(plan, eq(plan.id, planUnit.planId))
    .where(eq(planUnit.unitId, id))
    .orderBy(asc(plan.planName), asc(plan.id));
}

/** Each group's layout (0021), by group id. */
export async function listGroupLayouts(
  db: Orm,
  id: number,
): Promise<Map<number, Record<string, unknown> | null>> {
  const rows = await db
    .select({ id: unitGroup.id, layout: unitGroup.layout })
    .from(unitGroup)
    .where(eq(unitGroup.unitId, id));
  return new Map(rows.map((row) => [row.id, row.layout]));
}

export async function listUnitGroupIds(db: Orm, id: number): Promise<number[]> {
  const rows = await db.select({ id: unitGroup.id }).from(unitGroup).where(eq(unitGroup.unitId, id));
  return rows.map((row) => row.id);
}

export type GroupValues = {
  /** The saved group's id; undefined for a group new in this save. */
  id?: number;
  position: number;
  defaultRow: number;
  ruleCase: number;
  layout: Record<string, unknown> | null;
};

/** Updates a saved group or inserts a new one; answers its id. */
export async function saveGroup(db: Orm, id: number, group: GroupValues): Promise<number> {
  const values = {
    position: group.position,
    defaultRow: group.defaultRow,
    ruleCase: group.ruleCase,
    layout: group.layout,
  };
  if (group.id !== undefined) {
    await db.update(unitGroup).set(values).where(eq(unitGroup.id, group.id));
    return group.id;
  }
  const [row] = await db
    .insert(unitGroup)
    .values({ unitId: id, ...values })
    .returning({ id: unitGroup.id });
  if (!row) throw new Error('The group insert returned no row');
  return row.id;
}

/** Deletes the unit's groups not kept (their contents fall back to the sandbox, their links go). */
export async function deleteGroupsExcept(db: Orm, id: number, keptIds: readonly number[]): Promise<void> {
  const conditions: SQL[] = [eq(unitGroup.unitId, id)];
  if (keptIds.length > 0) conditions.push(notInArray(unitGroup.id, [...keptIds]));
  await db.delete(unitGroup).where(and(...conditions));
}

/** Replaces the links of the given groups. */
export async function replaceGroupParents(
  db: Orm,
  groupIds: readonly number[],
  links: readonly { groupId: number; parentGroupId: number }[],
): Promise<void> {
  if (groupIds.length > 0)
    await db.delete(unitGroupParent).where(inArray(unitGroupParent.groupId, [...groupIds]));
  if (links.length > 0) await db.insert(unitGroupParent).values([...links]);
}

/** Replaces the unit's contents: each in its group (NULL: the sandbox) at its place. */
export async function replaceUnitContents(
  db: Orm,
  id: number,
  contents: readonly { contentId: number; groupId: number | null; position: number }[],
): Promise<void> {
  await db.delete(unitContent).where(eq(unitContent.unitId, id));
  if (contents.length > 0)
    await db.insert(unitContent).values(contents.map((item) => ({ unitId: id, ...item })));
}

/** Of the content ids given, those of contents that exist and are not archived. */
export async function findLiveContentIds(db: Orm, contentIds: readonly number[]): Promise<number[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select({ id: content.id })
    .from(content)
    .where(and(inArray(content.id, [...contentIds]), ne(content.status, archived)));
  return rows.map((row) => row.id);
}

export async function listUnitContentIds(db: Orm, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: unitContent.contentId })
    .from(unitContent)
    .where(eq(unitContent.unitId, id));
  return rows.map((row) => row.id);
}

/** Adds contents to the unit's sandbox, after its last content; contents already there stay where they are. */
export async function addToSandbox(db: Orm, id: number, contentIds: readonly number[]): Promise<void> {
  if (contentIds.length === 0) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${unitContent.position}), -1)::int` })
    .from(unitContent)
    .where(eq(unitContent.unitId, id));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(unitContent)
    .values(
      contentIds.map((contentId, index) => ({
        unitId: id,
        contentId,
        groupId: null,
        position: start + index,
      })),
    )
    .onConflictDoNothing();
}

/** Removes contents from the unit; answers the ids that were in it. */
export async function removeFromUnit(db: Orm, id: number, contentIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .delete(unitContent)
    .where(and(eq(unitContent.unitId, id), inArray(unitContent.contentId, [...contentIds])))
    .returning({ contentId: unitContent.contentId });
  return rows.map((row) => row.contentId);
}

const pickerColumns = {
  id: content.id,
  name: content.name,
  type: content.type,
  status: content.status,
  points: content.points,
  estimatedMinutes: content.estimatedMinutes,
  expertise: content.expertise,
};

/** The contents with the picker's columns, in the order of the ids given. */
export async function listPickerContentsByIds(db: Orm, contentIds: readonly number[]) {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select(pickerColumns)
    .from(content)
    .where(inArray(content.id, [...contentIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return contentIds.flatMap((contentId) => byId.get(contentId) ?? []);
}

/**
 * The content picker: contents not archived, matching the term (in the name) and every filter group (any of its
 * values), leaving out the contents of the units in `notInUnit`; by name.
 */
export async function searchPickerContents(
  db: Orm,
  query: {
    filters: readonly string[];
    notInUnit: readonly number[];
    term: string;
    limit: number;
    offset: number;
  },
) {
  const contentId = qualified(content, content.id);
  const conditions: SQL[] = [ne(content.status, archived)];
  if (query.term) conditions.push(sql`${content.name} ilike ${containsPattern(query.term)}`);
  const expertise = numbers(filterValues(query.filters, 'expertise'));
  if (expertise.length > 0) conditions.push(inArray(content.expertise, expertise));
  const types = numbers(filterValues(query.filters, 'type'));
  if (types.length > 0) conditions.push(inArray(content.type, types));
  const categories = numbers(filterValues(query.filters, 'category'));
  if (categories.length > 0)
    conditions.push(
      sql`exists (select 1 from ${contentCategory} where ${contentCategory.contentId} = ${contentId} and ${inArray(contentCategory.categoryId, categories)})`,
    );
  if (query.notInUnit.length > 0)
    conditions.push(
      sql`not exists (select 1 from ${unitContent} where ${unitContent.contentId} = ${contentId} and ${inArray(unitContent.unitId, [...query.notInUnit])})`,
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(pickerColumns)
      .from(content)
      .where(where)
      .orderBy(asc(sql`lower(${content.name})`), asc(content.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(content).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The unit's contents for its export: tree contents in group order, then the sandbox, each in its place. */
export async function listUnitExportRows(db: Orm, id: number, page: { limit: number; offset: number }) {
  return db
    .select({ ...pickerColumns, groupId: unitContent.groupId })
    .from(unitContent)
    .innerJoin(content, eq(content.id, unitContent.contentId))
    .leftJoin(unitGroup, eq(unitGroup.id, unitContent.groupId))
    .where(eq(unitContent.unitId, id))
    .orderBy(
      sql`${unitContent.groupId} is null`,
      asc(unitGroup.position),
      asc(unitGroup.id),
      asc(unitContent.position),
      asc(content.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUnitContents(db: Orm, id: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(unitContent).where(eq(unitContent.unitId, id));
  return row?.total ?? 0;
}
