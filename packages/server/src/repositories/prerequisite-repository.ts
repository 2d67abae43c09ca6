/**
 * A content's prerequisites and which of them a learner has completed: the input of the domain's lock rule
 * (`isLocked`, `prerequisitesNeeded`), read by the content view and by the completion call alike.
 */
import type { PrerequisiteRule } from '@segno/domain';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { completion, content, contentPrerequisite } from '../db/schema';

export type PrerequisiteStatus = {
  rule: PrerequisiteRule;
  items: { content_id: number; name: string; is_complete: boolean }[];
};

export async function readPrerequisites(
  db: Orm,
  userId: number,
  contentId: number,
): Promise<PrerequisiteStatus> {
  const [owner] = await db
    .select({ rule: content.prerequisiteRule })
    .from(content)
    .where(eq(content.id, contentId));
  const completed = exists(
    db
      .select({ one: sql`1` })
      .from(completion)
      .where(and(eq(completion.userId, userId), eq(completion.contentId, content.id))),
  );
  const items = await db
    .select({ content_id: content.id, name: content.name, is_complete: sql<boolean>`${completed}` })
    .from(contentPrerequisite)
    .innerJoin(content, eq(content.id, contentPrerequisite.prerequisiteId))
    .where(eq(contentPrerequisite.contentId, contentId))
    .orderBy(asc(content.name));
  return { rule: owner?.rule ?? null, items };
}
