/**
 * Checklists (000, sections 2, 5 and 7): GET /checklist/{id}, and a learner's copy, GET and PUT
 * /user_checklist/{id}. Checklist content is complete only when every item is checked.
 */
import { z } from '../zod';
import { maxSqlInteger } from './integers';

export const checklistItemSchema = z.object({ item_id: z.int(), label: z.string() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  checklist_id: z.int(),
  name: z.string(),
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const userChecklistItemSchema = z.extend(checklistItemSchema, { is_checked: z.boolean() });
export type UserChecklistItem = z.infer<typeof userChecklistItemSchema>;

export const userChecklistSchema = z.object({
  user_checklist_id: z.int(),
  content_id: z.int(),
  checklist_id: z.int(),
  name: z.string(),
  items: z.array(userChecklistItemSchema),
});
export type UserChecklist = z.infer<typeof userChecklistSchema>;

/** PUT /user_checklist/{id}: every checked item (the others are unchecked); duplicates count once. */
export const userChecklistSaveSchema = z.object({
  checked_item_ids: z.pipe(
    z.array(z.int().check(z.minimum(1), z.maximum(maxSqlInteger))).check(z.maxLength(1000)),
    z.transform((ids) => [...new Set(ids)]),
  ),
});
export type UserChecklistSave = z.infer<typeof userChecklistSaveSchema>;

/** All items must be checked before submit (000, section 5). */
export function isChecklistComplete(items: readonly { is_checked: boolean }[]): boolean {
  return items.every((item) => item.is_checked);
}
