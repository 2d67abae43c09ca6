/**
 * Browse learning (000, section 2): every published segment and plan with the learner's link and progress,
 * paged, ordered and filtered, and the learner segment list with its term and category filters.
 */
import type { BrowseFilters, BrowseOrder, BrowseSubscriptionState } from '@segno/domain';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import {
  category,
  completion,
  content,
  contentCategory,
  plan,
  segment,
  segmentScore,
  userPlan,
  userSegment,
} from '../db/schema';
import { isConsumable, qualified } from './content-repository';

const published = 2;

export type Page = { limit: number; offset: number };

function segmentColumns(userId: number) {
  return {
    segmentId: segment.id,
    name: segment.name,
    shortName: segment.shortName,
    description: segment.description,
    status: segment.status,
    imageFile: segment.imageFile,
    startDate: segment.startDate,
    expirationDate: segment.expirationDate,
    contentLastChanged: segment.contentLastChanged,
    isSubscribed: sql<boolean>`coalesce(${userSegment.isSubscribed}, false)`,
    isAssigned: sql<boolean>`coalesce(${userSegment.isAssigned}, false)`,
    segmentScore: sql<number>`coalesce((select ${segmentScore.score} from ${segmentScore} where ${segmentScore.userId} = ${userId} and ${segmentScore.segmentId} = ${qualified(segment, segment.id)}), 0)::int`,
    totalPoints: sql<number>`(select coalesce(sum(${content.points}), 0) from ${content} where ${content.segmentId} = ${qualified(segment, segment.id)} and ${content.status} = ${published})::int`,
    totalContents: sql<number>`(select count(*) from ${content} where ${content.segmentId} = ${qualified(segment, segment.id)} and ${content.status} = ${published})::int`,
    completedContents: sql<number>`(select count(distinct ${completion.contentId}) from ${completion} join ${content} on ${content.id} = ${completion.contentId} where ${completion.userId} = ${userId} and ${content.segmentId} = ${qualified(segment, segment.id)} and ${content.status} = ${published})::int`,
  };
}

export type BrowseSegmentRow = Awaited<ReturnType<typeof listBrowseSegments>>[number];

const segmentOrder = (orderBy: BrowseOrder) =>
  orderBy === 'name'
    ? [asc(segment.name), asc(segment.id)]
    : [desc(segment.createdAt), asc(segment.name), asc(segment.id)];

/** Published segments matching `where`, with the learner's link, score and progress. */
function selectSegments(db: Orm, userId: number, where: SQL | undefined) {
  return db
    .select(segmentColumns(userId))
    .from(segment)
    .leftJoin(userSegment, and(eq(userSegment.segmentId, segment.id), eq(userSegment.userId, userId)))
    .where(and(eq(segment.status, published), where));
}

async function countSegments(db: Orm, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(segment)
    .where(and(eq(segment.status, published), where));
  return row?.total ?? 0;
}

/** The learner's link table of segments or plans, and the outer row's id it joins on. */
type LinkTable = {
  table: PgTable;
  userId: AnyColumn;
  ownerId: AnyColumn;
  isSubscribed: AnyColumn;
  isAssigned: AnyColumn;
  outerId: SQL;
};

const segmentLink: LinkTable = {
  table: userSegment,
  userId: userSegment.userId,
  ownerId: userSegment.segmentId,
  isSubscribed: userSegment.isSubscribed,
  isAssigned: userSegment.isAssigned,
  outerId: qualified(segment, segment.id),
};

const planLink: LinkTable = {
  table: userPlan,
  userId: userPlan.userId,
  ownerId: userPlan.planId,
  isSubscribed: userPlan.isSubscribed,
  isAssigned: userPlan.isAssigned,
  outerId: qualified(plan, plan.id),
};

/** Rows whose link with the learner is in any of the chosen states; no states: every row. */
function subscriptionWhere(
  link: LinkTable,
  userId: number,
  states: readonly BrowseSubscriptionState[],
): SQL | undefined {
  const linkHas = (flag: SQL) =>
    sql`exists (select 1 from ${link.table} where ${link.userId} = ${userId} and ${link.ownerId} = ${link.outerId} and ${flag})`;
  const byState: Record<BrowseSubscriptionState, SQL> = {
    subscribed: linkHas(sql`${link.isSubscribed}`),
    assigned: linkHas(sql`${link.isAssigned}`),
    none: not(linkHas(sql`(${link.isSubscribed} or ${link.isAssigned})`)),
  };
  return states.length > 0 ? or(...states.map((state) => byState[state])) : undefined;
}

