/** Plans made of units, unit trees and a learner's completions within them (0008). */
import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import {
  completion,
  content,
  contentCategory,
  plan,
  planContent,
  planMonthlyTarget,
  planUnit,
  unit,
  unitContent,
  unitGroup,
  unitGroupParent,
  userEmployment,
  userPlan,
} from '../db/schema';
import { contentSummaryColumns } from './content-repository';
import type { PlanRow } from './plan-repository';

export type { PlanRow };
export type UnitRow = typeof unit.$inferSelect;
export type PlanUnitJoinRow = typeof planUnit.$inferSelect & { unitName: string };

export async function findPlanRow(db: Orm, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plan).where(eq(plan.id, planId));
  return row;
}

export async function listMonthlyTargets(db: Orm, planId: number) {
  return db
    .select({ month_id: planMonthlyTarget.monthId, target_percent: planMonthlyTarget.targetPercent })
    .from(planMonthlyTarget)
    .where(eq(planMonthlyTarget.planId, planId))
    .orderBy(asc(planMonthlyTarget.monthId));
}

export async function findUserPlanLink(db: Orm, userId: number, planId: number) {
  const [row] = await db
    .select()
    .from(userPlan)
    .where(and(eq(userPlan.userId, userId), eq(userPlan.planId, planId)));
  return row;
}

/** The plan's units in the plan's order, with their prerequisite fields. */
export async function listPlanUnits(db: Orm, planId: number): Promise<PlanUnitJoinRow[]> {
  const rows = await db
    .select({ row: planUnit, unitName: unit.name })
    .from(planUnit)
    .innerJoin(unit, eq(unit.id, planUnit.unitId))
    .where(eq(planUnit.planId, planId))
    .orderBy(asc(planUnit.position), asc(planUnit.id));
  return rows.map(({ row, unitName }) => ({ ...row, unitName }));
}

export async function findUnitRow(db: Orm, unitId: number): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(unit).where(eq(unit.id, unitId));
  return row;
}

export type UnitTreeRows = {
  groups: { id: number; position: number; defaultRow: number; ruleCase: number }[];
  parents: { groupId: number; parentGroupId: number }[];
  contents: { contentId: number; groupId: number | null; position: number }[];
};

/** Every group of the unit with its parents, and every content of the unit with its group (or sandbox). */
export async function readUnitTree(db: Orm, unitId: number): Promise<UnitTreeRows> {
  const groups = await db
    .select({
      id: unitGroup.id,
      position: unitGroup.position,
      defaultRow: unitGroup.defaultRow,
      ruleCase: unitGroup.ruleCase,
    })
    .from(unitGroup)
    .where(eq(unitGroup.unitId, unitId))
    .orderBy(asc(unitGroup.position), asc(unitGroup.id));
  const parents = await db
    .select({ groupId: unitGroupParent.groupId, parentGroupId: unitGroupParent.parentGroupId })
    .from(unitGroupParent)
    .innerJoin(unitGroup, eq(unitGroup.id, unitGroupParent.groupId))
    .where(eq(unitGroup.unitId, unitId))
    .orderBy(asc(unitGroupParent.parentGroupId));
  const contents = await db
    .select({
      contentId: unitContent.contentId,
      groupId: unitContent.groupId,
      position: unitContent.position,
    })
    .from(unitContent)
    .where(eq(unitContent.unitId, unitId))
    .orderBy(asc(unitContent.position), asc(unitContent.contentId));
  return { groups, parents, contents };
}

/**
 * The columns of a content item for one learner: the content summary's (times viewed, rating, completion and
 * the counts the lock rule needs, set-based) and the ILT course.
 */
function contentItemColumns(userId: number) {
  return { ...contentSummaryColumns(userId), courseId: content.courseId };
}

export type ContentItemRow = Awaited<ReturnType<typeof listPlanContentRows>>[number];

/** The unit's contents with the fields a unit content item shows, for one learner; groupId NULL: sandbox. */
export async function listUnitContentRows(db: Orm, userId: number, unitId: number) {
  return db
    .select({ ...contentItemColumns(userId), groupId: unitContent.groupId })
    .from(unitContent)
    .innerJoin(content, eq(content.id, unitContent.contentId))
    .where(eq(unitContent.unitId, unitId))
    .orderBy(asc(unitContent.position), asc(content.id));
}

