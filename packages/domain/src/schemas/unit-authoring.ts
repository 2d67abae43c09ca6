/**
 * Unit authoring calls (002 sections 3, 5 and 7): the manage-units search and its filters, create, save with the
 * editor's tree, a unit's contents and plans, the admin content picker and the similar-name lookup. The unit's
 * name runs the admin forms' name rule (required, at most `authoringLimits.nameMaxLength`), so the server refuses
 * with the message the editor already showed.
 */
import { z } from 'zod';
import { authoringLimits } from '../limits-authoring';
import { basicInfoShape } from './authoring';
import { pagingQuerySchema } from './browse';
import { publicationStatusSchema } from './plan';
import { unitTreeGroupSchema } from './plan-unit';

const id = z.number().int();

/** How many groups and contents one unit may hold (ours: the spec's benchmark is 500 groups, 2,000 contents). */
export const unitAuthoringLimits = {
  maxGroups: 1000,
  maxContents: 5000,
  /** The admin content picker reads this many contents at once (002 section 9: content search limit 10000). */
  contentPickerMax: 10_000,
} as const;

// Manage units: GET /unit/search and /unit/search/filters

/** Manage units' sort options (002 section 9): units' created date, alphabetical, reverse alphabetical. */
export const unitSearchOrders = ['name', 'created_date'] as const;
export const unitSortDirections = ['asc', 'desc'] as const;

/** The filter groups of manage units (002 section 3, "Unit search filters"), by their `filters[]` key. */
export const unitFilterKeys = ['expertise', 'type', 'category'] as const;
export type UnitFilterKey = (typeof unitFilterKeys)[number];

/** `filters[]` values: `expertise:2`, `type:3`, `category:7`, and `status:1|2|3` as the other admin lists. */
const unitFilterSchema = z
  .string()
  .regex(/^(?:status:[123]|expertise:\d{1,5}|type:\d{1,5}|category:\d{1,10})$/);

/** GET /unit/search: _limit (25), _offset, filters[], term, max_points, order_by (default name), sort_by. */
export const unitSearchQuerySchema = pagingQuerySchema.extend({
  _limit: z.coerce.number().int().min(1).max(100).default(authoringLimits.managePageSize),
  term: z.string().trim().max(200).default(''),
  filters: z.array(unitFilterSchema).max(60).default([]),
  /** The points slider: units whose contents' points add up to at most this. */
  max_points: z.coerce.number().int().min(0).optional(),
  order_by: z.enum(unitSearchOrders).default('name'),
  sort_by: z.enum(unitSortDirections).default('asc'),
});
export type UnitSearchQuery = z.output<typeof unitSearchQuerySchema>;

/** A row of manage units. */
export const unitSearchRowSchema = z.object({
  unit_id: id,
  unit_name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_created_date: z.date(),
  /** Every content of the unit, placed or in the sandbox. */
  content_count: z.number().int().min(0),
  /** The points of the contents placed in the tree. */
  total_points: z.number().int().min(0),
  plan_count: z.number().int().min(0),
});
export type UnitSearchRow = z.infer<typeof unitSearchRowSchema>;

export const unitSearchListSchema = z.object({ data: z.array(unitSearchRowSchema), total: z.number().int() });
export type UnitSearchList = z.infer<typeof unitSearchListSchema>;

/** GET /unit/search/filters query: the term and the filters[] the list already applies (they come back checked). */
export const unitFiltersQuerySchema = z.object({
  term: z.string().trim().max(200).default(''),
  filters: z.array(unitFilterSchema).max(60).default([]),
});

export const unitFilterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  checked: z.boolean(),
});

/** GET /unit/search/filters: the points slider's maximum and the checkbox groups (002 section 3). */
export const unitSearchFiltersSchema = z.object({
  /** The largest unit total (never below the slider's default, 150). */
  max_points: z.number().int().min(0),
  data: z.array(
    z.object({ name: z.enum(unitFilterKeys), label: z.string(), options: z.array(unitFilterOptionSchema) }),
  ),
});
export type UnitSearchFilters = z.infer<typeof unitSearchFiltersSchema>;

// Create and save

/** The unit's name: required, at most 100 characters, < and > dropped (002 section 5, "Unit"). */
const unitNameSchema = basicInfoShape.name;

/** POST /unit: the name, and the plans a blank unit is created in (/units/new/plan/{plan_id}). */
export const unitDraftSchema = z.object({
  unit_name: unitNameSchema,
  unit_plans: z.array(z.object({ id })).max(50).default([]),
});
export type UnitDraft = z.output<typeof unitDraftSchema>;

/** POST /unit answer. */
export const unitCreatedSchema = z.object({ unit_id: id });

/** A layout value the editor keeps on a group or in its list view. */
const layoutValueSchema = z.union([
  z.number(),
  z.string().max(500),
  z.boolean(),
  z.null(),
  z.array(z.number()).max(unitAuthoringLimits.maxContents),
]);
const layoutRecordSchema = z.record(z.string().max(100), layoutValueSchema);

