/**
 * Segments and their medals as the admin screens read and write them (001 sections 3 and 7): every status,
 * with the counts the manage list shows.
 */
import { publicationStatus } from '@segno/domain';
import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { badge, content, medal, seglet, segment, segmentTag } from '../db/schema';
import { qualified } from './content-repository';
import { containsPattern } from './sql-patterns';

const segmentId = qualified(segment, segment.id);
const { published, archived } = publicationStatus;

const adminSegmentColumns = {
  id: segment.id,
  name: segment.name,
  shortName: segment.shortName,
  description: segment.description,
  imageFile: segment.imageFile,
  maxPoints: segment.maxPoints,
  status: segment.status,
  createdAt: segment.createdAt,
  updatedAt: segment.updatedAt,
  totalPoints: sql<number>`(select coalesce(sum(${content.points}), 0) from ${content} where ${content.segmentId} = ${segmentId} and ${content.status} = ${published})::int`,
  segletCount: sql<number>`(select count(*) from ${seglet} where ${seglet.segmentId} = ${segmentId} and ${seglet.status} <> ${archived})::int`,
  // Parts of a content are authored inside it, and counted with it.
  contentCount: sql<number>`(select count(*) from ${content} where ${content.segmentId} = ${segmentId} and ${content.status} <> ${archived} and ${content.objectType} <> 'contentPart')::int`,
};

export type AdminSegmentRow = NonNullable<Awaited<ReturnType<typeof findAdminSegment>>>;

/** The manage list's filter: the statuses asked for, or every one but archived; a term in name or short name. */
export type AdminListFilter = { statuses: number[]; term: string; limit: number; offset: number };

/** The status and term conditions of an admin list over a table with status, name and short name. */
export function adminListConditions(
  columns: { status: PgColumn; name: PgColumn; shortName: PgColumn },
  { statuses, term }: Pick<AdminListFilter, 'statuses' | 'term'>,
): SQL[] {
  const conditions: SQL[] = [
    statuses.length > 0 ? inArray(columns.status, statuses) : ne(columns.status, archived),
  ];
  if (term.trim()) {
    const pattern = containsPattern(term);
    conditions.push(
      or(sql`${columns.name} ilike ${pattern}`, sql`${columns.shortName} ilike ${pattern}`) as SQL,
    );
  }
  return conditions;
}

/** The manage list, newest first, narrowed to the segments with any of the tags asked for (any, when none is). */
export async function listAdminSegments(db: Orm, filter: AdminListFilter & { tagIds: readonly number[] }) {
  const conditions = adminListConditions(segment, filter);
  if (filter.tagIds.length > 0)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(segmentTag)
          .where(
            and(sql`${segmentTag.segmentId} = ${segmentId}`, inArray(segmentTag.tagId, [...filter.tagIds])),
          ),
      ),
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminSegmentColumns)
      .from(segment)
      .where(where)
      .orderBy(desc(segment.createdAt), desc(segment.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(segment).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findAdminSegment(db: Orm, id: number) {
  const [row] = await db.select(adminSegmentColumns).from(segment).where(eq(segment.id, id));
  return row;
}

/** Locks the segment's row for a save, so two saves of one segment do not interleave. */
export async function findSegmentForUpdate(db: Orm, id: number) {
  const [row] = await db.select().from(segment).where(eq(segment.id, id)).for('update');
  return row;
}

export type SegmentValues = Pick<
  typeof segment.$inferInsert,
  'name' | 'shortName' | 'description' | 'imageFile' | 'maxPoints'
>;

export async function insertSegment(db: Orm, values: SegmentValues, at: Date): Promise<number> {
  const [row] = await db
    .insert(segment)
    .values({ ...values, status: publicationStatus.draft, createdAt: at, updatedAt: at })
    .returning({ id: segment.id });
  if (!row) throw new Error('The segment insert returned no row');
  return row.id;
}

export async function updateSegment(
  db: Orm,
  id: number,
  values: Partial<SegmentValues> & { status?: number },
  at: Date,
): Promise<void> {
  await db
    .update(segment)
    .set({ ...values, updatedAt: at })
    .where(eq(segment.id, id));
}

// Medals

/** The segment's medals by level, each with the number of badges earned with it (medal error 2). */
export async function listSegmentMedals(db: Orm, id: number) {
  return db
    .select({
      id: medal.id,
      level: medal.level,
      points: medal.pointsNeeded,
      status: medal.status,
      badgeCount: sql<number>`(select count(*) from ${badge} where ${badge.medalId} = ${qualified(medal, medal.id)} and ${badge.status} <> ${archived})::int`,
    })
    .from(medal)
    .where(eq(medal.segmentId, id))
    .orderBy(asc(medal.level), asc(medal.id));
}

export async function insertMedals(
  db: Orm,
  id: number,
  medals: readonly { level: number; points: number; status: number }[],
): Promise<void> {
  if (medals.length === 0) return;
  await db.insert(medal).values(
    medals.map((row) => ({
      segmentId: id,
      level: row.level,
      pointsNeeded: row.points,
      status: row.status,
    })),
  );
}

export async function updateMedal(db: Orm, medalId: number, values: { points: number; status: number }) {
  await db
    .update(medal)
    .set({ pointsNeeded: values.points, status: values.status })
    .where(eq(medal.id, medalId));
}
