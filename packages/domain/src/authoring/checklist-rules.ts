/**
 * Checklist authoring rules (001 sections 2 and 3: a checklist is a name and its ordered items, each a name).
 * The spec quotes no limits; ours: the checklist's and each item's name required and at most 100 characters
 * (the spec's name limit), and at least one item. Zod-free, shared by the editor widget and the server.
 */
import { authoringLimits } from '../limits-authoring';
import { adminMessages } from '../messages-admin';
import { type FieldRule, requiredText } from './field-rules';

export const checklistLimits = {
  nameMaxLength: authoringLimits.nameMaxLength,
  itemNameMaxLength: authoringLimits.nameMaxLength,
  minItems: 1,
  /** Ours: a checklist longer than this is a document, not a checklist. */
  maxItems: 100,
  /** A new checklist's editor starts with this many empty items. */
  newItemFields: 3,
} as const;

export const checklistNameRule: FieldRule<string> = requiredText(checklistLimits.nameMaxLength);
export const checklistItemNameRule: FieldRule<string> = requiredText(checklistLimits.itemNameMaxLength);

/** The message refusing an item list (none left), or undefined. */
export function checklistItemsRule(items: readonly unknown[]): string | undefined {
  return items.length < checklistLimits.minItems ? adminMessages.checklists.atLeastOneItem : undefined;
}

/** An item as the editor holds it: `item_id` for a saved one, none for one added since. */
export type ChecklistItemDraft = { item_id?: number; name: string };

/** Moves the item at `from` by `step` places (-1 up, 1 down); the same list when it cannot move. */
export function moveChecklistItem<Item>(items: readonly Item[], from: number, step: -1 | 1): Item[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as Item);
  return moved;
}

/**
 * What saving `next` over the stored item ids does (our rule for checklists learners have filled): kept items
 * (renamed or moved) keep their checks; removed items lose them; new items start unchecked.
 */
export function checklistItemChanges(
  storedItemIds: readonly number[],
  next: readonly ChecklistItemDraft[],
): { keptIds: number[]; removedIds: number[]; added: number } {
  const nextIds = new Set(next.flatMap((item) => (item.item_id === undefined ? [] : [item.item_id])));
  return {
    keptIds: storedItemIds.filter((id) => nextIds.has(id)),
    removedIds: storedItemIds.filter((id) => !nextIds.has(id)),
    added: next.filter((item) => item.item_id === undefined).length,
  };
}
