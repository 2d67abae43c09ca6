/** Site feedback and content requests (0003). */
import type { Orm } from '../db/database';
import { contentRequest, feedback } from '../db/schema';

export type NewFeedback = typeof feedback.$inferInsert;
export type NewContentRequest = typeof contentRequest.$inferInsert;

export async function insertFeedback(db: Orm, values: NewFeedback): Promise<void> {
  await db.insert(feedback).values(values);
}

export async function insertContentRequest(db: Orm, values: NewContentRequest): Promise<void> {
  await db.insert(contentRequest).values(values);
}
