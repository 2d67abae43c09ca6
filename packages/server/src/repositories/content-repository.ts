/**
 * Contents as a learner reads them: the summary columns every list shares (with completion and the counts
 * the lock rule needs, set-based), one content's learner view, its categories, its parents, and the
 * learner's checklist copy.
 */
import { type AnyColumn, and, asc, eq, getTableName, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import {
  appUser,
  category,
  completion,
  content,
  contentCategory,
  contentPrerequisite,
  contentRating,
  course,
  seglet,
  segment,
  userChecklist,
  userSegment,
} from '../db/schema';

const published = 2;

/**
 * A column named with its table. Drizzle leaves columns unqualified in a query over one table, so a
 * correlated subquery's `id` would bind to the subquery's own table; outer references use this.
 */
export function qualified(table: PgTable, column: AnyColumn): SQL {
  return sql.raw(`"${getTableName(table)}"."${column.name}"`);
}
const contentId = qualified(content, content.id);

/**
 * Published content whose segment, if it has one, is published too (000, section 6: the server decides);
 * live at `now` (the service clock), nor in a seglet that is not (001 sections 3 and 4; 0016). "Live" is the
 * domain's `scheduleState(schedule, now) === 'live'`, written here in SQL: launched when the start date is
 * null or not after now; expired from the expiration date on. Keep the two in step.
 */
export function isConsumable(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    eq(content.status, published),
    or(
      isNull(content.segmentId),
      sql`exists (select 1 from ${segment} where ${segment.id} = ${qualified(content, content.segmentId)} and ${segment.status} = ${published})`,
    ),
    sql`(${qualified(content, content.startDate)} is null or ${qualified(content, content.startDate)} <= ${at})`,
    sql`(${qualified(content, content.expirationDate)} is null or ${qualified(content, content.expirationDate)} > ${at})`,
    sql`not exists (select 1 from ${seglet} where ${seglet.id} = ${qualified(content, content.segletId)} and (${seglet.startDate} > ${at} or ${seglet.expirationDate} <= ${at}))`,
  ) as SQL;
}

/** The columns of a content summary for one learner, including the inputs of the domain lock rule. */
export function contentSummaryColumns(userId: number) {
  return {
    contentId: content.id,
    name: content.name,
    shortName: content.shortName,
    type: content.type,
    points: content.points,
    rating: content.rating,
    expertise: content.expertise,
    estimatedMinutes: content.estimatedMinutes,
    timesViewed: content.timesViewed,
    startDate: content.startDate,
    thumbnailUrl: content.thumbnailUrl,
    segmentId: content.segmentId,
    segletId: content.segletId,
    prerequisiteRule: content.prerequisiteRule,
    isComplete: sql<boolean>`exists (select 1 from ${completion} where ${completion.userId} = ${userId} and ${completion.contentId} = ${contentId})`,
    prerequisiteCount: sql<number>`(select count(*) from ${contentPrerequisite} where ${contentPrerequisite.contentId} = ${contentId})::int`,
    prerequisitesComplete: sql<number>`(select count(*) from ${contentPrerequisite} where ${contentPrerequisite.contentId} = ${contentId} and exists (select 1 from ${completion} where ${completion.userId} = ${userId} and ${completion.contentId} = ${contentPrerequisite.prerequisiteId}))::int`,
  };
}

export type ContentSummaryRow = Awaited<ReturnType<typeof listSegmentContents>>[number];

/** The consumable contents of the segment's published seglets (or of one seglet), by seglet then name. */
export async function listSegmentContents(
  db: Orm,
  userId: number,
  where: { segmentId: number } | { segletId: number },
  now: Date,
) {
  return db
    .select(contentSummaryColumns(userId))
    .from(content)
    .where(
      and(
        isConsumable(now),
        'segmentId' in where ? eq(content.segmentId, where.segmentId) : eq(content.segletId, where.segletId),
      ),
    )
    .orderBy(asc(content.segletId), asc(content.name), asc(content.id));
}

/** One content with the learner's own state; undefined when there is no such content. */
export async function findContentForLearner(db: Orm, userId: number, contentId: number, now: Date) {
  const [row] = await db
    .select({
      ...contentSummaryColumns(userId),
      description: content.description,
      subType: content.subType,
      url: content.url,
      isExtUrl: content.isExtUrl,
      body: content.body,
      language: content.language,
      recurrence: content.recurrence,
      status: content.status,
      segnocodeGenMode: content.segnocodeGenMode,
      checklistId: content.checklistId,
      courseId: content.courseId,
      isConsumable: sql<boolean>`${isConsumable(now)}`,
      isRequired: sql<boolean>`exists (select 1 from ${userSegment} where ${userSegment.userId} = ${userId} and ${userSegment.segmentId} = ${qualified(content, content.segmentId)} and ${userSegment.isAssigned})`,
      userRating: sql<
        number | null
      >`(select ${contentRating.value} from ${contentRating} where ${contentRating.userId} = ${userId} and ${contentRating.contentId} = ${contentId})::int`,
    })
    .from(content)
    .where(eq(content.id, contentId));
  return row;
}

/** Counts a view of the content; returns the new count. */
export async function countContentView(db: Orm, contentId: number): Promise<number> {
  const [row] = await db
    .update(content)
    .set({ timesViewed: sql`${content.timesViewed} + 1` })
    .where(eq(content.id, contentId))
    .returning({ timesViewed: content.timesViewed });
  return row?.timesViewed ?? 0;
}

export async function listContentCategories(db: Orm, contentId: number) {
  return db
    .select({ category_id: category.id, name: category.name })
    .from(contentCategory)
    .innerJoin(category, eq(category.id, contentCategory.categoryId))
    .where(eq(contentCategory.contentId, contentId))
    .orderBy(asc(category.name));
}

/** The on-the-clock flags of the learner, for the domain's `submitRestriction`. */
export async function findSubmitterFlags(db: Orm, userId: number) {
  const [row] = await db
    .select({ is_generic_user: appUser.isGenericUser, on_the_clock: appUser.onTheClock })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

/** The learner's copy of the checklist content, created on first use; its id. */
export async function ensureUserChecklist(db: Orm, userId: number, contentId: number): Promise<number> {
  await db
    .insert(userChecklist)
    .values({ userId, contentId, checkedItemIds: [] })
    .onConflictDoNothing({ target: [userChecklist.userId, userChecklist.contentId] });
  const [row] = await db
    .select({ id: userChecklist.id })
    .from(userChecklist)
    .where(and(eq(userChecklist.userId, userId), eq(userChecklist.contentId, contentId)));
  if (!row) throw new Error('The user checklist was not saved');
  return row.id;
}

export async function contentExists(db: Orm, contentId: number): Promise<boolean> {
  const [row] = await db.select({ id: content.id }).from(content).where(eq(content.id, contentId));
  return row !== undefined;
}

export async function courseExists(db: Orm, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: course.id }).from(course).where(eq(course.id, courseId));
  return row !== undefined;
}

/** The published segments the consumable contents (by id, or of a course) sit in, with their seglet. */
export async function listParents(db: Orm, of: { contentId: number } | { courseId: number }, now: Date) {
  return db
    .selectDistinct({ segment_id: segment.id, name: segment.name, seglet_id: content.segletId })
    .from(content)
    .innerJoin(segment, eq(segment.id, content.segmentId))
    .where(
      and(
        isConsumable(now),
        'contentId' in of ? eq(content.id, of.contentId) : eq(content.courseId, of.courseId),
      ),
    )
    .orderBy(asc(segment.name), asc(segment.id), asc(content.segletId));
}
