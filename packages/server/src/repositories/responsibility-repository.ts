/** Responsibilities (0011; admin-created ones without a business unit since 0018) and their content links. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { contentResponsibility, responsibility } from '../db/schema';
import { containsPattern } from './admin-segment-repository';

export type ResponsibilityRow = { id: number; name: string };
const columns = { id: responsibility.id, name: responsibility.name };

/**
 * Responsibilities whose name holds the term (any case), names starting with it first; one row per name in
 * any case (the same name in two business units is one suggestion, the lowest id).
 */
export async function searchResponsibilities(
  db: Orm,
  term: string,
  limit: number,
): Promise<ResponsibilityRow[]> {
  const lowered = term.trim().toLowerCase();
  const distinct = db
    .selectDistinctOn([sql`lower(${responsibility.name})`], columns)
    .from(responsibility)
    .where(lowered === '' ? undefined : sql`${responsibility.name} ilike ${containsPattern(term)}`)
    .orderBy(sql`lower(${responsibility.name})`, asc(responsibility.id))
    .as('distinct_names');
  return db
    .select({ id: distinct.id, name: distinct.name })
    .from(distinct)
    .orderBy(sql`position(${lowered} in lower(${distinct.name}))`, sql`lower(${distinct.name})`)
    .limit(limit);
}

/** The responsibilities of these names (any case), any business unit, the lowest id per name. */
export async function findResponsibilitiesByName(
  db: Orm,
  names: readonly string[],
): Promise<ResponsibilityRow[]> {
  if (names.length === 0) return [];
  const lowered = names.map((name) => name.toLowerCase());
  return db
    .selectDistinctOn([sql`lower(${responsibility.name})`], columns)
    .from(responsibility)
    .where(inArray(sql`lower(${responsibility.name})`, lowered))
    .orderBy(sql`lower(${responsibility.name})`, asc(responsibility.id));
}

/** Creates unit-less responsibilities; a name another save created a moment ago is skipped (unique index). */
export async function insertUnitlessResponsibilities(db: Orm, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(responsibility)
    .values(names.map((name) => ({ name, businessUnitId: null })))
    .onConflictDoNothing();
}

export async function countResponsibilities(db: Orm, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: responsibility.id })
    .from(responsibility)
    .where(inArray(responsibility.id, [...ids]));
  return rows.length;
}

export async function listContentResponsibilities(db: Orm, contentId: number): Promise<ResponsibilityRow[]> {
  return db
    .select(columns)
    .from(contentResponsibility)
    .innerJoin(responsibility, eq(responsibility.id, contentResponsibility.responsibilityId))
    .where(eq(contentResponsibility.contentId, contentId))
    .orderBy(sql`lower(${responsibility.name})`, asc(responsibility.id));
}

/** Makes the content's responsibilities exactly these; true when anything changed. */
export async function replaceContentResponsibilities(
  db: Orm,
  contentId: number,
  ids: readonly number[],
): Promise<boolean> {
  const current = (await listContentResponsibilities(db, contentId)).map((row) => row.id);
  const removed = current.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !current.includes(id));
  if (removed.length > 0)
    await db
      .delete(contentResponsibility)
      .where(
        and(
          eq(contentResponsibility.contentId, contentId),
          inArray(contentResponsibility.responsibilityId, removed),
        ),
      );
  if (added.length > 0)
    await db
      .insert(contentResponsibility)
      .values(added.map((responsibilityId) => ({ contentId, responsibilityId })));
  return removed.length > 0 || added.length > 0;
}

/** Takes one responsibility off the content; false when it was not on it. */
export async function removeContentResponsibility(
  db: Orm,
  contentId: number,
  responsibilityId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(contentResponsibility)
    .where(
      and(
        eq(contentResponsibility.contentId, contentId),
        eq(contentResponsibility.responsibilityId, responsibilityId),
      ),
    )
    .returning({ id: contentResponsibility.responsibilityId });
  return deleted.length > 0;
}
