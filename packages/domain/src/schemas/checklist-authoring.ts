/**
 * Checklist authoring calls (001 section 7, "standard resource calls for checklists, checklist items"): GET
 * /checklist (the admin's list, for the content's checklist picker), POST /checklist, GET
 * /checklist/{id}/admin, PUT /checklist/{id} (name and the whole ordered item list: add, rename, reorder,
 * remove in one save), and one item at a time: POST /checklist/{id}/item, PUT and DELETE
 * /checklist/{id}/item/{item_id}. The learner's GET /checklist/{id} is in ./checklist.
 */
import { checklistItemNameRule, checklistLimits, checklistNameRule } from '../authoring/checklist-rules';
import { cleanText } from '../authoring/field-rules';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';
import { maxSqlInteger } from './integers';

const ruled = (rule: (value: string) => string | undefined) =>
  z.pipe(z.string().check(z.maxLength(10_000)), z.transform(cleanText)).check(
    z.superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );

export const adminChecklistItemSchema = z.object({ item_id: z.int(), name: z.string() });
export type AdminChecklistItem = z.infer<typeof adminChecklistItemSchema>;

export const adminChecklistSchema = z.object({
  checklist_id: z.int(),
  name: z.string(),
  items: z.array(adminChecklistItemSchema),
  /** Learners who have a copy (filled in, partly or wholly): their checks follow our editing rule. */
  user_count: z.int().check(z.nonnegative()),
});
export type AdminChecklist = z.infer<typeof adminChecklistSchema>;

export const checklistSummarySchema = z.object({
  checklist_id: z.int(),
  name: z.string(),
  item_count: z.int().check(z.nonnegative()),
});
export const checklistSummaryListSchema = z.object({ data: z.array(checklistSummarySchema) });
export type ChecklistSummaryList = z.infer<typeof checklistSummaryListSchema>;

const itemDraft = z.object({
  /** A saved item keeps its id (and learners' checks); an item without one is new. */
  item_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))),
  name: ruled(checklistItemNameRule),
});

/** POST /checklist and PUT /checklist/{id}: the name and every item in order. */
export const checklistSaveSchema = z.object({
  name: ruled(checklistNameRule),
  items: z.array(itemDraft).check(
    z.maxLength(checklistLimits.maxItems),
    z.refine((items) => items.length >= checklistLimits.minItems, {
      error: adminMessages.checklists.atLeastOneItem,
    }),
  ),
});
export type ChecklistSave = z.input<typeof checklistSaveSchema>;

/** POST /checklist/{id}/item (added last, or at `position`, 0 first) and PUT …/item/{item_id} (rename, move). */
export const checklistItemSaveSchema = z.object({
  name: ruled(checklistItemNameRule),
  position: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(maxSqlInteger))),
});
export type ChecklistItemSave = z.input<typeof checklistItemSaveSchema>;

/** The content type a checklist belongs to (`contentTypes`: 5, checklists). */
export const checklistContentType = 5;

/** GET and PUT /content/{id}/checklist (ours): which checklist a checklist content shows its learners. */
export const contentChecklistSchema = z.object({
  content_id: z.int(),
  checklist_id: z.nullable(z.int()),
});
export type ContentChecklist = z.infer<typeof contentChecklistSchema>;

export const contentChecklistSaveSchema = z.object({
  checklist_id: z.nullable(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))),
});
export type ContentChecklistSave = z.input<typeof contentChecklistSaveSchema>;