/** Segments with a consumable content (at `now`) in any of the categories; no categories: every segment. */
function categoryWhere(categoryIds: readonly number[], now: Date): SQL | undefined {
  return categoryIds.length > 0
    ? sql`exists (select 1 from ${content} join ${contentCategory} on ${contentCategory.contentId} = ${content.id} where ${content.segmentId} = ${qualified(segment, segment.id)} and ${isConsumable(now)} and ${inArray(contentCategory.categoryId, [...categoryIds])})`
    : undefined;
}

/** Browse filters on segments: values of one key OR together, the keys AND together. */
const browseSegmentWhere = (userId: number, filters: BrowseFilters, now: Date) =>
  and(subscriptionWhere(segmentLink, userId, filters.subscription), categoryWhere(filters.categoryIds, now));

export async function listBrowseSegments(
  db: Orm,
  userId: number,
  orderBy: BrowseOrder,
  filters: BrowseFilters,
  page: Page,
  now: Date,
) {
  return selectSegments(db, userId, browseSegmentWhere(userId, filters, now))
    .orderBy(...segmentOrder(orderBy))
    .limit(page.limit)
    .offset(page.offset);
}

export const countBrowseSegments = (db: Orm, userId: number, filters: BrowseFilters, now: Date) =>
  countSegments(db, browseSegmentWhere(userId, filters, now));

/** One published segment as the learner sees it. */
export async function findLearnerSegment(db: Orm, userId: number, segmentId: number) {
  const [row] = await selectSegments(db, userId, eq(segment.id, segmentId));
  return row;
}

/** GET /segment's filters: words of the term in the name, short name or description; categories of contents. */
function segmentListWhere(term: string, categoryIds: readonly number[], now: Date): SQL | undefined {
  const words = term.split(' ').filter(Boolean);
  const pattern = (word: string) => `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return and(
    ...words.map((word) =>
      or(
        ilike(segment.name, pattern(word)),
        ilike(segment.shortName, pattern(word)),
        ilike(segment.description, pattern(word)),
      ),
    ),
    categoryWhere(categoryIds, now),
  );
}

export async function listSegmentsPage(
  db: Orm,
  userId: number,
  filter: { term: string; categoryIds: readonly number[] },
  page: Page,
  now: Date,
) {
  const where = segmentListWhere(filter.term, filter.categoryIds, now);
  const rows = await selectSegments(db, userId, where)
    .orderBy(asc(segment.name), asc(segment.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await countSegments(db, where) };
}

/** The categories of each segment's consumable contents (the segment list's tags). */
export async function listSegmentTags(db: Orm, segmentIds: readonly number[], now: Date) {
  if (segmentIds.length === 0) return [];
  return db
    .selectDistinct({ segmentId: content.segmentId, name: category.name })
    .from(content)
    .innerJoin(contentCategory, eq(contentCategory.contentId, content.id))
    .innerJoin(category, eq(category.id, contentCategory.categoryId))
    .where(and(isConsumable(now), inArray(content.segmentId, [...segmentIds])))
    .orderBy(asc(category.name));
}

/** Published plans in the chosen subscription states. */
const browsePlanWhere = (userId: number, states: readonly BrowseSubscriptionState[]) =>
  and(eq(plan.status, published), subscriptionWhere(planLink, userId, states));

export async function listBrowsePlans(
  db: Orm,
  userId: number,
  orderBy: BrowseOrder,
  states: readonly BrowseSubscriptionState[],
  page: Page,
) {
  return db
    .select({
      plan,
      isSubscribed: sql<boolean>`coalesce(${userPlan.isSubscribed}, false)`,
      isAssigned: sql<boolean>`coalesce(${userPlan.isAssigned}, false)`,
      unitPointer: userPlan.unitPointer,
      completed: sql<number>`coalesce(${userPlan.completed}, 0)`,
    })
    .from(plan)
    .leftJoin(userPlan, and(eq(userPlan.planId, plan.id), eq(userPlan.userId, userId)))
    .where(browsePlanWhere(userId, states))
    .orderBy(
      ...(orderBy === 'name'
        ? [asc(plan.planName), asc(plan.id)]
        : [desc(plan.createdAt), asc(plan.planName), asc(plan.id)]),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBrowsePlans(
  db: Orm,
  userId: number,
  states: readonly BrowseSubscriptionState[],
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(plan).where(browsePlanWhere(userId, states));
  return row?.total ?? 0;
}
