/**
 * Unit authoring calls (002 sections 3, 5 and 7): the manage-units search and its filters, create, save with the
 * editor's tree, a unit's contents and plans, the admin content picker and the similar-name lookup. The unit's
 * name runs the admin forms' name rule (required, at most `authoringLimits.nameMaxLength`), so the server refuses
 * with the message the editor already showed.
 */
import { authoringLimits } from '../limits-authoring';
import { z } from '../zod';
import { basicInfoShape } from './authoring';
import { pagingQuerySchema } from './browse';
import { maxSqlInteger, sqlInteger } from './integers';
import { publicationStatusSchema } from './plan';
import { unitTreeGroupSchema } from './plan-unit';

const id = z.int();

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

/** The largest value each numeric filter's column holds: expertise and type are smallints, categories integers. */
const unitFilterMaxima: Record<string, number> = { expertise: 32_767, type: 32_767, category: maxSqlInteger };

/**
 * `filters[]` values: `expertise:2`, `type:3`, `category:7`, and `status:1|2|3` as the other admin lists; a number
 * beyond what its column holds is out of range.
 */
const unitFilterSchema = z.string().check(
  z.regex(/^(?:status:[123]|expertise:\d{1,5}|type:\d{1,5}|category:\d{1,10})$/),
  z.refine((value) => {
    const match = /^(expertise|type|category):(\d+)$/.exec(value);
    return !match?.[1] || Number(match[2]) <= (unitFilterMaxima[match[1]] ?? 0);
  }, 'is out of range'),
);

/** GET /unit/search: _limit (25), _offset, filters[], term, max_points, order_by (default name), sort_by. */
export const unitSearchQuerySchema = z.extend(pagingQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    authoringLimits.managePageSize,
  ),
  term: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  filters: z._default(z.array(unitFilterSchema).check(z.maxLength(60)), []),
  /** The points slider: units whose contents' points add up to at most this. */
  max_points: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger))),
  order_by: z._default(z.enum(unitSearchOrders), 'name'),
  sort_by: z._default(z.enum(unitSortDirections), 'asc'),
});
export type UnitSearchQuery = z.output<typeof unitSearchQuerySchema>;

/** A row of manage units. */
export const unitSearchRowSchema = z.object({
  unit_id: id,
  unit_name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_created_date: z.date(),
  /** Every content of the unit, placed or in the sandbox. */
  content_count: z.int().check(z.minimum(0)),
  /** The points of the contents placed in the tree. */
  total_points: z.int().check(z.minimum(0)),
  plan_count: z.int().check(z.minimum(0)),
});
export type UnitSearchRow = z.infer<typeof unitSearchRowSchema>;

export const unitSearchListSchema = z.object({
  data: z.array(unitSearchRowSchema),
  total: z.int(),
});
export type UnitSearchList = z.infer<typeof unitSearchListSchema>;

/** GET /unit/search/filters query: the term and the filters[] the list already applies (they come back checked). */
export const unitFiltersQuerySchema = z.object({
  term: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  filters: z._default(z.array(unitFilterSchema).check(z.maxLength(60)), []),
});

export const unitFilterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  checked: z.boolean(),
});

/** GET /unit/search/filters: the points slider's maximum and the checkbox groups (002 section 3). */
export const unitSearchFiltersSchema = z.object({
  /** The largest unit total (never below the slider's default, 150). */
  max_points: z.int().check(z.minimum(0)),
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
  unit_plans: z._default(
    z.array(z.object({ id: sqlInteger(-maxSqlInteger - 1) })).check(z.maxLength(50)),
    [],
  ),
});
export type UnitDraft = z.output<typeof unitDraftSchema>;

/** POST /unit answer. */
export const unitCreatedSchema = z.object({ unit_id: id });

/** A layout value the editor keeps on a group or in its list view. */
const layoutValueSchema = z.union([
  z.number(),
  z.string().check(z.maxLength(500)),
  z.boolean(),
  z.null(),
  z.array(z.number()).check(z.maxLength(unitAuthoringLimits.maxContents)),
]);
const layoutRecordSchema = z.record(z.string().check(z.maxLength(100)), layoutValueSchema);

/**
 * A group as the editor sends it. `group_id` is the saved group's id, or any id not used by the unit (such as a
 * negative one) for a group new in this save. `layout` holds the canvas's layout fields (ours: where it sits).
 */
