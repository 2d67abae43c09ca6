/**
 * Checklist authoring (001 sections 2, 3 and 7): a checklist is a name and its ordered items. Every save is one
 * transaction under the checklist's row lock and writes a change-log line ('create', or 'update' with the
 * fields changed: name, items). Our rule for checklists learners have filled: a renamed or moved item keeps
 * their checks; a removed item's checks are removed with it; a new item starts unchecked for everyone.
 */
import {
  type AdminChecklist,
  type ChecklistItemDraft,
  type ChecklistSummaryList,
  type ContentChecklist,
  checklistContentType,
  checklistItemChanges,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import { insertChange } from '../repositories/change-log-repository';
import {
  countChecklistUsers,
  deleteChecklistItems,
  findChecklistForUpdate,
  insertChecklist,
  insertChecklistItems,
  listChecklistSummaries,
  renameChecklist,
  setContentChecklist,
  uncheckRemovedItems,
  updateChecklistItem,
} from '../repositories/checklist-admin-repository';
import { findChecklist, listChecklistItems } from '../repositories/checklist-repository';
import type { ServiceContext } from './service-context';

export type ChecklistDraft = { name: string; items: readonly ChecklistItemDraft[] };

/** notFound: no such checklist; itemNotFound: no such item on it; invalidItems: an item id repeated or not its
 * own; lastItem: removing the only item. */
export type ChecklistSaveResult =
  | { outcome: 'saved'; checklist: AdminChecklist }
  | { outcome: 'notFound' | 'itemNotFound' | 'invalidItems' | 'lastItem' };

async function readAdminChecklist(db: Orm, checklistId: number): Promise<AdminChecklist | undefined> {
  const found = await findChecklist(db, checklistId);
  if (!found) return undefined;
  const items = await listChecklistItems(db, checklistId);
  return {
    checklist_id: found.id,
    name: found.name,
    items: items.map((item) => ({ item_id: item.id, name: item.label })),
    user_count: await countChecklistUsers(db, checklistId),
  };
}

export function createChecklistAdminService({ orm, now }: ServiceContext) {
  /** Writes `draft` over the locked checklist; the fields that changed ('' when nothing did). */
  async function writeDraft(
    tx: Orm,
    stored: { id: number; name: string },
    storedItems: readonly { id: number; label: string }[],
    draft: ChecklistDraft,
  ): Promise<string[]> {
    const changed: string[] = [];
    if (draft.name !== stored.name) {
      await renameChecklist(tx, stored.id, draft.name);
      changed.push('name');
    }
    const { removedIds } = checklistItemChanges(
      storedItems.map((item) => item.id),
      draft.items,
    );
    await deleteChecklistItems(tx, stored.id, removedIds);
    await uncheckRemovedItems(tx, removedIds, now());
    let itemsChanged = removedIds.length > 0;
    const added: { position: number; label: string }[] = [];
    for (const [position, item] of draft.items.entries()) {
      if (item.item_id === undefined) {
        added.push({ position, label: item.name });
        continue;
      }
      const storedIndex = storedItems.findIndex((storedItem) => storedItem.id === item.item_id);
      const storedItem = storedItems[storedIndex];
      if (storedItem && storedItem.label === item.name && storedIndex === position) continue;
      await updateChecklistItem(tx, item.item_id, { position, label: item.name });
      itemsChanged = true;
    }
    await insertChecklistItems(tx, stored.id, added);
    if (itemsChanged || added.length > 0) changed.push('items');
    return changed;
  }

  /** Applies `edit` to the stored checklist's items and saves the result, all under its lock. */
  async function save(
    userId: number,
    checklistId: number,
    edit: (
      stored: { name: string },
      items: ChecklistItemDraft[],
    ) => ChecklistDraft | 'itemNotFound' | 'lastItem',
  ): Promise<ChecklistSaveResult> {
    return orm.transaction(async (tx) => {
      const stored = await findChecklistForUpdate(tx, checklistId);
      if (!stored) return { outcome: 'notFound' };
      const storedItems = await listChecklistItems(tx, checklistId);
      const draft = edit(
        stored,
        storedItems.map((item) => ({ item_id: item.id, name: item.label })),
      );
      if (typeof draft === 'string') return { outcome: draft };
      const storedIds = new Set(storedItems.map((item) => item.id));
      const draftIds = draft.items.flatMap((item) => (item.item_id === undefined ? [] : [item.item_id]));
      if (new Set(draftIds).size !== draftIds.length || draftIds.some((id) => !storedIds.has(id)))
        return { outcome: 'invalidItems' };
      const changed = await writeDraft(tx, stored, storedItems, draft);
      if (changed.length > 0)
        await insertChange(
          tx,
          {
            objectType: 'checklist',
            objectId: checklistId,
            userId,
            action: 'update',
            detail: changed.join(','),
          },
          now(),
        );
      const checklist = await readAdminChecklist(tx, checklistId);
      return checklist ? { outcome: 'saved', checklist } : { outcome: 'notFound' };
    });
  }

  const itemIndex = (items: readonly ChecklistItemDraft[], itemId: number) =>
    items.findIndex((item) => item.item_id === itemId);
  const clampPosition = (position: number | undefined, length: number) =>
    Math.min(position ?? length, length);

  /** The content's checklist under its row lock, or why not: no such content, or not of the checklists type. */
  async function lockChecklistContent(tx: Orm, contentId: number) {
    const row = await findContentForUpdate(tx, contentId);
    if (!row) return 'contentNotFound' as const;
    if (row.type !== checklistContentType) return 'notChecklistContent' as const;
    return { content_id: row.id, checklist_id: row.checklistId };
  }

  return {
    /** GET /checklist: every checklist by name, with its item count (the content's checklist picker). */
    async list(): Promise<ChecklistSummaryList> {
      const rows = await listChecklistSummaries(orm);
      return {
        data: rows.map((row) => ({ checklist_id: row.id, name: row.name, item_count: row.itemCount })),
      };
    },

    /** GET /content/{id}/checklist. */
    contentChecklist: (contentId: number) => orm.transaction((tx) => lockChecklistContent(tx, contentId)),

    /** PUT /content/{id}/checklist: logs the content's change ('update', 'checklist') when it changes. */
    async saveContentChecklist(
      userId: number,
      contentId: number,
      checklistId: number | null,
    ): Promise<ContentChecklist | 'contentNotFound' | 'notChecklistContent' | 'notFound'> {
      return orm.transaction(async (tx) => {
        const current = await lockChecklistContent(tx, contentId);
        if (typeof current === 'string') return current;
        if (checklistId !== null && !(await findChecklist(tx, checklistId))) return 'notFound';
        if (current.checklist_id === checklistId) return current;
        await setContentChecklist(tx, contentId, checklistId, now());
        await insertChange(
          tx,
          { objectType: 'content', objectId: contentId, userId, action: 'update', detail: 'checklist' },
          now(),
        );
        return { content_id: contentId, checklist_id: checklistId };
      });
    },

    /** GET /checklist/{id}/admin. */
    read(checklistId: number): Promise<AdminChecklist | undefined> {
      return readAdminChecklist(orm, checklistId);
    },

    /** POST /checklist: new items only (ids are refused by the route's caller: there is nothing to keep). */
    async create(userId: number, draft: ChecklistDraft): Promise<ChecklistSaveResult> {
      if (draft.items.some((item) => item.item_id !== undefined)) return { outcome: 'invalidItems' };
      return orm.transaction(async (tx) => {
        const checklistId = await insertChecklist(tx, draft.name);
        await insertChecklistItems(
          tx,
          checklistId,
          draft.items.map((item, position) => ({ position, label: item.name })),
        );
        await insertChange(
          tx,
          { objectType: 'checklist', objectId: checklistId, userId, action: 'create' },
          now(),
        );
        const checklist = await readAdminChecklist(tx, checklistId);
        if (!checklist) throw new Error('The new checklist cannot be read');
        return { outcome: 'saved', checklist };
      });
    },

    /** PUT /checklist/{id}: the name and the whole ordered item list. */
    replace: (userId: number, checklistId: number, draft: ChecklistDraft) =>
      save(userId, checklistId, () => draft),

    /** POST /checklist/{id}/item: a new item, last or at `position`. */
    addItem: (userId: number, checklistId: number, item: { name: string; position?: number }) =>
      save(userId, checklistId, (stored, items) => {
        const next = [...items];
        next.splice(clampPosition(item.position, items.length), 0, { name: item.name });
        return { name: stored.name, items: next };
      }),

    /** PUT /checklist/{id}/item/{item_id}: renames the item, and moves it when `position` is given. */
    saveItem: (
      userId: number,
      checklistId: number,
      itemId: number,
      item: { name: string; position?: number },
    ) =>
      save(userId, checklistId, (stored, items) => {
        const index = itemIndex(items, itemId);
        if (index < 0) return 'itemNotFound';
        const next = items.filter((_, other) => other !== index);
        next.splice(clampPosition(item.position ?? index, next.length), 0, {
          item_id: itemId,
          name: item.name,
        });
        return { name: stored.name, items: next };
      }),

    /** DELETE /checklist/{id}/item/{item_id}: learners' checks of it go with it; the last item stays. */
    removeItem: (userId: number, checklistId: number, itemId: number) =>
      save(userId, checklistId, (stored, items) => {
        const index = itemIndex(items, itemId);
        if (index < 0) return 'itemNotFound';
        if (items.length <= 1) return 'lastItem';
        return { name: stored.name, items: items.filter((_, other) => other !== index) };
      }),
  };
}

export type ChecklistAdminService = ReturnType<typeof createChecklistAdminService>;
