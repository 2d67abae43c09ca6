/**
 * Plan authoring calls (002 sections 3, 5 and 7): what the plan wizard sends (POST /plan, PUT /plan/{id}), the
 * manage-learning-plan list, and the calls of the units and prerequisites steps. The text fields run the same
 * rules as the other admin forms (`authoring/field-rules.ts`, via `basicInfoShape`); the rules that need the
 * form's own shape (monthly targets, due-date mode) are in `authoring/plan-rules.ts`.
 */
import { authoringLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { planAdminMessages } from '../messages-plans-admin';
import { parsePlanDueDate } from '../plans/due-dates';
import { z } from '../zod';
import { adminListQuerySchema, basicInfoShape } from './authoring';
import { pagingQuerySchema } from './browse';
import { maxSqlInteger } from './integers';
import { planObjectTypes, publicationStatusSchema } from './plan';
import { monthlyTargetSchema, prereqTypeIdSchema } from './plan-unit';
import { sentDateSchema } from './schedule';

const texts = planAdminMessages.planAuthoring;

/** A monthly target as the wizard sends it: a whole percent (002 section 5: "sent as integers"). */
export const monthlyTargetInputSchema = z.object({
  month_id: z.int().check(z.minimum(1), z.maximum(12)),
  target_percent: z
    .number({ error: texts.monthlyTargetInvalid })
    .check(z.int(texts.monthlyTargetInvalid), z.minimum(0), z.maximum(100)),
});

/** Only the months that have a target (002 section 5: "sent only when non-empty"), each month once. */
export const monthlyTargetsInputSchema = z.array(monthlyTargetInputSchema).check(
  z.maxLength(12),
  z.refine((targets) => new Set(targets.map((target) => target.month_id)).size === targets.length, {
    message: texts.monthlyTargetsDuplicate,
  }),
);

/** 'YYYY-MM-DD 23:59:59' (002 section 3), a real day; null clears it. */
export const planDueDateInputSchema = z.nullable(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2} 23:59:59$/, texts.dueDateRequired),
    z.refine((value) => parsePlanDueDate(value) !== undefined, texts.dueDateRequired),
  ),
);

/** Whole days, above 0; null clears it. */
export const planDueDurationInputSchema = z.nullable(
  z
    .number({ error: texts.dueDurationInvalid })
    .check(z.int(texts.dueDurationInvalid), z.positive(texts.dueDurationInvalid), z.maximum(36_500)),
);

const planFields = {
  plan_name: basicInfoShape.name,
  plan_short_name: basicInfoShape.short_name,
  plan_description: basicInfoShape.description,
  plan_image_url: basicInfoShape.image_file,
  plan_is_public: z.boolean({ error: texts.publicRequired }),
  business_unit_id: z.nullable(z.int().check(z.positive(), z.maximum(maxSqlInteger))),
  use_monthly_targets: z.boolean(),
  monthly_targets: monthlyTargetsInputSchema,
  plan_due_date: planDueDateInputSchema,
  plan_due_duration: planDueDurationInputSchema,
};

/** spec 002 section 4: the due-date mode is one of the two values, never both. */
function oneDueDateKind(
  plan: { plan_due_date?: string | null; plan_due_duration?: number | null },
  context: z.core.$RefinementCtx,
) {
  if (typeof plan.plan_due_date === 'string' && typeof plan.plan_due_duration === 'number')
    context.addIssue({ code: 'custom', path: ['plan_due_duration'], message: texts.dueDateAndDuration });
}

/** POST /plan: a new draft plan (creation leads to the plan's edit step with exit=0). */
export const planDraftSchema = z
  .object({
    ...planFields,
    object_type: z._default(z.enum(planObjectTypes), 'standard'),
    business_unit_id: z._default(planFields.business_unit_id, null),
    use_monthly_targets: z._default(planFields.use_monthly_targets, false),
    monthly_targets: z._default(planFields.monthly_targets, []),
    plan_due_date: z._default(planFields.plan_due_date, null),
    plan_due_duration: z._default(planFields.plan_due_duration, null),
  })
  .check(z.superRefine(oneDueDateKind));
export type PlanDraftInput = z.input<typeof planDraftSchema>;
export type PlanDraft = z.output<typeof planDraftSchema>;

/** PUT /plan/{id}: any plan fields (what is not sent stays), and/or a status. */
export const planUpdateSchema = z
  .partial(z.object({ ...planFields, plan_status_id: publicationStatusSchema }))
  .check(z.superRefine(oneDueDateKind));
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;

/** POST /plan answers the new plan's id (the wizard goes to /segment-admin/learning-plan/{plan_id}/edit?exit=0). */
export const planCreatedSchema = z.object({ plan_id: z.int() });

