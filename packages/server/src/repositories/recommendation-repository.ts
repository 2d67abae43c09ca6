/**
 * Recommendation candidates: recommended = published contents of the learner's segments not yet completed,
 * by points then name; popular = published contents most completed in the window, by completions then name.
 * Dismissed contents of each kind are left out.
 */
import type { RecommendationKind } from '@segno/domain';
import { and, asc, count, desc, eq, gte, notExists, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { completion, content, recommendationDismissal, segment, userSegment } from '../db/schema';

const published = 2;

function notDismissed(db: Orm, userId: number, kind: RecommendationKind) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(recommendationDismissal)
      .where(
        and(
          eq(recommendationDismissal.userId, userId),
          eq(recommendationDismissal.kind, kind),
          eq(recommendationDismissal.contentId, content.id),
        ),
      ),
  );
}

function recentCompletions(since: Date) {
  return sql<number>`(select count(*) from ${completion} where ${completion.contentId} = ${content.id} and ${completion.completedAt} >= ${since})::int`;
}

const columns = (since: Date) => ({
  contentId: content.id,
  name: content.name,
  type: content.type,
  points: content.points,
  thumbnailUrl: content.thumbnailUrl,
  startDate: content.startDate,
  segmentId: content.segmentId,
  segmentName: segment.name,
  recentCompletions: recentCompletions(since),
});

export async function listRecommended(db: Orm, userId: number, since: Date, limit: number) {
  return db
    .select(columns(since))
    .from(content)
    .innerJoin(segment, eq(segment.id, content.segmentId))
    .innerJoin(
      userSegment,
      and(
        eq(userSegment.segmentId, segment.id),
        eq(userSegment.userId, userId),
        or(eq(userSegment.isSubscribed, true), eq(userSegment.isAssigned, true)),
      ),
    )
    .where(
      and(
        eq(content.status, published),
        eq(segment.status, published),
        notExists(
          db
            .select({ one: sql`1` })
            .from(completion)
            .where(and(eq(completion.userId, userId), eq(completion.contentId, content.id))),
        ),
        notDismissed(db, userId, 'recommended'),
      ),
    )
    .orderBy(desc(content.points), asc(content.name), asc(content.id))
    .limit(limit);
}

export async function listPopular(db: Orm, userId: number, since: Date, limit: number) {
  const recent = db
    .select({ contentId: completion.contentId, completions: count().as('completions') })
    .from(completion)
    .where(gte(completion.completedAt, since))
    .groupBy(completion.contentId)
    .as('recent');
  return db
    .select(columns(since))
    .from(recent)
    .innerJoin(content, eq(content.id, recent.contentId))
    .leftJoin(segment, eq(segment.id, content.segmentId))
    .where(and(eq(content.status, published), notDismissed(db, userId, 'popular')))
    .orderBy(desc(recent.completions), asc(content.name), asc(content.id))
    .limit(limit);
}

export async function contentExists(db: Orm, contentId: number): Promise<boolean> {
  const [row] = await db.select({ id: content.id }).from(content).where(eq(content.id, contentId));
  return row !== undefined;
}

export async function insertDismissal(db: Orm, userId: number, contentId: number, kind: RecommendationKind) {
  await db.insert(recommendationDismissal).values({ userId, contentId, kind }).onConflictDoNothing();
}
