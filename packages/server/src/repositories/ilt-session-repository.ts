/** ILT sessions with their course, location and days (0010); the row lock that seat counts are kept under. */
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { course, iltSession, iltSessionDay, location } from '../db/schema';

export type SessionDayRow = { startDate: Date; duration: number; room: string; sortOrder: number };

export type SessionRecord = {
  id: number;
  courseId: number;
  courseName: string;
  status: number;
  locationId: number;
  locationName: string;
  instructorId: number;
  maxClassSize: number;
  minClassSize: number;
  numberEnrolled: number;
  isComplete: boolean;
  days: SessionDayRow[];
};

export type SessionListFilter = {
  courseIds: readonly number[];
  /** Sessions not complete whose last day has not ended by `now`. */
  currentAt?: Date;
  term?: string;
};

export type SessionWrite = {
  courseId: number;
  locationId: number;
  instructorId: number;
  maxClassSize: number;
  /** Left as it is when not given (the session form does not send it). */
  minClassSize?: number;
};

/** The session's first day start, for ordering. */
const firstDayStart = sql`(select min(${iltSessionDay.startDate}) from ${iltSessionDay} where ${iltSessionDay.sessionId} = ${iltSession.id})`;

const sessionColumns = {
  id: iltSession.id,
  courseId: iltSession.courseId,
  courseName: course.name,
  status: iltSession.status,
  locationId: iltSession.locationId,
  locationName: location.name,
  instructorId: iltSession.instructorId,
  maxClassSize: iltSession.maxClassSize,
  minClassSize: iltSession.minClassSize,
  numberEnrolled: iltSession.numberEnrolled,
  isComplete: iltSession.isComplete,
};

function listCondition(filter: SessionListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.courseIds.length > 0) conditions.push(inArray(iltSession.courseId, [...filter.courseIds]));
  if (filter.currentAt) {
    const at = filter.currentAt.toISOString();
    conditions.push(eq(iltSession.isComplete, false));
    conditions.push(sql`exists (select 1 from ${iltSessionDay} where ${iltSessionDay.sessionId} = ${iltSession.id}
      and ${iltSessionDay.startDate} + ${iltSessionDay.duration} * interval '1 minute' >= ${at}::timestamptz)`);
  }
  if (filter.term) {
    const pattern = `%${filter.term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const matches = or(ilike(course.name, pattern), ilike(location.name, pattern));
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withDays(db: Orm, rows: Omit<SessionRecord, 'days'>[]): Promise<SessionRecord[]> {
  if (rows.length === 0) return [];
  const days = await db
    .select({
      sessionId: iltSessionDay.sessionId,
      startDate: iltSessionDay.startDate,
      duration: iltSessionDay.duration,
      room: iltSessionDay.room,
      sortOrder: iltSessionDay.sortOrder,
    })
    .from(iltSessionDay)
    .where(
      inArray(
        iltSessionDay.sessionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(iltSessionDay.sessionId), asc(iltSessionDay.sortOrder));
  return rows.map((row) => ({
    ...row,
    days: days.filter((day) => day.sessionId === row.id).map(({ sessionId: _, ...day }) => day),
  }));
}

function selectSessions(db: Orm) {
  return db
    .select(sessionColumns)
    .from(iltSession)
    .innerJoin(course, eq(course.id, iltSession.courseId))
    .innerJoin(location, eq(location.id, iltSession.locationId));
}

export async function findSession(db: Orm, sessionId: number): Promise<SessionRecord | undefined> {
  const rows = await selectSessions(db).where(eq(iltSession.id, sessionId));
  return (await withDays(db, rows))[0];
}

/** A course's sessions, earliest first. */
export async function listCourseSessions(db: Orm, courseId: number): Promise<SessionRecord[]> {
  const rows = await selectSessions(db)
    .where(eq(iltSession.courseId, courseId))
    .orderBy(asc(firstDayStart), asc(iltSession.id));
  return withDays(db, rows);
}

export async function listSessionPage(
  db: Orm,
  filter: SessionListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SessionRecord[]; total: number }> {
  const condition = listCondition(filter);
  const rows = await selectSessions(db)
    .where(condition)
    .orderBy(asc(firstDayStart), asc(iltSession.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(iltSession)
    .innerJoin(course, eq(course.id, iltSession.courseId))
    .innerJoin(location, eq(location.id, iltSession.locationId))
    .where(condition);
  return { rows: await withDays(db, rows), total: counted?.total ?? 0 };
}

/** The courses that have sessions, by name: the course_id filter's options. */
export async function listCoursesWithSessions(db: Orm): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: course.id, name: course.name })
    .from(course)
    .innerJoin(iltSession, eq(iltSession.courseId, course.id))
    .orderBy(asc(course.name), asc(course.id));
}

/**
 * Locks the session's row until the transaction ends and reads its seats: every change of a registration
 * goes through here first, so seat counts are decided one at a time (migration 0010).
 */
export async function lockSessionSeats(
  db: Orm,
  sessionId: number,
): Promise<
  | { id: number; courseId: number; maxClassSize: number; numberEnrolled: number; isComplete: boolean }
  | undefined
> {
  const [row] = await db
    .select({
      id: iltSession.id,
      courseId: iltSession.courseId,
      maxClassSize: iltSession.maxClassSize,
      numberEnrolled: iltSession.numberEnrolled,
      isComplete: iltSession.isComplete,
    })
    .from(iltSession)
    .where(eq(iltSession.id, sessionId))
    .for('update');
  return row;
}

export async function setNumberEnrolled(db: Orm, sessionId: number, numberEnrolled: number): Promise<void> {
  await db.update(iltSession).set({ numberEnrolled }).where(eq(iltSession.id, sessionId));
}

export async function insertSession(db: Orm, values: SessionWrite): Promise<number> {
  const [row] = await db.insert(iltSession).values(values).returning({ id: iltSession.id });
  if (!row) throw new Error('The session was not stored');
  return row.id;
}

export async function updateSession(db: Orm, sessionId: number, values: SessionWrite): Promise<void> {
  await db.update(iltSession).set(values).where(eq(iltSession.id, sessionId));
}

/** The session's days replaced by these, in their order. */
export async function replaceSessionDays(
  db: Orm,
  sessionId: number,
  days: readonly SessionDayRow[],
): Promise<void> {
  await db.delete(iltSessionDay).where(eq(iltSessionDay.sessionId, sessionId));
  await db.insert(iltSessionDay).values(days.map((day) => ({ ...day, sessionId })));
}
