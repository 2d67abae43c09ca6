/** Checklists, their items in order, and learners' copies (0006). */
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { checklist, checklistItem, content, userChecklist } from '../db/schema';

export async function findChecklist(db: Orm, checklistId: number) {
  const [row] = await db
    .select({ id: checklist.id, name: checklist.name })
    .from(checklist)
    .where(eq(checklist.id, checklistId));
  return row;
}

export async function listChecklistItems(db: Orm, checklistId: number) {
  return db
    .select({ id: checklistItem.id, label: checklistItem.label })
    .from(checklistItem)
    .where(eq(checklistItem.checklistId, checklistId))
    .orderBy(asc(checklistItem.position), asc(checklistItem.id));
}

/** A learner's copy with the checklist its content points at (null when the content has none any more). */
export async function findUserChecklist(db: Orm, userChecklistId: number) {
  const [row] = await db
    .select({
      id: userChecklist.id,
      userId: userChecklist.userId,
      contentId: userChecklist.contentId,
      checkedItemIds: userChecklist.checkedItemIds,
      checklistId: content.checklistId,
    })
    .from(userChecklist)
    .innerJoin(content, eq(content.id, userChecklist.contentId))
    .where(eq(userChecklist.id, userChecklistId));
  return row;
}

export async function saveCheckedItems(
  db: Orm,
  userChecklistId: number,
  checkedItemIds: readonly number[],
  at: Date,
): Promise<void> {
  await db
    .update(userChecklist)
    .set({ checkedItemIds: [...checkedItemIds], updatedAt: at })
    .where(eq(userChecklist.id, userChecklistId));
}