/** A plan as the admin screens read it (002 section 3, Plan), whatever its status. */
export const adminPlanSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_short_name: z.string(),
  plan_description: z.string(),
  plan_image_url: z.nullable(z.string()),
  plan_is_public: z.boolean(),
  plan_status_id: publicationStatusSchema,
  object_type: z.enum(planObjectTypes),
  business_unit_id: z.nullable(z.int()),
  use_monthly_targets: z.boolean(),
  monthly_targets: z.array(monthlyTargetSchema),
  plan_due_date: z.nullable(z.string()),
  plan_due_duration: z.nullable(z.int()),
  plan_total_units: z.int().check(z.minimum(0)),
  plan_created_date: z.date(),
  plan_published_date: z.nullable(z.date()),
  updated_at: z.date(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanListSchema = z.object({
  data: z.array(adminPlanSchema),
  total: z.int(),
});
export type AdminPlanList = z.infer<typeof adminPlanListSchema>;

/** The manage list's orders (002 section 9: "similar by plan" to manage units). */
export const planOrderByValues = ['plan_created_date', 'plan_name'] as const;

/** GET /plan/search: paging (25), `filters[]` status:{1|2|3} and type:{standard|compliancePlan}, term, order. */
export const adminPlanQuerySchema = z.extend(adminListQuerySchema, {
  filters: z._default(
    z
      .array(z.string().check(z.regex(/^(status:[123]|type:(standard|compliancePlan))$/)))
      .check(z.maxLength(5)),
    [],
  ),
  order_by: z._default(z.enum(planOrderByValues), 'plan_created_date'),
  sort_by: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminPlanQuery = z.output<typeof adminPlanQuerySchema>;

/** GET /plan: every plan that is not archived, by name (the unit editor's plan choice). */
export const planNameListSchema = z.object({
  data: z.array(
    z.object({
      plan_id: z.int(),
      plan_name: z.string(),
      plan_status_id: publicationStatusSchema,
      object_type: z.enum(planObjectTypes),
    }),
  ),
});
export type PlanNameList = z.infer<typeof planNameListSchema>;

/** A unit of a plan as the units and prerequisites steps read it. */
export const adminPlanUnitSchema = z.object({
  unit_id: z.int(),
  unit_name: z.string(),
  unit_status_id: publicationStatusSchema,
  /** 0 first. */
  position: z.int().check(z.minimum(0)),
  prereq_type_id: prereqTypeIdSchema,
  prereq_unit_id: z.nullable(z.int()),
  prereq_wait_time: z.nullable(z.int()),
  prereq_start_date: z.nullable(z.date()),
});
export type AdminPlanUnit = z.infer<typeof adminPlanUnitSchema>;

/** Answer of every change to a plan's units: the plan's units in order. */
export const adminPlanUnitListSchema = z.object({ data: z.array(adminPlanUnitSchema) });
export type AdminPlanUnitList = z.infer<typeof adminPlanUnitListSchema>;

/** PUT /plan/{id}/unit/pre-requisites: one row per unit whose prerequisite changes. */
export const planPrerequisiteRowSchema = z.object({
  unit_id: z.int().check(z.positive(), z.maximum(maxSqlInteger)),
  prereq_type_id: prereqTypeIdSchema,
  prereq_unit_id: z._default(z.nullable(z.int().check(z.positive(), z.maximum(maxSqlInteger))), null),
  prereq_wait_time: z._default(
    z.nullable(z.int().check(z.minimum(-maxSqlInteger - 1), z.maximum(maxSqlInteger))),
    null,
  ),
  prereq_start_date: z._default(sentDateSchema, null),
});
export type PlanPrerequisiteRow = z.output<typeof planPrerequisiteRowSchema>;

export const planPrerequisitesSaveSchema = z.object({
  data: z.array(planPrerequisiteRowSchema).check(z.maxLength(1000)),
});

/** POST /plan/{id}/units: the existing units to add (the add-unit dialog's "use existing unit"). */
export const planUnitIdsSchema = z.object({
  unit_ids: z
    .array(z.int().check(z.positive(), z.maximum(maxSqlInteger)))
    .check(z.minLength(1, texts.noUnitsChosen), z.maxLength(500)),
});

/** PUT /plan/{id}/units: the plan's unit ids in their new order. */
export const planUnitOrderSchema = z.object({
  order: z.array(z.int().check(z.positive(), z.maximum(maxSqlInteger))).check(z.maxLength(1000)),
});

/** PUT /plan/{id}/unit/{unit_id}/duplicate: the copy's name (002 section 5). */
export const planUnitDuplicateSchema = z.object({
  new_name: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(10_000)),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(
          authoringLimits.unitCopyNameMinLength,
          formatMessage(messages.validation.minLength, { minlength: authoringLimits.unitCopyNameMinLength }),
        ),
        z.maxLength(authoringLimits.nameMaxLength),
      ),
  ),
});

/**
 * PUT /plan/{id}/unit/{unit_id}/duplicate?new_name=: the spec sends the copy's name as a parameter (002 section 7);
 * without it, the body's `new_name` is read instead.
 */
export const planUnitDuplicateQuerySchema = z.partial(planUnitDuplicateSchema);

/** PUT /plan/{id}/unit/{unit_id}/duplicate answers the copy's unit_id and the plan's units, the copy last. */
export const planUnitCopiedSchema = z.extend(adminPlanUnitListSchema, { unit_id: z.int() });
export type PlanUnitCopied = z.infer<typeof planUnitCopiedSchema>;

/** GET /plan/units: _limit, _offset, not_in_plan (a plan id), plan_ids[], term. */
export const planUnitPickQuerySchema = z.extend(pagingQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    authoringLimits.managePageSize,
  ),
  not_in_plan: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))),
  plan_ids: z._default(
    z.array(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))).check(z.maxLength(100)),
    [],
  ),
  term: z._default(z.string().check(z.maxLength(200)), ''),
});
export type PlanUnitPickQuery = z.output<typeof planUnitPickQuerySchema>;

export const planUnitPickListSchema = z.object({
  data: z.array(
    z.object({
      unit_id: z.int(),
      unit_name: z.string(),
      unit_status_id: publicationStatusSchema,
      unit_created_date: z.date(),
    }),
  ),
  total: z.int(),
});
export type PlanUnitPickList = z.infer<typeof planUnitPickListSchema>;
