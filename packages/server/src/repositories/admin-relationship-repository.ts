/**
 * A content's relationships as the admin reads and writes them (001 sections 3 and 7): its prerequisites
 * (content_prerequisite, which the learner's lock also reads), its rule (content.prerequisite_rule), the
 * segments and plans holding it, its external content (0015) and the badges it earns (badge_content).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  badge,
  badgeContent,
  content,
  contentExternal,
  contentPrerequisite,
  medal,
  plan,
  planContent,
  planUnit,
  seglet,
  segment,
  unitContent,
} from '../db/schema';

/** The content's rule (null: all of); undefined when there is no such content. */
export async function findPrerequisiteRule(db: Orm, contentId: number) {
  const [row] = await db
    .select({ rule: content.prerequisiteRule })
    .from(content)
    .where(eq(content.id, contentId));
  return row;
}

/** The content's prerequisites by name, whatever their status. */
export async function listPrerequisiteRows(db: Orm, contentId: number) {
  return db
    .select({ id: content.id, name: content.name, status: content.status })
    .from(contentPrerequisite)
    .innerJoin(content, eq(content.id, contentPrerequisite.prerequisiteId))
    .where(eq(contentPrerequisite.contentId, contentId))
    .orderBy(asc(content.name), asc(content.id));
}

/**
 * Every stored prerequisite edge reachable downwards from `fromId` (its prerequisites, theirs, and so on):
 * all the cycle check needs, however large the table.
 */
export async function listReachablePrerequisiteEdges(db: Orm, fromId: number) {
  const result = await db.execute(sql`
    with recursive reached(content_id, prerequisite_id) as (
      select content_id, prerequisite_id from ${contentPrerequisite} where content_id = ${fromId}
      union
      select p.content_id, p.prerequisite_id
      from ${contentPrerequisite} p join reached r on p.content_id = r.prerequisite_id
    )
    select content_id, prerequisite_id from reached`);
  // Both drivers (PGlite, node-postgres) answer raw SQL with `rows`.
  const rows = (result as unknown as { rows: { content_id: number; prerequisite_id: number }[] }).rows;
  return rows.map((row) => ({ contentId: row.content_id, prerequisiteId: row.prerequisite_id }));
}

/** Adds the prerequisite; true when it was not there yet. */
export async function insertPrerequisite(
  db: Orm,
  contentId: number,
  prerequisiteId: number,
): Promise<boolean> {
  const rows = await db
    .insert(contentPrerequisite)
    .values({ contentId, prerequisiteId })
    .onConflictDoNothing()
    .returning({ contentId: contentPrerequisite.contentId });
  return rows.length > 0;
}

/** Takes the prerequisite out; true when it was there. */
export async function deletePrerequisite(
  db: Orm,
  contentId: number,
  prerequisiteId: number,
): Promise<boolean> {
  const rows = await db
    .delete(contentPrerequisite)
    .where(
      and(
        eq(contentPrerequisite.contentId, contentId),
        eq(contentPrerequisite.prerequisiteId, prerequisiteId),
      ),
    )
    .returning({ contentId: contentPrerequisite.contentId });
  return rows.length > 0;
}

export async function updatePrerequisiteRule(
  db: Orm,
  contentId: number,
  rule: number | null,
  at: Date,
): Promise<void> {
  await db.update(content).set({ prerequisiteRule: rule, updatedAt: at }).where(eq(content.id, contentId));
}

/** The segment (with its seglet) holding the content, then the plans holding it directly or in a unit. */
export async function listAdminParentRows(db: Orm, contentId: number) {
  const [segments, compliancePlans, unitPlans] = await Promise.all([
    db
      .select({
        id: segment.id,
        name: segment.name,
        status: segment.status,
        segletId: seglet.id,
        segletName: seglet.name,
      })
      .from(content)
      .innerJoin(segment, eq(segment.id, content.segmentId))
      .leftJoin(seglet, eq(seglet.id, content.segletId))
      .where(eq(content.id, contentId)),
    db
      .selectDistinct({ id: plan.id, name: plan.planName, status: plan.status })
      .from(planContent)
      .innerJoin(plan, eq(plan.id, planContent.planId))
      .where(eq(planContent.contentId, contentId)),
    db
      .selectDistinct({ id: plan.id, name: plan.planName, status: plan.status })
      .from(unitContent)
      .innerJoin(planUnit, eq(planUnit.unitId, unitContent.unitId))
      .innerJoin(plan, eq(plan.id, planUnit.planId))
      .where(eq(unitContent.contentId, contentId)),
  ]);
  const plans = new Map([...compliancePlans, ...unitPlans].map((row) => [row.id, row]));
  return {
    segments,
    plans: [...plans.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  };
}

export async function listExternalRows(db: Orm, contentId: number) {
  return db
    .select({ id: contentExternal.id, url: contentExternal.url })
    .from(contentExternal)
    .where(eq(contentExternal.contentId, contentId))
    .orderBy(asc(contentExternal.id));
}

export async function insertExternal(db: Orm, contentId: number, url: string, at: Date): Promise<void> {
  await db.insert(contentExternal).values({ contentId, url, createdAt: at });
}

/** Takes the entry out of the content's list; true when it was one of the content's. */
export async function deleteExternal(db: Orm, contentId: number, externalId: number): Promise<boolean> {
  const rows = await db
    .delete(contentExternal)
    .where(and(eq(contentExternal.id, externalId), eq(contentExternal.contentId, contentId)))
    .returning({ id: contentExternal.id });
  return rows.length > 0;
}

/** The badges the content earns, by name, with the level of the medal each is earned with. */
export async function listContentBadgeRows(db: Orm, contentId: number) {
  return db
    .select({ id: badge.id, name: badge.name, status: badge.status, medalLevel: medal.level })
    .from(badgeContent)
    .innerJoin(badge, eq(badge.id, badgeContent.badgeId))
    .leftJoin(medal, eq(medal.id, badge.medalId))
    .where(eq(badgeContent.contentId, contentId))
    .orderBy(asc(badge.name), asc(badge.id));
}