export const unitTreeGroupInputSchema = z.extend(unitTreeGroupSchema, {
  group_id: sqlInteger(-maxSqlInteger - 1),
  default_row: z.int().check(z.minimum(0), z.maximum(unitAuthoringLimits.maxGroups)),
  order: z.int().check(z.minimum(0), z.maximum(unitAuthoringLimits.maxGroups)),
  rule_case: z.int().check(z.minimum(0), z.maximum(unitAuthoringLimits.maxContents)),
  content_col: z.array(sqlInteger(-maxSqlInteger - 1)).check(z.maxLength(unitAuthoringLimits.maxContents)),
  parent_node: z
    .array(sqlInteger(-maxSqlInteger - 1))
    .check(z.minLength(1), z.maxLength(unitAuthoringLimits.maxGroups)),
  layout: z.optional(z.nullable(layoutRecordSchema)),
});
export type UnitTreeGroupInput = z.output<typeof unitTreeGroupInputSchema>;

export const unitContentFlagSchema = z.object({
  id: sqlInteger(-maxSqlInteger - 1),
  is_sandbox: z.boolean(),
});

/**
 * PUT /unit/{unit_id}: the whole unit as the editor holds it. The tree (`unit_data`) and the contents
 * (`unit_contents`) must make a valid tree together; `unit_status_id` defaults to 2 (002 section 4: "Saving an
 * existing unit defaults the status to 2"); `unit_list_data` is kept as it was when left out.
 */
export const unitSaveSchema = z.object({
  unit_name: unitNameSchema,
  unit_data: z.array(unitTreeGroupInputSchema).check(z.maxLength(unitAuthoringLimits.maxGroups)),
  unit_list_data: z.optional(z.array(layoutRecordSchema).check(z.maxLength(unitAuthoringLimits.maxContents))),
  unit_status_id: z._default(publicationStatusSchema, 2),
  unit_contents: z.array(unitContentFlagSchema).check(z.maxLength(unitAuthoringLimits.maxContents)),
});
export type UnitSaveInput = z.input<typeof unitSaveSchema>;
export type UnitSave = z.output<typeof unitSaveSchema>;

/** GET /unit/{id} as the admin reads it: the learner's unit plus the list view and each group's layout. */
export const adminUnitSchema = z.object({
  unit_id: id,
  unit_name: z.string(),
  name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_data: z.array(z.extend(unitTreeGroupSchema, { layout: z.nullable(layoutRecordSchema) })),
  unit_list_data: z.array(layoutRecordSchema),
  unit_contents: z.array(unitContentFlagSchema),
  unit_plans: z.array(z.object({ id })),
  unit_created_date: z.date(),
  expiration_date: z.nullable(z.date()),
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

// A unit's plans and contents

/** GET /unit/{id}/plan: the plans the unit is in. */
export const unitPlanListSchema = z.object({
  data: z.array(z.object({ plan_id: id, plan_name: z.string(), plan_status_id: publicationStatusSchema })),
});
export type UnitPlanList = z.infer<typeof unitPlanListSchema>;

const unitContentIdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger));

/** PUT and DELETE /unit/{id}/contents: content_ids[] (query or body). */
export const unitContentIdsSchema = z.object({
  content_ids: z
    .array(unitContentIdSchema)
    .check(z.minLength(1), z.maxLength(unitAuthoringLimits.maxContents)),
});

/** PUT and DELETE /unit/{id}/contents query: content_ids[]; with none, the body's are read (unitContentIdsSchema). */
export const unitContentIdsQuerySchema = z.object({
  content_ids: z._default(
    z.array(unitContentIdSchema).check(z.maxLength(unitAuthoringLimits.maxContents)),
    [],
  ),
});

/** A content as the admin content picker and the unit's side list show it. */
export const pickerContentSchema = z.object({
  content_id: id,
  name: z.string(),
  type: id,
  status: publicationStatusSchema,
  points: z.int(),
  /** Minutes, or null when not set. */
  estimated_time: z.nullable(z.int()),
  expertise: z.nullable(z.int()),
  categories: z.array(z.object({ category_id: id })),
});
export type PickerContent = z.infer<typeof pickerContentSchema>;

/** PUT /unit/{id}/contents answer (`data.data`): the contents added, new ones in the sandbox. */
export const unitContentsSavedSchema = z.object({
  data: z.array(z.extend(pickerContentSchema, { is_sandbox: z.boolean() })),
});
export type UnitContentsSaved = z.infer<typeof unitContentsSavedSchema>;

/**
 * GET /content (the unit editor's content picker): filters[] (type, expertise, category), not_in_unit[] (leave
 * out the contents of these units), search_term, _limit up to 10000, _offset. Archived contents never show.
 */
export const contentPickerQuerySchema = z.object({
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(unitAuthoringLimits.contentPickerMax)),
    25,
  ),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
  filters: z._default(z.array(unitFilterSchema).check(z.maxLength(60)), []),
  not_in_unit: z._default(
    z.array(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))).check(z.maxLength(100)),
    [],
  ),
  search_term: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
export type ContentPickerQuery = z.output<typeof contentPickerQuerySchema>;

export const contentPickerListSchema = z.object({
  data: z.array(pickerContentSchema),
  total: z.int(),
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
