/**
 * Seglets as the admin screens read and write them (001 sections 3 and 7): every status, with or without a
 * segment, and putting one in a segment or taking it out, its contents with it.
 */
import { publicationStatus } from '@segno/domain';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, seglet, segment } from '../db/schema';
import { type AdminListFilter, adminListConditions } from './admin-segment-repository';
import { qualified } from './content-repository';

const adminSegletColumns = {
  id: seglet.id,
  name: seglet.name,
  shortName: seglet.shortName,
  status: seglet.status,
  segmentId: seglet.segmentId,
  segmentName: segment.name,
  // Launch and expiration (0016)
  startDate: seglet.startDate,
  expirationDate: seglet.expirationDate,
  createdAt: seglet.createdAt,
  updatedAt: seglet.updatedAt,
  // Parts of a content are authored inside it, and counted with it.
  contentCount: sql<number>`(select count(*) from ${content} where ${content.segletId} = ${qualified(seglet, seglet.id)} and ${content.status} <> ${publicationStatus.archived} and ${content.objectType} <> 'contentPart')::int`,
};

export type AdminSegletRow = NonNullable<Awaited<ReturnType<typeof findAdminSeglet>>>;

/** The manage list; `segmentId` narrows it to one segment's seglets. */
export async function listAdminSeglets(db: Orm, filter: AdminListFilter & { segmentId?: number }) {
  const conditions = adminListConditions(seglet, filter);
  if (filter.segmentId !== undefined) conditions.push(eq(seglet.segmentId, filter.segmentId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminSegletColumns)
      .from(seglet)
      .leftJoin(segment, eq(segment.id, seglet.segmentId))
      .where(where)
      .orderBy(desc(seglet.createdAt), desc(seglet.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(seglet).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The segment's seglets, not archived, in the segment's order. */
export async function listSegmentSeglets(db: Orm, segmentId: number) {
  return db
    .select(adminSegletColumns)
    .from(seglet)
    .leftJoin(segment, eq(segment.id, seglet.segmentId))
    .where(and(eq(seglet.segmentId, segmentId), ne(seglet.status, publicationStatus.archived)))
    .orderBy(asc(seglet.position), asc(seglet.id));
}

export async function findAdminSeglet(db: Orm, id: number) {
  const [row] = await db
    .select(adminSegletColumns)
    .from(seglet)
    .leftJoin(segment, eq(segment.id, seglet.segmentId))
    .where(eq(seglet.id, id));
  return row;
}

/** Locks the seglet's row for a save. */
export async function findSegletForUpdate(db: Orm, id: number) {
  const [row] = await db.select().from(seglet).where(eq(seglet.id, id)).for('update');
  return row;
}

export type SegletValues = Pick<typeof seglet.$inferInsert, 'name' | 'shortName'>;
/** The launch-and-expiration step's columns (0016). */
export type SegletScheduleValues = Pick<typeof seglet.$inferInsert, 'startDate' | 'expirationDate'>;

/**
 * A new seglet: published, in no segment yet. The seglet wizard has no status step (001 section 2), so a seglet
 * shows to learners once its segment is published and holds published contents; archiving still hides it.
 */
export async function insertSeglet(db: Orm, values: SegletValues, at: Date): Promise<number> {
  const [row] = await db
    .insert(seglet)
    .values({
      ...values,
      segmentId: null,
      position: 0,
      status: publicationStatus.published,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: seglet.id });
  if (!row) throw new Error('The seglet insert returned no row');
  return row.id;
}

export async function updateSeglet(
  db: Orm,
  id: number,
  values: Partial<SegletValues> & Partial<SegletScheduleValues> & { status?: number },
  at: Date,
): Promise<void> {
  await db
    .update(seglet)
    .set({ ...values, updatedAt: at })
    .where(eq(seglet.id, id));
}

/**
 * Puts the seglet last in the segment, or takes it out (null); its contents follow, so a content's segment is
 * always its seglet's.
 */
export async function setSegletSegment(
  db: Orm,
  id: number,
  segmentId: number | null,
  at: Date,
): Promise<void> {
  let position = 0;
  if (segmentId !== null) {
    const [last] = await db
      .select({ position: sql<number>`coalesce(max(${seglet.position}), 0)::int` })
      .from(seglet)
      .where(eq(seglet.segmentId, segmentId));
    position = (last?.position ?? 0) + 1;
  }
  await db.update(seglet).set({ segmentId, position, updatedAt: at }).where(eq(seglet.id, id));
  await db.update(content).set({ segmentId, updatedAt: at }).where(eq(content.segletId, id));
}
