/**
 * The plan form's rules (002 section 5, "Plan"): public set, image, name / short name / description non-empty
 * within `authoringLimits`, names not taken, twelve monthly targets sent as integers only when non-empty, and
 * the due date by mode (`plans/due-dates.ts`). Zod-free, so the wizard's form and the server's checks share
 * the same messages; the request shapes are in `schemas/plan-authoring.ts`.
 */
import { planAdminMessages } from '../messages-plans-admin';
import {
  type DueDateMode,
  type DueDateProblem,
  dueDateModes,
  dueDateProblem,
  planDueDateValue,
} from '../plans/due-dates';
import {
  descriptionRule,
  imageRule,
  type NamesTaken,
  nameRule,
  parseWholeNumber,
  shortNameRule,
  unlessTaken,
} from './field-rules';

const texts = planAdminMessages.planAuthoring;

/** spec 002 section 9: twelve monthly targets per plan, January (month_id 1) first. */
export const monthlyTargetCount = 12;

export type MonthlyTargetInput = string | number | null | undefined;
export type MonthlyTargetPayload = { month_id: number; target_percent: number };

const isEmptyTarget = (input: MonthlyTargetInput) =>
  input === null || input === undefined || String(input).trim() === '';

/** A monthly target field's message: empty is fine; otherwise a whole percent from 0 to 100. */
export function monthlyTargetProblem(input: MonthlyTargetInput): string | undefined {
  if (isEmptyTarget(input)) return undefined;
  const percent = parseWholeNumber(input as string | number);
  return percent === undefined || percent > 100 ? texts.monthlyTargetInvalid : undefined;
}

/**
 * The twelve fields as the request sends them (002 section 5): only the non-empty ones, as integers, each
 * with its month_id (the field's position + 1). Call it on valid fields; an invalid one is left out.
 */
export function monthlyTargetsPayload(inputs: readonly MonthlyTargetInput[]): MonthlyTargetPayload[] {
  return inputs.slice(0, monthlyTargetCount).flatMap((input, index) => {
    if (isEmptyTarget(input) || monthlyTargetProblem(input)) return [];
    return [{ month_id: index + 1, target_percent: parseWholeNumber(input as string | number) as number }];
  });
}

/** The twelve fields filled from a stored plan's targets; a month without a target is empty. */
export function monthlyTargetInputs(
  targets: readonly { month_id: number; target_percent: number }[],
): string[] {
  return Array.from({ length: monthlyTargetCount }, (_, index) => {
    const target = targets.find((candidate) => candidate.month_id === index + 1);
    return target === undefined ? '' : String(Math.round(target.target_percent));
  });
}

export const dueDateMessages: Record<DueDateProblem, string> = {
  dateRequired: texts.dueDateRequired,
  dateInPast: texts.dueDateInPast,
  durationInvalid: texts.dueDurationInvalid,
};

/** A duration field's value as a number when it is one ('' and words are not), for `dueDateProblem`. */
function durationValue(input: string | number | null | undefined): unknown {
  if (typeof input === 'number') return input;
  const text = (input ?? '').trim();
  return text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

export type PlanDueDateInput = {
  mode: DueDateMode;
  date: Date | null | undefined;
  duration: string | number | null | undefined;
};

/** The due-date field's message by mode (002 section 5), undefined when fine. */
export function planDueDateMessage(input: PlanDueDateInput, now: Date): string | undefined {
  const problem = dueDateProblem(
    input.mode,
    { date: input.date, duration: durationValue(input.duration) },
    now,
  );
  if (problem) return dueDateMessages[problem];
  // A duration is whole days (plans/due-dates.ts).
  if (input.mode === dueDateModes.duration && !Number.isInteger(durationValue(input.duration)))
    return texts.dueDurationInvalid;
  return undefined;
}

/**
 * The due-date fields as the request sends them: mode 1 clears both, 2 the chosen day at 23:59:59
 * ('YYYY-MM-DD 23:59:59') and no duration, 3 the duration and no date.
 */
export function planDueDatePayload(input: PlanDueDateInput): {
  plan_due_date: string | null;
  plan_due_duration: number | null;
} {
  if (input.mode === dueDateModes.fixedDate && input.date)
    return { plan_due_date: planDueDateValue(input.date), plan_due_duration: null };
  const duration = durationValue(input.duration);
  if (input.mode === dueDateModes.duration && typeof duration === 'number')
    return { plan_due_date: null, plan_due_duration: duration };
  return { plan_due_date: null, plan_due_duration: null };
}

/** The plan form's values as the wizard holds them. */
export type PlanFormValues = {
  plan_is_public: boolean | null | undefined;
  plan_image_url: string | null;
  plan_name: string;
  plan_short_name: string;
  plan_description: string;
  /** Twelve fields, January first. */
  monthly_targets: readonly MonthlyTargetInput[];
  due: PlanDueDateInput;
};

export type PlanFormField =
  | 'plan_is_public'
  | 'plan_image_url'
  | 'plan_name'
  | 'plan_short_name'
  | 'plan_description'
  | 'monthly_targets'
  | 'due';

/**
 * Every field's message (002 section 5), keyed by field; `monthly_targets` names the first bad month. An
 * empty object is a valid form.
 */
export function planFormIssues(
  values: PlanFormValues,
  { now, taken = {} }: { now: Date; taken?: NamesTaken },
): Partial<Record<PlanFormField, string>> {
  const issues: Partial<Record<PlanFormField, string>> = {};
  if (typeof values.plan_is_public !== 'boolean') issues.plan_is_public = texts.publicRequired;
  const image = imageRule(values.plan_image_url);
  if (image) issues.plan_image_url = image;
  const name = unlessTaken(nameRule, values.plan_name, taken.nameTaken);
  if (name) issues.plan_name = name;
  const shortName = unlessTaken(shortNameRule, values.plan_short_name, taken.shortNameTaken);
  if (shortName) issues.plan_short_name = shortName;
  const description = descriptionRule(values.plan_description);
  if (description) issues.plan_description = description;
  const target = values.monthly_targets.map(monthlyTargetProblem).find((problem) => problem !== undefined);
  if (target) issues.monthly_targets = target;
  const due = planDueDateMessage(values.due, now);
  if (due) issues.due = due;
  return issues;
}

export function isPlanFormValid(values: PlanFormValues, options: { now: Date; taken?: NamesTaken }): boolean {
  return Object.keys(planFormIssues(values, options)).length === 0;
}

/** The request body of a valid form (POST /plan, PUT /plan/{id}); text fields trimmed. */
export function planFormPayload(values: PlanFormValues) {
  return {
    plan_is_public: values.plan_is_public === true,
    plan_image_url: values.plan_image_url,
    plan_name: values.plan_name.trim(),
    plan_short_name: values.plan_short_name.trim(),
    plan_description: values.plan_description.trim(),
    monthly_targets: monthlyTargetsPayload(values.monthly_targets),
    ...planDueDatePayload(values.due),
  };
}
