/**
 * Responsibilities (0011; admin-created ones without a business unit since 0018) and their links to compliance
 * contents (0018) and plans (0022).
 */

import type { ResponsibleKind } from '@segno/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { contentResponsibility, planResponsibility, responsibility } from '../db/schema';
import { containsPattern } from './sql-patterns';

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

/** The link table of each kind of object, with its object id column. */
const links = {
  content: {
    table: contentResponsibility,
    objectId: contentResponsibility.contentId,
    responsibilityId: contentResponsibility.responsibilityId,
  },
  plan: {
    table: planResponsibility,
    objectId: planResponsibility.planId,
    responsibilityId: planResponsibility.responsibilityId,
  },
} as const satisfies Record<ResponsibleKind, unknown>;

export async function listObjectResponsibilities(
  db: Orm,
  kind: ResponsibleKind,
  objectId: number,
): Promise<ResponsibilityRow[]> {
  const link = links[kind];
  return db
    .select(columns)
    .from(link.table)
    .innerJoin(responsibility, eq(responsibility.id, link.responsibilityId))
    .where(eq(link.objectId, objectId))
    .orderBy(sql`lower(${responsibility.name})`, asc(responsibility.id));
}

function insertLinks(db: Orm, kind: ResponsibleKind, objectId: number, ids: readonly number[]) {
  switch (kind) {
    case 'content':
      return db
        .insert(contentResponsibility)
        .values(ids.map((responsibilityId) => ({ contentId: objectId, responsibilityId })));
    case 'plan':
      return db
        .insert(planResponsibility)
        .values(ids.map((responsibilityId) => ({ planId: objectId, responsibilityId })));
  }
}

/** Makes the object's responsibilities exactly these; true when anything changed. */
export async function replaceObjectResponsibilities(
  db: Orm,
  kind: ResponsibleKind,
  objectId: number,
  ids: readonly number[],
): Promise<boolean> {
  const link = links[kind];
  const current = (await listObjectResponsibilities(db, kind, objectId)).map((row) => row.id);
  const removed = current.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !current.includes(id));
  if (removed.length > 0)
    await db
      .delete(link.table)
      .where(and(eq(link.objectId, objectId), inArray(link.responsibilityId, removed)));
  if (added.length > 0) await insertLinks(db, kind, objectId, added);
  return removed.length > 0 || added.length > 0;
}

/** Takes one responsibility off the object; false when it was not on it. */
export async function removeObjectResponsibility(
  db: Orm,
  kind: ResponsibleKind,
  objectId: number,
  responsibilityId: number,
): Promise<boolean> {
  const link = links[kind];
  const deleted = await db
    .delete(link.table)
    .where(and(eq(link.objectId, objectId), eq(link.responsibilityId, responsibilityId)))
    .returning({ id: link.responsibilityId });
  return deleted.length > 0;
}
