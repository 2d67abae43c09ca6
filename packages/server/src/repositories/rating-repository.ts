/** A learner's rating of a content, and the content's average kept beside it in the same transaction. */
import { avg, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { content, contentRating } from '../db/schema';

/** Stores the learner's rating (replacing an earlier one) and returns the content's new average. */
export async function saveRating(
  db: Orm,
  values: { userId: number; contentId: number; value: number; ratedAt: Date },
): Promise<number> {
  await db
    .insert(contentRating)
    .values(values)
    .onConflictDoUpdate({
      target: [contentRating.contentId, contentRating.userId],
      set: { value: values.value, ratedAt: values.ratedAt },
    });
  const [average] = await db
    .select({ rating: sql<number>`round(${avg(contentRating.value)}, 2)::float8` })
    .from(contentRating)
    .where(eq(contentRating.contentId, values.contentId));
  const rating = average?.rating ?? values.value;
  await db.update(content).set({ rating }).where(eq(content.id, values.contentId));
  return rating;
}
