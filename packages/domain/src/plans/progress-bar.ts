import { formatMessage, messages } from '../messages';
import { calendarDaysBetween } from './calendar';

/**
 * The plan progress bar (002, section 4, "Progress bar"): complete, overdue, its tone and its days text.
 */

/** The bar's texts, from the catalogue (002). */
export const progressBarTexts = messages.plans.progress;

export type ProgressBarTone = 'green' | 'red' | 'yellow' | 'neutral';

export type MonthlyTarget = { month_id: number; target_percent: number };

export type ProgressBarInput = {
  /** The plan's `contents` ({ total, total_complete, percent_complete }); anything else is a programming error. */
  contents: unknown;
  dueDate?: Date | null;
  objectType?: 'standard' | 'compliancePlan' | string;
  monthlyTargets?: readonly MonthlyTarget[] | null;
  useMonthlyTargets?: boolean | number | null;
};

export type ProgressBarState = {
  total: number;
  completed: number;
  /** Whole percent, 0 to 100. */
  percent: number;
  isComplete: boolean;
  isOverdue: boolean;
  /** Calendar days to the due date (negative when overdue); undefined without a due date. */
  daysLeft?: number;
  /** The current month's compliance target (whole percent, rounded up), when one applies. */
  target?: number;
  /** Points behind the target (0 when on or ahead of it), when a target applies. */
  pointsBehind?: number;
  tone: ProgressBarTone;
  /** 'Completed', 'N day(s) left' or 'N day(s) overdue'; undefined when there is nothing to say. */
  text?: string;
};

/** Behind the monthly target by this many points or more is red; less is yellow (002, section 4). */
export const complianceRedPoints = 10;

type Contents = { total: number; completed: number; percent?: number };

function readContents(contents: unknown): Contents {
  if (typeof contents !== 'object' || contents === null || Array.isArray(contents)) {
    throw new Error(
      `progress bar: contents must be an object with total and total_complete, got ${
        contents === null ? 'null' : Array.isArray(contents) ? 'an array' : typeof contents
      }`,
    );
  }
  const { total, total_complete: completed, percent_complete: percent } = contents as Record<string, unknown>;
  if (typeof total !== 'number' || typeof completed !== 'number') {
    throw new Error('progress bar: contents.total and contents.total_complete must be numbers');
  }
  return { total, completed, percent: typeof percent === 'number' ? percent : undefined };
}

/**
 * The compliance target for the month of `now` (month_id 1 is January), rounded up.
 *
 * Targets are cumulative through the year, so a month without its own entry carries the latest earlier
 * month's target. The spec says month 1 "counts specially" without saying how; here month 1 is the start of
 * the compliance year: nothing carries into it, so a January without its own entry has no target (the learner
 * is never behind in it), and a January entry is used as it is.
 */
export function currentMonthlyTarget(targets: readonly MonthlyTarget[], now: Date): number | undefined {
  const month = now.getMonth() + 1;
  const latest = targets
    .filter((target) => target.month_id >= 1 && target.month_id <= month)
    .reduce<MonthlyTarget | undefined>(
      (best, target) => (best === undefined || target.month_id > best.month_id ? target : best),
      undefined,
    );
  return latest === undefined ? undefined : Math.ceil(latest.target_percent);
}

export function daysText(days: number): string {
  return days < 0
    ? formatMessage(progressBarTexts.daysOverdue, { days: -days })
    : formatMessage(progressBarTexts.daysLeft, { days });
}

export function progressBarState(input: ProgressBarInput, now: Date): ProgressBarState {
  const { total, completed, percent: givenPercent } = readContents(input.contents);
  const percent = givenPercent ?? (total > 0 ? Math.floor((Math.min(completed, total) / total) * 100) : 0);
  const isComplete = total === completed;
  const daysLeft = input.dueDate ? calendarDaysBetween(now, input.dueDate) : undefined;
  const isOverdue = daysLeft !== undefined && daysLeft < 0;

  const usesTargets =
    input.objectType === 'compliancePlan' &&
    Boolean(input.useMonthlyTargets) &&
    (input.monthlyTargets ?? []).length > 0;
  const target = usesTargets ? currentMonthlyTarget(input.monthlyTargets ?? [], now) : undefined;
  const pointsBehind = target === undefined ? undefined : Math.max(target - percent, 0);

  const tone: ProgressBarTone = isComplete
    ? 'green'
    : isOverdue
      ? 'red'
      : pointsBehind === undefined || pointsBehind === 0
        ? 'neutral'
        : pointsBehind >= complianceRedPoints
          ? 'red'
          : 'yellow';

  const text = isComplete
    ? progressBarTexts.completed
    : daysLeft === undefined
      ? undefined
      : daysText(daysLeft);

  return {
    total,
    completed,
    percent,
    isComplete,
    isOverdue,
    ...(daysLeft === undefined ? {} : { daysLeft }),
    ...(target === undefined ? {} : { target, pointsBehind }),
    tone,
    ...(text === undefined ? {} : { text }),
  };
}
