/**
 * Plans as the dashboard lists them (000, section 3, Plan). Minimal for now: the full plan model (units,
 * prerequisites) arrives later and extends these schemas.
 */
import { z } from '../zod';

export { publicationStatus } from '../publication-status';

/** Publication status in payloads: 1 draft, 2 published, 3 archived (000, section 4). */
export const publicationStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const planObjectTypes = ['standard', 'compliancePlan'] as const;

/** spec 000 section 4: subscribe sets is_subscribed to 1, unsubscribe to 0. */
export const numericFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type NumericFlag = z.infer<typeof numericFlagSchema>;

export function toNumericFlag(value: boolean): NumericFlag {
  return value ? 1 : 0;
}

export const contentsProgressSchema = z.object({
  total: z.int().check(z.minimum(0)),
  total_complete: z.int().check(z.minimum(0)),
  /** Whole percent, 0 to 100. */
  percent_complete: z.int().check(z.minimum(0), z.maximum(100)),
});
export type ContentsProgress = z.infer<typeof contentsProgressSchema>;

/** Progress over a list of content items: whole percent, rounded down so 100 means every item is done. */
export function contentsProgress(total: number, completed: number): ContentsProgress {
  const done = Math.min(Math.max(completed, 0), Math.max(total, 0));
  return {
    total: Math.max(total, 0),
    total_complete: done,
    percent_complete: total > 0 ? Math.floor((done / total) * 100) : 0,
  };
}

export const userPlanSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_short_name: z.string(),
  object_type: z.enum(planObjectTypes),
  /** The unit the learner is on; null before the first unit. */
  unit_pointer: z.nullable(z.int()),
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
  status: publicationStatusSchema,
  due_date: z.nullable(z.date()),
  contents: contentsProgressSchema,
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** GET /user/{id}/plan */
export const userPlanListSchema = z.object({ data: z.array(userPlanSchema) });
export type UserPlanList = z.infer<typeof userPlanListSchema>;

/** PUT /user/{id}/plan/{plan_id}/subscribe and /unsubscribe */
export const planSubscriptionResponseSchema = z.object({
  plan_id: z.int(),
  is_subscribed: numericFlagSchema,
  is_assigned: numericFlagSchema,
});
export type PlanSubscriptionResponse = z.infer<typeof planSubscriptionResponseSchema>;
