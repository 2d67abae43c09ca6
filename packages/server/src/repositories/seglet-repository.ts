/** Seglets of a segment as a learner sees them: the points their contents give and the learner's score. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, seglet, segment } from '../db/schema';
import { isConsumable, qualified } from './content-repository';

const published = 2;

function segletColumns(userId: number, now: Date) {
  return {
    segletId: seglet.id,
    name: seglet.name,
    segmentId: seglet.segmentId,
    points: sql<number>`(select coalesce(sum(${content.points}), 0) from ${content} where ${content.segletId} = ${qualified(seglet, seglet.id)} and ${isConsumable(now)})::int`,
    // Written with aliases: a single-table query leaves drizzle's column names unqualified.
    score: sql<number>`(select coalesce(sum(pa.points), 0) from point_award pa join content c on c.id = pa.content_id where pa.user_id = ${userId} and c.seglet_id = ${qualified(seglet, seglet.id)})::int`,
  };
}

export type SegletRow = Awaited<ReturnType<typeof listSeglets>>[number];

/** The published seglets of a segment, in their order. */
export async function listSeglets(db: Orm, userId: number, segmentId: number, now: Date) {
  return db
    .select(segletColumns(userId, now))
    .from(seglet)
    .where(and(eq(seglet.segmentId, segmentId), eq(seglet.status, published)))
    .orderBy(asc(seglet.position), asc(seglet.id));
}

/** One published seglet, with whether its segment is published. */
export async function findSeglet(db: Orm, userId: number, segletId: number, now: Date) {
  const [row] = await db
    .select({
      ...segletColumns(userId, now),
      isSegmentPublished: sql<boolean>`exists (select 1 from ${segment} where ${segment.id} = ${qualified(seglet, seglet.segmentId)} and ${segment.status} = ${published})`,
    })
    .from(seglet)
    .where(and(eq(seglet.id, segletId), eq(seglet.status, published)));
  return row;
}
