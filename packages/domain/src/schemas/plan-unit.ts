/**
 * Plans made of units, as the learner's plan screens read them (002, sections 3 and 7): the plan, its
 * overview, its unit rows with their prerequisites, a unit and its content tree, and a unit with one learner's
 * completion state.
 */
import { z } from 'zod';
import { contentsProgressSchema, numericFlagSchema, planObjectTypes, publicationStatusSchema } from './plan';

export const monthlyTargetSchema = z.object({
  month_id: z.number().int().min(1).max(12),
  target_percent: z.number().min(0).max(100),
});

/** GET /plan/{id}: the plan, with the signed-in learner's flags and progress. */
export const planDetailSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_short_name: z.string(),
  plan_description: z.string(),
  plan_status_id: publicationStatusSchema,
  object_type: z.enum(planObjectTypes),
  monthly_targets: z.array(monthlyTargetSchema),
  use_monthly_targets: z.boolean(),
  plan_created_date: z.date(),
  /** The fixed due date as 'YYYY-MM-DD 23:59:59', or null. */
  plan_due_date: z.string().nullable(),
  /** Whole days from the day the learner got the plan, or null. */
  plan_due_duration: z.number().int().positive().nullable(),
  /** The learner's own due date (fixed, or counted from when they got the plan); null when there is none. */
  due_date: z.date().nullable(),
  unit_pointer: z.number().int().nullable(),
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
  contents: contentsProgressSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** GET /plan/{id}/overview */
export const planOverviewSchema = z.object({
  plan_total_units: z.number().int().min(0),
  plan_total_content_count: z.number().int().min(0),
  plan_total_points_available: z.number().int().min(0),
  /** Minutes. */
  plan_est_plan_time: z.number().int().min(0),
  plan_created_date: z.date(),
  plan_published_date: z.date().nullable(),
});
export type PlanOverview = z.infer<typeof planOverviewSchema>;

export const prereqTypeIdSchema = z.number().int().min(0).max(5);

/** A row of GET /plan/{id}/unit, with the signed-in learner's lock state. */
export const planUnitRowSchema = z.object({
  unit_id: z.number().int(),
  unit_name: z.string(),
  prereq_unit_id: z.number().int().nullable(),
  prereq_type_id: prereqTypeIdSchema,
  /** Whole days. */
  prereq_wait_time: z.number().int().nullable(),
  prerequisite_id: z.number().int(),
  prereq_start_date: z.date().nullable(),
  is_complete: z.boolean(),
  is_locked: z.boolean(),
  /** Why the unit is locked, or null. */
  locked_reason: z.string().nullable(),
  /** When the unit opens, when known. */
  opens_date: z.date().nullable(),
});
export type PlanUnitRow = z.infer<typeof planUnitRowSchema>;

export const planUnitListSchema = z.object({
  data: z.array(planUnitRowSchema),
  total: z.number().int().min(0),
});
export type PlanUnitList = z.infer<typeof planUnitListSchema>;

/** GET /plan/{id}/unit query: _limit, _offset, _sort=name, search_term. */
export const planUnitQuerySchema = z.object({
  _limit: z.coerce.number().int().min(1).max(100).default(25),
  _offset: z.coerce.number().int().min(0).default(0),
  _sort: z.enum(['name', 'order']).default('order'),
  search_term: z.string().trim().max(100).optional(),
});

/** A group of the unit tree (layout fields beyond default_row and order are the editor's, later). */
export const unitTreeGroupSchema = z.object({
  group_id: z.number().int(),
  default_row: z.number().int(),
  /** Parent group ids; [-1] means none. */
  parent_node: z.array(z.number().int()).min(1),
  /** 0: complete all; n > 0: complete any n. */
  rule_case: z.number().int().min(0),
  content_col: z.array(z.number().int()),
  order: z.number().int(),
});
export type UnitTreeGroupData = z.infer<typeof unitTreeGroupSchema>;

/** GET /unit/{id} */
export const unitSchema = z.object({
  unit_id: z.number().int(),
  unit_name: z.string(),
  name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_data: z.array(unitTreeGroupSchema),
  unit_contents: z.array(z.object({ id: z.number().int(), is_sandbox: z.boolean() })),
  unit_plans: z.array(z.object({ id: z.number().int() })),
  unit_created_date: z.date(),
  expiration_date: z.date().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

/** A content of a unit with the signed-in learner's state (002, section 3, "Unit content item"). */
export const unitContentItemSchema = z.object({
  content_id: z.number().int(),
  name: z.string(),
  is_sandbox: z.boolean(),
  /** Minutes, or null when not set. */
  estimated_time: z.number().int().nullable(),
  points: z.number().int(),
  type: z.number().int(),
  expertise: z.number().int().nullable(),
  categories: z.array(z.object({ category_id: z.number().int() })),
  selected: z.boolean(),
  is_complete: z.boolean(),
  tested_out: z.boolean(),
  /** Locked by the content's own prerequisites. */
  is_locked: z.boolean(),
  /** For the content-list sort options (002, section 9). */
  times_viewed: z.number().int().min(0),
  rating: z.number().min(0).max(5).nullable(),
  /** The ILT course an instructor-led content stands for; its link takes the course variant of the route. */
  course_id: z.number().int().nullable(),
});
export type UnitContentItem = z.infer<typeof unitContentItemSchema>;

/** GET /unit/{id}/content, and GET /plan/{id}/content (a compliance plan's list, which has no units). */
export const unitContentListSchema = z.object({ data: z.array(unitContentItemSchema) });
export type UnitContentList = z.infer<typeof unitContentListSchema>;

export const groupStatusSchema = z.enum(['satisfied', 'next', 'locked']);

/** GET /user/{id}/plan/{plan_id}/unit/{unit_id}: the unit with the learner's state per group and content. */
export const learnerUnitSchema = z.object({
  unit_id: z.number().int(),
  unit_name: z.string(),
  plan_id: z.number().int(),
  unit_data: z.array(
    unitTreeGroupSchema.extend({
      status: groupStatusSchema,
      items_completed: z.number().int().min(0),
      items_needed: z.number().int().min(0),
    }),
  ),
  unit_contents: z.array(unitContentItemSchema),
  is_complete: z.boolean(),
  is_locked: z.boolean(),
  locked_reason: z.string().nullable(),
  opens_date: z.date().nullable(),
});
export type LearnerUnit = z.infer<typeof learnerUnitSchema>;

/** GET /content/{id}/prerequisite: null rule means all of them; n means any n. */
export const contentPrerequisiteListSchema = z.object({
  prerequisite_rule: z.number().int().positive().nullable(),
  is_locked: z.boolean(),
  data: z.array(z.object({ content_id: z.number().int(), name: z.string(), is_complete: z.boolean() })),
});
export type ContentPrerequisiteList = z.infer<typeof contentPrerequisiteListSchema>;
