/** Courses as the ILT calls read them: the 0006 row with its 0010 session data. */
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, course, courseSessionData } from '../db/schema';

export type CourseRow = {
  id: number;
  name: string;
  description: string;
  status: number;
  shortName: string;
  minClassSize: number | null;
  maxClassSize: number | null;
  dayMinutes: number[];
};

export async function findCourse(db: Orm, courseId: number): Promise<CourseRow | undefined> {
  const [row] = await db
    .select({
      id: course.id,
      name: course.name,
      description: course.description,
      status: course.status,
      shortName: courseSessionData.shortName,
      minClassSize: courseSessionData.minClassSize,
      maxClassSize: courseSessionData.maxClassSize,
      dayMinutes: courseSessionData.dayMinutes,
    })
    // courseSessionData is 0010's columns of the same `course` row: no join.
    .from(course)
    .where(eq(course.id, courseId));
  return row;
}

export async function courseExists(db: Orm, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: course.id }).from(course).where(eq(course.id, courseId));
  return rows.length > 0;
}

/** The first content that points at the course: attendance completes it (ILT content, 002 section 9). */
export async function findCourseContentId(db: Orm, courseId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: content.id })
    .from(content)
    .where(eq(content.courseId, courseId))
    .orderBy(asc(content.id))
    .limit(1);
  return row?.id;
}