/** A compliance plan's own contents (0009) in the plan's order, for one learner. */
export async function listPlanContentRows(db: Orm, userId: number, planId: number) {
  return db
    .select(contentItemColumns(userId))
    .from(planContent)
    .innerJoin(content, eq(content.id, planContent.contentId))
    .where(eq(planContent.planId, planId))
    .orderBy(asc(planContent.position), asc(content.id));
}

/**
 * The contents placed in a standard plan's units' trees, for one learner: each once, at its first place in
 * unit order, then group order, then the group's own order.
 */
export async function listPlanUnitContentRows(db: Orm, userId: number, planId: number) {
  const rows = await db
    .select(contentItemColumns(userId))
    .from(planUnit)
    .innerJoin(unitContent, eq(unitContent.unitId, planUnit.unitId))
    .innerJoin(unitGroup, eq(unitGroup.id, unitContent.groupId))
    .innerJoin(content, eq(content.id, unitContent.contentId))
    .where(eq(planUnit.planId, planId))
    .orderBy(
      asc(planUnit.position),
      asc(planUnit.id),
      asc(unitGroup.position),
      asc(unitGroup.id),
      asc(unitContent.position),
      asc(content.id),
    );
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.contentId) && seen.add(row.contentId));
}

export async function listCategoriesOf(db: Orm, contentIds: readonly number[]) {
  if (contentIds.length === 0) return [];
  return db
    .select({ contentId: contentCategory.contentId, categoryId: contentCategory.categoryId })
    .from(contentCategory)
    .where(inArray(contentCategory.contentId, [...contentIds]))
    .orderBy(asc(contentCategory.categoryId));
}

export async function listUnitPlanIds(db: Orm, unitId: number): Promise<number[]> {
  const rows = await db
    .select({ id: planUnit.planId })
    .from(planUnit)
    .where(eq(planUnit.unitId, unitId))
    .orderBy(asc(planUnit.planId));
  return rows.map((row) => row.id);
}

/** The learner's first completion of each of the given contents. */
export async function listFirstCompletions(
  db: Orm,
  userId: number,
  contentIds: readonly number[],
): Promise<{ content_id: number; completed_at: Date }[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select({ content_id: completion.contentId, completed_at: min(completion.completedAt) })
    .from(completion)
    .where(and(eq(completion.userId, userId), inArray(completion.contentId, [...contentIds])))
    .groupBy(completion.contentId);
  return rows.flatMap((row) =>
    row.completed_at ? [{ content_id: row.content_id, completed_at: row.completed_at }] : [],
  );
}

export async function findEmployment(db: Orm, userId: number) {
  const [row] = await db.select().from(userEmployment).where(eq(userEmployment.userId, userId));
  return row;
}

/** The plan's contents: those placed in its units' trees, and a compliance plan's own (0009); each once. */
function planContentIdsQuery(db: Orm, planId: number) {
  const placed = db
    .select({ contentId: unitContent.contentId })
    .from(unitContent)
    .innerJoin(planUnit, eq(planUnit.unitId, unitContent.unitId))
    .where(and(eq(planUnit.planId, planId), sql`${unitContent.groupId} IS NOT NULL`));
  const own = db
    .select({ contentId: planContent.contentId })
    .from(planContent)
    .where(eq(planContent.planId, planId));
  return union(placed, own);
}

/** Content counts, points and minutes over the plan's contents (each counted once). */
export async function planContentTotals(db: Orm, planId: number) {
  const placed = planContentIdsQuery(db, planId).as('placed');
  const [row] = await db
    .select({
      contentCount: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${content.points}), 0)::int`,
      minutes: sql<number>`coalesce(sum(${content.estimatedMinutes}), 0)::int`,
    })
    .from(placed)
    .innerJoin(content, eq(content.id, placed.contentId));
  return row ?? { contentCount: 0, points: 0, minutes: 0 };
}

/** The ids of the plan's contents. */
export async function listPlanContentIds(db: Orm, planId: number): Promise<number[]> {
  const rows = await planContentIdsQuery(db, planId);
  return rows.map((row) => row.contentId);
}
