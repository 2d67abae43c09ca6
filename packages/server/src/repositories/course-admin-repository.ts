/**
 * ILT course authoring (0006 course, 0010 session data, 0023 external ids, 0024 expertise): the manage-courses
 * list, the pickers' list, creating and saving a course, its external course ids and its expertise. Reading one course is course-repository.ts's
 * `findCourse`.
 */
import { and, asc, count, desc, eq, inArray, max, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  course,
  courseExpertise,
  courseExternal,
  courseSessionData,
  iltSession,
  scormPackage,
} from '../db/schema';
import { type AdminListFilter, adminListConditions } from './admin-segment-repository';
import { qualified } from './content-repository';

const archived = 3;

/** The list's filter: as every admin list, plus whether the course has sessions (none: either). */
export type AdminCourseFilter = AdminListFilter & { sessions: ('with' | 'without')[] };

const courseIdColumn = qualified(course, course.id);
const sessionCount = sql<number>`(select count(*) from ${iltSession} where ${iltSession.courseId} = ${courseIdColumn})::int`;

const adminCourseColumns = {
  id: course.id,
  name: course.name,
  shortName: courseSessionData.shortName,
  description: course.description,
  status: course.status,
  // courseSessionData is 0010's columns of the same `course` row: no join.
  dayMinutes: courseSessionData.dayMinutes,
  sessionCount,
};

export type AdminCourseListRow = Awaited<ReturnType<typeof listAdminCourses>>['rows'][number];

/** GET /course: status and term as the other manage lists, newest first. */
export async function listAdminCourses(db: Orm, filter: AdminCourseFilter) {
  const conditions: SQL[] = adminListConditions(
    { status: course.status, name: course.name, shortName: courseSessionData.shortName },
    filter,
  );
  // both or neither asked: no condition
  if (filter.sessions.length === 1)
    conditions.push(filter.sessions[0] === 'with' ? sql`${sessionCount} > 0` : sql`${sessionCount} = 0`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminCourseColumns)
      .from(course)
      .where(where)
      .orderBy(desc(course.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(course).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** GET /course/list: every course that is not archived, by name. */
export async function listCourseNames(db: Orm) {
  return db
    .select({ id: course.id, name: course.name, status: course.status })
    .from(course)
    .where(ne(course.status, archived))
    .orderBy(asc(course.name), asc(course.id));
}

/** Locks the course's row for a save. */
export async function findCourseForUpdate(db: Orm, courseId: number) {
  const [row] = await db.select({ id: course.id }).from(course).where(eq(course.id, courseId)).for('update');
  return row;
}

export type CourseValues = {
  name: string;
  shortName: string;
  description: string;
  status: number;
  minClassSize: number | null;
  maxClassSize: number | null;
  dayMinutes: number[];
  /** 1 to 3, or null when not set. */
  expertise: number | null;
};

export async function insertCourse(
  db: Orm,
  values: Pick<CourseValues, 'name' | 'shortName' | 'description' | 'status'>,
): Promise<number> {
  const [row] = await db
    .insert(course)
    .values({ name: values.name, description: values.description, status: values.status })
    .returning({ id: course.id });
  if (!row) throw new Error('The course was not inserted');
  await db
    .update(courseSessionData)
    .set({ shortName: values.shortName })
    .where(eq(courseSessionData.id, row.id));
  return row.id;
}

export async function updateCourse(db: Orm, courseId: number, values: CourseValues): Promise<void> {
  await db
    .update(course)
    .set({ name: values.name, description: values.description, status: values.status })
    .where(eq(course.id, courseId));
  await db
    .update(courseSessionData)
    .set({
      shortName: values.shortName,
      minClassSize: values.minClassSize,
      maxClassSize: values.maxClassSize,
      dayMinutes: values.dayMinutes,
    })
    .where(eq(courseSessionData.id, courseId));
  await db
    .update(courseExpertise)
    .set({ expertise: values.expertise })
    .where(eq(courseExpertise.id, courseId));
}

/** The course's expertise (0024), null when not set or when there is no such course. */
export async function findCourseExpertise(db: Orm, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ expertise: courseExpertise.expertise })
    .from(courseExpertise)
    .where(eq(courseExpertise.id, courseId));
  return row?.expertise ?? null;
}

export type ExternalCourseRow = { id: number; externalId: string };

export async function listExternalCourses(db: Orm, courseId: number): Promise<ExternalCourseRow[]> {
  return db
    .select({ id: courseExternal.id, externalId: courseExternal.externalId })
    .from(courseExternal)
    .where(eq(courseExternal.courseId, courseId))
    .orderBy(asc(courseExternal.sortOrder), asc(courseExternal.id));
}

/**
 * Makes the course's external ids the list given, in its order: a row with the id of one of the course's rows
 * keeps that row (its text and place updated); any other id (a temporary one) is a new row; rows not listed go.
 */
export async function replaceExternalCourses(
  db: Orm,
  courseId: number,
  list: readonly { id?: string | number; externalId: string }[],
): Promise<void> {
  const stored = new Set((await listExternalCourses(db, courseId)).map((row) => row.id));
  const kept = list.flatMap((item) => (typeof item.id === 'number' && stored.has(item.id) ? [item.id] : []));
  await db
    .delete(courseExternal)
    .where(
      kept.length > 0
        ? and(eq(courseExternal.courseId, courseId), notInArray(courseExternal.id, kept))
        : eq(courseExternal.courseId, courseId),
    );
  for (const [index, item] of list.entries()) {
    const sortOrder = index + 1;
    if (typeof item.id === 'number' && stored.has(item.id))
      await db
        .update(courseExternal)
        .set({ externalId: item.externalId, sortOrder })
        .where(and(eq(courseExternal.courseId, courseId), inArray(courseExternal.id, [item.id])));
    else await db.insert(courseExternal).values({ courseId, externalId: item.externalId, sortOrder });
  }
}

/** The latest version of a SCORM package, or null when none has the id. */
export async function latestScormVersion(db: Orm, type: string, courseId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: max(scormPackage.version) })
    .from(scormPackage)
    .where(and(eq(scormPackage.type, type), eq(scormPackage.courseId, courseId)));
  return row?.version ?? null;
}

export async function insertScormPackage(db: Orm, values: typeof scormPackage.$inferInsert): Promise<void> {
  await db.insert(scormPackage).values(values);
}

/** Serialises uploads of one SCORM id until the transaction ends, so two never take the same version. */
export async function lockScormId(db: Orm, type: string, courseId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`scorm:${type}:${courseId}`}))`);
}
