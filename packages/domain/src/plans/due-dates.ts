import { formatIsoDate } from '../format-date';
import { addCalendarDays, calendarDaysBetween, endOfDay } from './calendar';

/**
 * Plan due dates (002, sections 3, 4 and 5): a fixed date ('YYYY-MM-DD 23:59:59') or a duration, and the
 * editor's mode derived from which of the two is set. `plan_due_duration` is whole days (the spec gives no
 * unit), counted from the day the learner got the plan.
 */
export const dueDateModes = { none: 1, fixedDate: 2, duration: 3 } as const;
export type DueDateMode = (typeof dueDateModes)[keyof typeof dueDateModes];

export type PlanDueDateFields = {
  plan_due_date?: string | null;
  plan_due_duration?: number | null;
};

const hasDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';
const hasDuration = (value: number | null | undefined): value is number => typeof value === 'number';

/** spec: mode 1 none or both, 2 fixed date, 3 duration. */
export function dueDateMode(plan: PlanDueDateFields): DueDateMode {
  const date = hasDate(plan.plan_due_date);
  const duration = hasDuration(plan.plan_due_duration);
  if (date && !duration) return dueDateModes.fixedDate;
  if (duration && !date) return dueDateModes.duration;
  return dueDateModes.none;
}

/** The stored form of a fixed due date: the chosen day at 23:59:59, 'YYYY-MM-DD 23:59:59'. */
export function planDueDateValue(day: Date): string {
  return `${formatIsoDate(day)} 23:59:59`;
}

const storedPattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Reads 'YYYY-MM-DD 23:59:59' (or a bare 'YYYY-MM-DD') as 23:59:59 local time of that day. */
export function parsePlanDueDate(value: string): Date | undefined {
  const match = storedPattern.exec(value);
  if (!match) return undefined;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (day.getMonth() !== Number(match[2]) - 1) return undefined;
  return endOfDay(day);
}

/**
 * A learner's due date: the fixed date in mode 2; in mode 3 the duration counted from `startedAt` (the day the
 * plan was assigned or subscribed), at 23:59:59; none in mode 1 (a plan with both values set is ambiguous, and
 * the editor shows it as mode 1, so no due date is enforced).
 */
export function learnerDueDate(plan: PlanDueDateFields, startedAt: Date | undefined): Date | undefined {
  switch (dueDateMode(plan)) {
    case dueDateModes.fixedDate:
      return parsePlanDueDate(plan.plan_due_date ?? '');
    case dueDateModes.duration:
      return startedAt ? endOfDay(addCalendarDays(startedAt, plan.plan_due_duration ?? 0)) : undefined;
    default:
      return undefined;
  }
}

export type DueDateProblem = 'dateRequired' | 'dateInPast' | 'durationInvalid';

/**
 * spec 002 section 5: the date must not be earlier than today; fixed-date mode is invalid when the date is
 * null; duration mode is invalid when the duration is not a number or not positive.
 */
export function dueDateProblem(
  mode: DueDateMode,
  values: { date: Date | null | undefined; duration: unknown },
  now: Date,
): DueDateProblem | undefined {
  if (mode === dueDateModes.fixedDate) {
    if (!values.date || Number.isNaN(values.date.getTime())) return 'dateRequired';
    if (calendarDaysBetween(now, values.date) < 0) return 'dateInPast';
  }
  if (mode === dueDateModes.duration) {
    const { duration } = values;
    if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) return 'durationInvalid';
  }
  return undefined;
}
