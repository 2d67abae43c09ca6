/**
 * The assignment export's reads (001 section 7): whether the object exists, its saved assignment, and the
 * users its saved rows pick (`criteriaWhere`, the same condition the tally and the save use), by user id.
 */
import type { AssignableObject, CriterionRowInput } from '@segno/domain';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, content, course, plan, segment } from '../db/schema';
import { criteriaWhere, findAssignment, listCriteria } from './assignment-repository';

const objectTables = { segment, content, plan, course } satisfies Record<
  AssignableObject,
  typeof segment | typeof content | typeof plan | typeof course
>;

export async function assignableObjectExists(db: Orm, object: AssignableObject, objectId: number) {
  const table = objectTables[object];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, objectId));
  return row !== undefined;
}

/** The saved rows and default_required; no rows (nobody) when the object has no assignment. */
export async function savedAssignment(db: Orm, object: AssignableObject, objectId: number) {
  const row = await findAssignment(db, object, objectId);
  const rows: CriterionRowInput[] = row ? await listCriteria(db, row.id) : [];
  return { rows, defaultRequired: row?.defaultRequired ?? null };
}

export function listAssignees(db: Orm, rows: readonly CriterionRowInput[], offset: number, limit: number) {
  return db
    .select({
      userId: appUser.id,
      username: appUser.username,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      location: appUser.location,
      department: appUser.department,
      jobCode: appUser.jobCode,
      managerId: appUser.managerId,
    })
    .from(appUser)
    .where(criteriaWhere(rows))
    .orderBy(asc(appUser.id))
    .limit(limit)
    .offset(offset);
}