/**
 * A group as the editor sends it. `group_id` is the saved group's id, or any id not used by the unit (such as a
 * negative one) for a group new in this save. `layout` holds the canvas's layout fields (ours: where it sits).
 */
export const unitTreeGroupInputSchema = unitTreeGroupSchema.extend({
  default_row: z.number().int().min(0).max(unitAuthoringLimits.maxGroups),
  order: z.number().int().min(0).max(unitAuthoringLimits.maxGroups),
  rule_case: z.number().int().min(0).max(unitAuthoringLimits.maxContents),
  content_col: z.array(id).max(unitAuthoringLimits.maxContents),
  parent_node: z.array(id).min(1).max(unitAuthoringLimits.maxGroups),
  layout: layoutRecordSchema.nullable().optional(),
});
export type UnitTreeGroupInput = z.output<typeof unitTreeGroupInputSchema>;

export const unitContentFlagSchema = z.object({ id, is_sandbox: z.boolean() });

/**
 * PUT /unit/{unit_id}: the whole unit as the editor holds it. The tree (`unit_data`) and the contents
 * (`unit_contents`) must make a valid tree together; `unit_status_id` defaults to 2 (002 section 4: "Saving an
 * existing unit defaults the status to 2"); `unit_list_data` is kept as it was when left out.
 */
export const unitSaveSchema = z.object({
  unit_name: unitNameSchema,
  unit_data: z.array(unitTreeGroupInputSchema).max(unitAuthoringLimits.maxGroups),
  unit_list_data: z.array(layoutRecordSchema).max(unitAuthoringLimits.maxContents).optional(),
  unit_status_id: publicationStatusSchema.default(2),
  unit_contents: z.array(unitContentFlagSchema).max(unitAuthoringLimits.maxContents),
});
export type UnitSaveInput = z.input<typeof unitSaveSchema>;
export type UnitSave = z.output<typeof unitSaveSchema>;

/** GET /unit/{id} as the admin reads it: the learner's unit plus the list view and each group's layout. */
export const adminUnitSchema = z.object({
  unit_id: id,
  unit_name: z.string(),
  name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_data: z.array(unitTreeGroupSchema.extend({ layout: layoutRecordSchema.nullable() })),
  unit_list_data: z.array(layoutRecordSchema),
  unit_contents: z.array(unitContentFlagSchema),
  unit_plans: z.array(z.object({ id })),
  unit_created_date: z.date(),
  expiration_date: z.date().nullable(),
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

// A unit's plans and contents

/** GET /unit/{id}/plan: the plans the unit is in. */
export const unitPlanListSchema = z.object({
  data: z.array(z.object({ plan_id: id, plan_name: z.string(), plan_status_id: publicationStatusSchema })),
});
export type UnitPlanList = z.infer<typeof unitPlanListSchema>;

/** PUT and DELETE /unit/{id}/contents: content_ids[] (query or body). */
export const unitContentIdsSchema = z.object({
  content_ids: z.array(z.coerce.number().int().positive()).min(1).max(unitAuthoringLimits.maxContents),
});

/** A content as the admin content picker and the unit's side list show it. */
export const pickerContentSchema = z.object({
  content_id: id,
  name: z.string(),
  type: id,
  status: publicationStatusSchema,
  points: z.number().int(),
  /** Minutes, or null when not set. */
  estimated_time: z.number().int().nullable(),
  expertise: z.number().int().nullable(),
  categories: z.array(z.object({ category_id: id })),
});
export type PickerContent = z.infer<typeof pickerContentSchema>;

/** PUT /unit/{id}/contents answer (`data.data`): the contents added, new ones in the sandbox. */
export const unitContentsSavedSchema = z.object({
  data: z.array(pickerContentSchema.extend({ is_sandbox: z.boolean() })),
});
export type UnitContentsSaved = z.infer<typeof unitContentsSavedSchema>;

/**
 * GET /content (the unit editor's content picker): filters[] (type, expertise, category), not_in_unit[] (leave
 * out the contents of these units), search_term, _limit up to 10000, _offset. Archived contents never show.
 */
export const contentPickerQuerySchema = z.object({
  _limit: z.coerce.number().int().min(1).max(unitAuthoringLimits.contentPickerMax).default(25),
  _offset: z.coerce.number().int().min(0).default(0),
  filters: z.array(unitFilterSchema).max(60).default([]),
  not_in_unit: z.array(z.coerce.number().int().positive()).max(100).default([]),
  search_term: z.string().trim().max(200).default(''),
});
export type ContentPickerQuery = z.output<typeof contentPickerQuerySchema>;

export const contentPickerListSchema = z.object({
  data: z.array(pickerContentSchema),
  total: z.number().int(),
});
export type ContentPickerList = z.infer<typeof contentPickerListSchema>;

/** The fields of the unit's contents export (GET /unit/{id}/export), in file order; headings in adminMessages. */
export const unitExportFields = [
  'contentId',
  'name',
  'type',
  'points',
  'estimatedTime',
  'expertise',
  'placement',
  'group',
  'status',
] as const;
export type UnitExportField = (typeof unitExportFields)[number];
