/**
 * Plans made of units, as the learner's plan screens read them (002, sections 3 and 7): the plan, its
 * overview, its unit rows with their prerequisites, a unit and its content tree, and a unit with one learner's
 * completion state.
 */
import { z } from '../zod';
import { maxSqlInteger } from './integers';
import { contentsProgressSchema, numericFlagSchema, planObjectTypes, publicationStatusSchema } from './plan';

export const monthlyTargetSchema = z.object({
  month_id: z.int().check(z.minimum(1), z.maximum(12)),
  target_percent: z.number().check(z.minimum(0), z.maximum(100)),
});

/** GET /plan/{id}: the plan, with the signed-in learner's flags and progress. */
export const planDetailSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_short_name: z.string(),
  plan_description: z.string(),
  plan_status_id: publicationStatusSchema,
  object_type: z.enum(planObjectTypes),
  monthly_targets: z.array(monthlyTargetSchema),
  use_monthly_targets: z.boolean(),
  plan_created_date: z.date(),
  /** The fixed due date as 'YYYY-MM-DD 23:59:59', or null. */
  plan_due_date: z.nullable(z.string()),
  /** Whole days from the day the learner got the plan, or null. */
  plan_due_duration: z.nullable(z.int().check(z.positive())),
  /** The learner's own due date (fixed, or counted from when they got the plan); null when there is none. */
  due_date: z.nullable(z.date()),
  unit_pointer: z.nullable(z.int()),
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
  contents: contentsProgressSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** GET /plan/{id}/overview */
export const planOverviewSchema = z.object({
  plan_total_units: z.int().check(z.minimum(0)),
  plan_total_content_count: z.int().check(z.minimum(0)),
  plan_total_points_available: z.int().check(z.minimum(0)),
  /** Minutes. */
  plan_est_plan_time: z.int().check(z.minimum(0)),
  plan_created_date: z.date(),
  plan_published_date: z.nullable(z.date()),
});
export type PlanOverview = z.infer<typeof planOverviewSchema>;

export const prereqTypeIdSchema = z.int().check(z.minimum(0), z.maximum(5));

/** A row of GET /plan/{id}/unit, with the signed-in learner's lock state. */
export const planUnitRowSchema = z.object({
  unit_id: z.int(),
  unit_name: z.string(),
  prereq_unit_id: z.nullable(z.int()),
  prereq_type_id: prereqTypeIdSchema,
  /** Whole days. */
  prereq_wait_time: z.nullable(z.int()),
  prerequisite_id: z.int(),
  prereq_start_date: z.nullable(z.date()),
  is_complete: z.boolean(),
  is_locked: z.boolean(),
  /** Why the unit is locked, or null. */
  locked_reason: z.nullable(z.string()),
  /** When the unit opens, when known. */
  opens_date: z.nullable(z.date()),
});
export type PlanUnitRow = z.infer<typeof planUnitRowSchema>;

export const planUnitListSchema = z.object({
  data: z.array(planUnitRowSchema),
  total: z.int().check(z.minimum(0)),
});
export type PlanUnitList = z.infer<typeof planUnitListSchema>;

/** GET /plan/{id}/unit query: _limit, _offset, _sort=name, search_term. */
export const planUnitQuerySchema = z.object({
  _limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
  _sort: z._default(z.enum(['name', 'order']), 'order'),
  search_term: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** A group of the unit tree (layout fields beyond default_row and order are the editor's, later). */
export const unitTreeGroupSchema = z.object({
  group_id: z.int(),
  default_row: z.int(),
  /** Parent group ids; [-1] means none. */
  parent_node: z.array(z.int()).check(z.minLength(1)),
  /** 0: complete all; n > 0: complete any n. */
  rule_case: z.int().check(z.minimum(0)),
  content_col: z.array(z.int()),
  order: z.int(),
});
export type UnitTreeGroupData = z.infer<typeof unitTreeGroupSchema>;

/** GET /unit/{id} */
export const unitSchema = z.object({
  unit_id: z.int(),
  unit_name: z.string(),
  name: z.string(),
  unit_status_id: publicationStatusSchema,
  unit_data: z.array(unitTreeGroupSchema),
  unit_contents: z.array(z.object({ id: z.int(), is_sandbox: z.boolean() })),
  unit_plans: z.array(z.object({ id: z.int() })),
  unit_created_date: z.date(),
  expiration_date: z.nullable(z.date()),
});
export type Unit = z.infer<typeof unitSchema>;

/** A content of a unit with the signed-in learner's state (002, section 3, "Unit content item"). */
export const unitContentItemSchema = z.object({
  content_id: z.int(),
  name: z.string(),
  is_sandbox: z.boolean(),
  /** Minutes, or null when not set. */
  estimated_time: z.nullable(z.int()),
  points: z.int(),
  type: z.int(),
  expertise: z.nullable(z.int()),
  categories: z.array(z.object({ category_id: z.int() })),
  selected: z.boolean(),
  is_complete: z.boolean(),
  tested_out: z.boolean(),
  /** Locked by the content's own prerequisites. */
  is_locked: z.boolean(),
  /** For the content-list sort options (002, section 9). */
  times_viewed: z.int().check(z.minimum(0)),
  rating: z.nullable(z.number().check(z.minimum(0), z.maximum(5))),
  /** The ILT course an instructor-led content stands for; its link takes the course variant of the route. */
  course_id: z.nullable(z.int()),
});
export type UnitContentItem = z.infer<typeof unitContentItemSchema>;

/** GET /unit/{id}/content, and GET /plan/{id}/content (a compliance plan's list, which has no units). */
export const unitContentListSchema = z.object({ data: z.array(unitContentItemSchema) });
export type UnitContentList = z.infer<typeof unitContentListSchema>;

export const groupStatusSchema = z.enum(['satisfied', 'next', 'locked']);

/** GET /user/{id}/plan/{plan_id}/unit/{unit_id}: the unit with the learner's state per group and content. */
export const learnerUnitSchema = z.object({
  unit_id: z.int(),
  unit_name: z.string(),
  plan_id: z.int(),
  unit_data: z.array(
    z.extend(unitTreeGroupSchema, {
      status: groupStatusSchema,
      items_completed: z.int().check(z.minimum(0)),
      items_needed: z.int().check(z.minimum(0)),
    }),
  ),
  unit_contents: z.array(unitContentItemSchema),
  is_complete: z.boolean(),
  is_locked: z.boolean(),
  locked_reason: z.nullable(z.string()),
  opens_date: z.nullable(z.date()),
});
export type LearnerUnit = z.infer<typeof learnerUnitSchema>;

/** GET /content/{id}/prerequisite: null rule means all of them; n means any n. */
export const contentPrerequisiteListSchema = z.object({
  prerequisite_rule: z.nullable(z.int().check(z.positive())),
  is_locked: z.boolean(),
  data: z.array(z.object({ content_id: z.int(), name: z.string(), is_complete: z.boolean() })),
});
export type ContentPrerequisiteList = z.infer<typeof contentPrerequisiteListSchema>;
