/** Checklist authoring (0006 tables): the checklist, its ordered items, and learners' checks of removed items. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { checklist, checklistItem, content, userChecklist } from '../db/schema';

export async function listChecklistSummaries(db: Orm) {
  return db
    .select({ id: checklist.id, name: checklist.name, itemCount: count(checklistItem.id) })
    .from(checklist)
    .leftJoin(checklistItem, eq(checklistItem.checklistId, checklist.id))
    .groupBy(checklist.id)
    .orderBy(sql`lower(${checklist.name})`, asc(checklist.id));
}

/** The checklist's row, locked so two saves of one checklist run one after the other. */
export async function findChecklistForUpdate(db: Orm, checklistId: number) {
  const [row] = await db
    .select({ id: checklist.id, name: checklist.name })
    .from(checklist)
    .where(eq(checklist.id, checklistId))
    .for('update');
  return row;
}

/** Learners holding a copy of the checklist (through any content that points at it). */
export async function countChecklistUsers(db: Orm, checklistId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${userChecklist.userId})::int` })
    .from(userChecklist)
    .innerJoin(content, eq(content.id, userChecklist.contentId))
    .where(eq(content.checklistId, checklistId));
  return row?.total ?? 0;
}

export async function insertChecklist(db: Orm, name: string): Promise<number> {
  const [row] = await db.insert(checklist).values({ name }).returning({ id: checklist.id });
  if (!row) throw new Error('The checklist was not inserted');
  return row.id;
}

export async function renameChecklist(db: Orm, checklistId: number, name: string): Promise<void> {
  await db.update(checklist).set({ name }).where(eq(checklist.id, checklistId));
}

export async function insertChecklistItems(
  db: Orm,
  checklistId: number,
  items: readonly { position: number; label: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(checklistItem).values(items.map((item) => ({ ...item, checklistId })));
}

export async function updateChecklistItem(
  db: Orm,
  itemId: number,
  changes: { position: number; label: string },
): Promise<void> {
  await db.update(checklistItem).set(changes).where(eq(checklistItem.id, itemId));
}

export async function deleteChecklistItems(db: Orm, checklistId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  await db
    .delete(checklistItem)
    .where(and(eq(checklistItem.checklistId, checklistId), inArray(checklistItem.id, [...itemIds])));
}

/** Drops removed items from every learner's checked items (item ids are unique across checklists). */
export async function uncheckRemovedItems(db: Orm, itemIds: readonly number[], at: Date): Promise<void> {
  if (itemIds.length === 0) return;
  const removed = sql`ARRAY[${sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  await db
    .update(userChecklist)
    .set({
      checkedItemIds: sql`array(select kept from unnest(${userChecklist.checkedItemIds}) as kept where kept <> all(${removed}))`,
      updatedAt: at,
    })
    .where(sql`${userChecklist.checkedItemIds} && ${removed}`);
}

export async function setContentChecklist(db: Orm, contentId: number, checklistId: number | null, at: Date) {
  await db.update(content).set({ checklistId, updatedAt: at }).where(eq(content.id, contentId));
}
