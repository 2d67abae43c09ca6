/**
 * Badges as the admin screens read and write them (001 sections 3 and 7): every status, their segment and the
 * level of the medal they are earned with (medal_type_id), and the contents that earn them (badge_content).
 */
import { publicationStatus } from '@segno/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Orm } from '../db/database';
import { badge, badgeContent, content, medal, segment } from '../db/schema';
import { type AdminListFilter, adminListConditions } from './admin-segment-repository';
import { qualified } from './content-repository';
import { containsPattern } from './sql-patterns';

const { archived } = publicationStatus;

const adminBadgeColumns = {
  id: badge.id,
  name: badge.name,
  shortName: badge.shortName,
  description: badge.description,
  imageFile: badge.imageFile,
  status: badge.status,
  segmentId: badge.segmentId,
  segmentName: segment.name,
  medalLevel: medal.level,
  notifyOnEarn: badge.notifyOnEarn,
  notificationText: badge.notificationText,
  createdAt: badge.createdAt,
  updatedAt: badge.updatedAt,
  contentCount: sql<number>`(select count(*) from ${badgeContent} where ${badgeContent.badgeId} = ${qualified(badge, badge.id)})::int`,
};

export type AdminBadgeRow = NonNullable<Awaited<ReturnType<typeof findAdminBadge>>>;

const selectBadges = (db: Orm) =>
  db
    .select(adminBadgeColumns)
    .from(badge)
    .leftJoin(segment, eq(segment.id, badge.segmentId))
    .leftJoin(medal, eq(medal.id, badge.medalId));

export type BadgeListFilter = AdminListFilter & {
  segmentIds: readonly number[];
  /** Medal levels; null stands for the badges earned with no medal. */
  medalTypes: readonly (number | null)[];
};

/** The manage list, newest first, narrowed to the segments and medal types asked for (any, when none is). */
export async function listAdminBadges(db: Orm, filter: BadgeListFilter) {
  const conditions = adminListConditions(badge, filter);
  if (filter.segmentIds.length > 0) conditions.push(inArray(badge.segmentId, [...filter.segmentIds]));
  if (filter.medalTypes.length > 0) {
    const levels = filter.medalTypes.filter((level) => level !== null);
    const byMedal = [
      ...(levels.length > 0 ? [inArray(medal.level, levels)] : []),
      ...(filter.medalTypes.includes(null) ? [isNull(badge.medalId)] : []),
    ];
    conditions.push(or(...byMedal) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectBadges(db)
      .where(where)
      .orderBy(desc(badge.createdAt), desc(badge.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(badge).leftJoin(medal, eq(medal.id, badge.medalId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Badges, not archived, whose name or short name holds the term: a page, by name. */
export async function searchBadgesByName(db: Orm, term: string, limit: number) {
  const pattern = containsPattern(term);
  return selectBadges(db)
    .where(and(ne(badge.status, archived), or(ilike(badge.name, pattern), ilike(badge.shortName, pattern))))
    .orderBy(asc(badge.name), asc(badge.id))
    .limit(limit);
}

export async function findAdminBadge(db: Orm, id: number) {
  const [row] = await selectBadges(db).where(eq(badge.id, id));
  return row;
}

/** Locks the badge's row for a save. */
export async function findBadgeForUpdate(db: Orm, id: number) {
  const [row] = await db.select().from(badge).where(eq(badge.id, id)).for('update');
  return row;
}

/** The id of the segment's medal of that level (1 bronze, 2 silver, 3 gold); undefined when it has none. */
export async function findSegmentMedalId(db: Orm, segmentId: number, level: number) {
  const [row] = await db
    .select({ id: medal.id })
    .from(medal)
    .where(and(eq(medal.segmentId, segmentId), eq(medal.level, level)));
  return row?.id;
}

/** The segment's row unless archived; undefined when there is none a badge can belong to. */
export async function findBadgeSegment(db: Orm, segmentId: number) {
  const [row] = await db
    .select({ id: segment.id })
    .from(segment)
    .where(and(eq(segment.id, segmentId), ne(segment.status, archived)));
  return row;
}

export type BadgeValues = Pick<
  typeof badge.$inferInsert,
  'name' | 'shortName' | 'description' | 'imageFile' | 'segmentId' | 'medalId'
>;

/** What the notifications step changes (0020). */
export type BadgeNotificationValues = Pick<typeof badge.$inferInsert, 'notifyOnEarn' | 'notificationText'>;

/** A new badge: a draft. */
export async function insertBadge(db: Orm, values: BadgeValues, at: Date): Promise<number> {
  const [row] = await db
    .insert(badge)
    .values({ ...values, status: publicationStatus.draft, createdAt: at, updatedAt: at })
    .returning({ id: badge.id });
  if (!row) throw new Error('The badge insert returned no row');
  return row.id;
}

export async function updateBadge(
  db: Orm,
  id: number,
  values: Partial<BadgeValues & BadgeNotificationValues> & { status?: number },
  at: Date,
): Promise<void> {
  await db
    .update(badge)
    .set({ ...values, updatedAt: at })
    .where(eq(badge.id, id));
}

const badgeContentColumns = {
  id: content.id,
  name: content.name,
  shortName: content.shortName,
  points: content.points,
  status: content.status,
};

/** The contents that earn the badge, by name. */
export async function listBadgeContentRows(db: Orm, badgeId: number) {
  return db
    .select(badgeContentColumns)
    .from(badgeContent)
    .innerJoin(content, eq(content.id, badgeContent.contentId))
    .where(eq(badgeContent.badgeId, badgeId))
    .orderBy(asc(content.name), asc(content.id));
}

/** Contents of the segment, not archived and not yet in the badge, whose name or short name holds the term. */
export async function searchSegmentContents(
  db: Orm,
  { badgeId, segmentId, term, limit }: { badgeId: number; segmentId: number; term: string; limit: number },
) {
  const pattern = containsPattern(term);
  const conditions: SQL[] = [
    eq(content.segmentId, segmentId),
    ne(content.status, archived),
    sql`(${ilike(content.name, pattern)} or ${ilike(content.shortName, pattern)})`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(badgeContent)
        .where(
          and(
            eq(badgeContent.badgeId, badgeId),
            sql`${badgeContent.contentId} = ${qualified(content, content.id)}`,
          ),
        ),
    ),
  ];
  return db
    .select(badgeContentColumns)
    .from(content)
    .where(and(...conditions))
    .orderBy(asc(content.name), asc(content.id))
    .limit(limit);
}

/** The content's segment (null when in none); undefined when there is no such content. */
export async function findContentSegment(db: Orm, contentId: number) {
  const [row] = await db
    .select({ segmentId: content.segmentId })
    .from(content)
    .where(eq(content.id, contentId));
  return row;
}

/** Adds the content to the badge; true when it was not there yet. */
export async function insertBadgeContent(db: Orm, badgeId: number, contentId: number): Promise<boolean> {
  const rows = await db
    .insert(badgeContent)
    .values({ badgeId, contentId })
    .onConflictDoNothing()
    .returning({ badgeId: badgeContent.badgeId });
  return rows.length > 0;
}

/** Takes the content out of the badge; true when it was there. */
export async function deleteBadgeContent(db: Orm, badgeId: number, contentId: number): Promise<boolean> {
  const rows = await db
    .delete(badgeContent)
    .where(and(eq(badgeContent.badgeId, badgeId), eq(badgeContent.contentId, contentId)))
    .returning({ badgeId: badgeContent.badgeId });
  return rows.length > 0;
}
