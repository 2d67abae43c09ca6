/**
 * Assignments (0017): one per object, its criterion rows, and the users a segment or plan assignment made
 * assigned.
 * `criteriaWhere` is the SQL translation of the domain's combining rule (`criteriaConstraints`).
 */
import {
  type AssignableObject,
  type CriterionConstraint,
  type CriterionField,
  type CriterionRowInput,
  criteriaConstraints,
} from '@segno/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  assignment,
  assignmentCriterion,
  assignmentUser,
  userPlan,
  userSegment,
} from '../db/schema';

const fieldColumns: Record<CriterionField, SQL> = {
  location: sql`${appUser.location}`,
  department: sql`${appUser.department}`,
  job_code: sql`${appUser.jobCode}`,
  manager_id: sql`${appUser.managerId}::text`,
};

function constraintSql({ field, anyOf, noneOf }: CriterionConstraint): SQL {
  const column = sql`lower(${fieldColumns[field]})`;
  const list = (values: string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const parts: SQL[] = [];
  if (anyOf !== null) parts.push(sql`${column} in (${list(anyOf)})`);
  if (noneOf.length > 0) parts.push(sql`(${column} is null or ${column} not in (${list(noneOf)}))`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** The active users the rows pick, as a condition on app_user; values are bound parameters, never spliced. */
export function criteriaWhere(rows: readonly CriterionRowInput[]): SQL {
  const constraints = criteriaConstraints(rows);
  const active = sql`${appUser.isDisabled} = false`;
  if (constraints === 'nobody') return sql`false`;
  return sql.join([active, ...constraints.map(constraintSql)], sql` and `);
}

export async function countMatchingUsers(db: Orm, rows: readonly CriterionRowInput[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(appUser).where(criteriaWhere(rows));
  return row?.total ?? 0;
}

export type AssignmentRow = typeof assignment.$inferSelect;

/** The object's assignment, its row locked so two saves of one object run one after the other. */
export async function findAssignmentForUpdate(
  db: Orm,
  object: AssignableObject,
  objectId: number,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assignment)
    .where(and(eq(assignment.objectType, object), eq(assignment.objectId, objectId)))
    .for('update');
  return row;
}

export async function findAssignment(db: Orm, object: AssignableObject, objectId: number) {
  const [row] = await db
    .select()
    .from(assignment)
    .where(and(eq(assignment.objectType, object), eq(assignment.objectId, objectId)));
  return row;
}

export async function listCriteria(db: Orm, assignmentId: number) {
  return db
    .select({
      id: assignmentCriterion.id,
      type: assignmentCriterion.type,
      operator: assignmentCriterion.operator,
      value: assignmentCriterion.value,
    })
    .from(assignmentCriterion)
    .where(eq(assignmentCriterion.assignmentId, assignmentId))
    .orderBy(asc(assignmentCriterion.position), asc(assignmentCriterion.id));
}

export async function insertAssignment(
  db: Orm,
  object: AssignableObject,
  objectId: number,
  defaultRequired: boolean | null,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(assignment)
    .values({ objectType: object, objectId, defaultRequired, createdAt: at, updatedAt: at })
    .returning({ id: assignment.id });
  if (!row) throw new Error('The assignment was not inserted');
  return row.id;
}

export async function updateAssignment(db: Orm, id: number, defaultRequired: boolean | null, at: Date) {
  await db.update(assignment).set({ defaultRequired, updatedAt: at }).where(eq(assignment.id, id));
}

/** Replaces the rows, keeping their order. */
export async function replaceCriteria(db: Orm, assignmentId: number, rows: readonly CriterionRowInput[]) {
  await db.delete(assignmentCriterion).where(eq(assignmentCriterion.assignmentId, assignmentId));
  if (rows.length === 0) return;
  await db.insert(assignmentCriterion).values(
    rows.map((row, position) => ({
      assignmentId,
      position,
      type: row.type ?? 0,
      operator: row.operator,
      value: row.value,
    })),
  );
}

export async function deleteAssignment(db: Orm, id: number) {
  await db.delete(assignment).where(eq(assignment.id, id));
}

/**
 * Forgets the users this assignment recorded whom the rows (`matched`) no longer pick; answers their ids as an
 * SQL list, or undefined when there are none.
 */
async function releaseUnpicked(db: Orm, assignmentId: number, matched: SQL): Promise<SQL | undefined> {
  const released = await db
    .delete(assignmentUser)
    .where(
      and(eq(assignmentUser.assignmentId, assignmentId), sql`${assignmentUser.userId} not in (${matched})`),
    )
    .returning({ userId: assignmentUser.userId });
  if (released.length === 0) return undefined;
  return sql.join(
    released.map((row) => sql`${row.userId}`),
    sql`, `,
  );
}

/**
 * Makes the segment's users match the rows: users the rows pick become assigned (those not assigned before are
 * recorded as this assignment's); users this assignment assigned whom the rows no longer pick are unassigned,
 * keeping their own subscriptions. Empty rows unassign all of this assignment's users.
 */
export async function syncSegmentAssignees(
  db: Orm,
  assignmentId: number,
  segmentId: number,
  rows: readonly CriterionRowInput[],
): Promise<void> {
  const matched = sql`select ${appUser.id} from ${appUser} where ${criteriaWhere(rows)}`;
  const ids = await releaseUnpicked(db, assignmentId, matched);
  if (ids) {
    await db
      .update(userSegment)
      .set({ isAssigned: false })
      .where(and(eq(userSegment.segmentId, segmentId), sql`${userSegment.userId} in (${ids})`));
    // A link that is neither subscribed nor assigned is no link.
    await db
      .delete(userSegment)
      .where(
        and(
          eq(userSegment.segmentId, segmentId),
          eq(userSegment.isSubscribed, false),
          eq(userSegment.isAssigned, false),
        ),
      );
  }
  // Record before assigning: only users not assigned already become this assignment's.
  await db.execute(sql`
    insert into ${assignmentUser} (assignment_id, user_id)
    select ${assignmentId}, matched.id from (${matched}) as matched
    where not exists (
      select 1 from ${userSegment}
      where ${userSegment.userId} = matched.id and ${userSegment.segmentId} = ${segmentId} and ${userSegment.isAssigned}
    )
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${userSegment} (user_id, segment_id, is_subscribed, is_assigned)
    select matched.id, ${segmentId}, false, true from (${matched}) as matched
    on conflict (user_id, segment_id) do update set is_assigned = true`);
}

/**
 * Makes the plan's users match the rows, as `syncSegmentAssignees` does for a segment, on user_plan: users the
 * rows pick become assigned (their plan starts now unless it had started, as a first subscribe does: a duration
 * due date counts from it); users this assignment assigned whom the rows no longer pick are unassigned. Their
 * user_plan row stays (it holds their progress and start), subscribed or not.
 */
export async function syncPlanAssignees(
  db: Orm,
  assignmentId: number,
  planId: number,
  rows: readonly CriterionRowInput[],
  at: Date,
): Promise<void> {
  const matched = sql`select ${appUser.id} from ${appUser} where ${criteriaWhere(rows)}`;
  const ids = await releaseUnpicked(db, assignmentId, matched);
  if (ids) {
    await db
      .update(userPlan)
      .set({ isAssigned: false })
      .where(and(eq(userPlan.planId, planId), sql`${userPlan.userId} in (${ids})`));
  }
  // Record before assigning: only users not assigned already become this assignment's.
  await db.execute(sql`
    insert into ${assignmentUser} (assignment_id, user_id)
    select ${assignmentId}, matched.id from (${matched}) as matched
    where not exists (
      select 1 from ${userPlan}
      where ${userPlan.userId} = matched.id and ${userPlan.planId} = ${planId} and ${userPlan.isAssigned}
    )
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${userPlan} (user_id, plan_id, is_subscribed, is_assigned, started_at)
    select matched.id, ${planId}, false, true, ${at.toISOString()}::timestamptz from (${matched}) as matched
    on conflict (user_id, plan_id) do update
      set is_assigned = true, started_at = coalesce(${userPlan}.started_at, excluded.started_at)`);
}
