/** A checklist, and a learner's copy of it that only they read and save (000, sections 2, 5 and 7). */
import type { Checklist, UserChecklist } from '@segno/domain';
import type { Orm } from '../db/database';
import {
  findChecklist,
  findUserChecklist,
  listChecklistItems,
  saveCheckedItems,
} from '../repositories/checklist-repository';
import type { ServiceContext } from './service-context';

/** not_found: no such copy (or its content has no checklist); forbidden: another learner's copy; invalid_items:
 * an item id that is not on the checklist. */
export type UserChecklistRefusal = 'not_found' | 'forbidden' | 'invalid_items';

async function readChecklist(db: Orm, checklistId: number): Promise<Checklist | undefined> {
  const found = await findChecklist(db, checklistId);
  if (!found) return undefined;
  const items = await listChecklistItems(db, checklistId);
  return {
    checklist_id: found.id,
    name: found.name,
    items: items.map((item) => ({ item_id: item.id, label: item.label })),
  };
}

export function createChecklistService({ orm, now }: ServiceContext) {
  /** The learner's copy with the checklist, or why they may not have it. */
  async function readOwnCopy(db: Orm, userId: number, userChecklistId: number) {
    const copy = await findUserChecklist(db, userChecklistId);
    if (!copy || copy.checklistId === null) return 'not_found' as const;
    if (copy.userId !== userId) return 'forbidden' as const;
    const checklist = await readChecklist(db, copy.checklistId);
    return checklist ? { copy, checklist } : ('not_found' as const);
  }

  const toUserChecklist = (
    copy: { id: number; contentId: number },
    checklist: Checklist,
    checkedItemIds: readonly number[],
  ): UserChecklist => {
    const checked = new Set(checkedItemIds);
    return {
      user_checklist_id: copy.id,
      content_id: copy.contentId,
      checklist_id: checklist.checklist_id,
      name: checklist.name,
      items: checklist.items.map((item) => ({ ...item, is_checked: checked.has(item.item_id) })),
    };
  };

  return {
    checklist(checklistId: number): Promise<Checklist | undefined> {
      return readChecklist(orm, checklistId);
    },

    async userChecklist(
      userId: number,
      userChecklistId: number,
    ): Promise<UserChecklist | UserChecklistRefusal> {
      const found = await readOwnCopy(orm, userId, userChecklistId);
      if (typeof found === 'string') return found;
      return toUserChecklist(found.copy, found.checklist, found.copy.checkedItemIds);
    },

    /** Replaces the checked items: those given are checked, every other item unchecked. */
    save(
      userId: number,
      userChecklistId: number,
      checkedItemIds: readonly number[],
    ): Promise<UserChecklist | UserChecklistRefusal> {
      return orm.transaction(async (tx) => {
        const found = await readOwnCopy(tx, userId, userChecklistId);
        if (typeof found === 'string') return found;
        const itemIds = new Set(found.checklist.items.map((item) => item.item_id));
        if (!checkedItemIds.every((id) => itemIds.has(id))) return 'invalid_items';
        await saveCheckedItems(tx, userChecklistId, checkedItemIds, now());
        return toUserChecklist(found.copy, found.checklist, checkedItemIds);
      });
    },
  };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
