import { formatMessage, messages } from '../messages';
import { addCalendarDays, startOfDay } from './calendar';

/**
 * Unit prerequisites inside a plan (002, section 3, "Prerequisite options", and section 4). Each plan unit row
 * names a type; the rule decides whether the unit is locked for a learner, why, and when it opens.
 *
 * The spec gives no unit for `prereq_wait_time`; it is whole days here, for the wait after the previous unit
 * (type 2) and for the time with the company (3) or in the role (5). A waiting period opens at the start of
 * the day it ends, and a custom date (4) at the start of that day.
 */
export const unitPrerequisiteTypes = {
  none: 0,
  previousUnit: 1,
  previousUnitAndTime: 2,
  durationWithCompany: 3,
  customDate: 4,
  durationInRole: 5,
} as const;
export type UnitPrerequisiteTypeId = (typeof unitPrerequisiteTypes)[keyof typeof unitPrerequisiteTypes];

/** The prerequisite choice's option labels, in id order (002, section 3). */
export const unitPrerequisiteOptions: readonly { id: UnitPrerequisiteTypeId; name: string }[] = [
  { id: 0, name: 'No Prerequisite' },
  { id: 1, name: 'Previous Unit' },
  { id: 2, name: 'Previous Unit & Time' },
  { id: 3, name: 'Duration w/ Company' },
  { id: 4, name: 'Custom Date' },
  { id: 5, name: 'Duration in Role' },
];

/** Why a unit is locked, from the catalogue. */
export const unitPrerequisiteTexts = messages.plans.unitLocked;

export type UnitPrerequisiteRow = {
  prereq_type_id: number;
  prereq_unit_id?: number | null;
  prereq_wait_time?: number | null;
  prereq_start_date?: Date | null;
};

/** What the rules need to know about the learner; a missing date means not known or not done. */
export type UnitPrerequisiteLearner = {
  /** When the learner completed the prerequisite unit, or undefined when they have not. */
  previousUnitCompletedAt?: Date;
  previousUnitName?: string;
  hireDate?: Date;
  roleStartDate?: Date;
};

export type UnitLockState = {
  isLocked: boolean;
  /** Why the unit is locked; undefined when open. */
  reason?: string;
  /** When the unit opens, when that is known; undefined when open or when it depends on the learner. */
  opensAt?: Date;
};

const open: UnitLockState = { isLocked: false };

function waitDays(row: UnitPrerequisiteRow): number {
  return Math.max(row.prereq_wait_time ?? 0, 0);
}

/** Locked until `opensAt`, open from it on. */
function lockedUntil(opensAt: Date, now: Date, reason: string): UnitLockState {
  return now.getTime() >= opensAt.getTime() ? open : { isLocked: true, reason, opensAt };
}

/** Locked for an unknown time: the date it counts from is missing. */
function lockedUndated(reason: string): UnitLockState {
  return { isLocked: true, reason };
}

export function unitLockState(
  row: UnitPrerequisiteRow,
  learner: UnitPrerequisiteLearner,
  now: Date,
): UnitLockState {
  const days = waitDays(row);
  const unit = learner.previousUnitName ?? 'the previous unit';
  switch (row.prereq_type_id) {
    case unitPrerequisiteTypes.none:
      return open;
    case unitPrerequisiteTypes.previousUnit:
      return learner.previousUnitCompletedAt
        ? open
        : lockedUndated(formatMessage(unitPrerequisiteTexts.previousUnit, { unit }));
    case unitPrerequisiteTypes.previousUnitAndTime:
      return learner.previousUnitCompletedAt
        ? lockedUntil(
            startOfDay(addCalendarDays(learner.previousUnitCompletedAt, days)),
            now,
            formatMessage(unitPrerequisiteTexts.waitAfterPreviousUnit, { unit, days }),
          )
        : lockedUndated(formatMessage(unitPrerequisiteTexts.previousUnitAndTime, { unit, days }));
    case unitPrerequisiteTypes.durationWithCompany: {
      const reason = formatMessage(unitPrerequisiteTexts.durationWithCompany, { days });
      return learner.hireDate
        ? lockedUntil(startOfDay(addCalendarDays(learner.hireDate, days)), now, reason)
        : lockedUndated(reason);
    }
    case unitPrerequisiteTypes.customDate:
      // No date set is no restriction: the admin chose the type but not yet the day.
      return row.prereq_start_date
        ? lockedUntil(startOfDay(row.prereq_start_date), now, unitPrerequisiteTexts.customDate)
        : open;
    case unitPrerequisiteTypes.durationInRole: {
      const reason = formatMessage(unitPrerequisiteTexts.durationInRole, { days });
      return learner.roleStartDate
        ? lockedUntil(startOfDay(addCalendarDays(learner.roleStartDate, days)), now, reason)
        : lockedUndated(reason);
    }
    default:
      throw new Error(`unitLockState: unknown prereq_type_id ${row.prereq_type_id} (expected 0 to 5)`);
  }
}

/** spec 002 section 4: type 0 clears the prerequisite unit and wait time. */
export function normalizeUnitPrerequisiteRow<Row extends UnitPrerequisiteRow>(row: Row): Row {
  return row.prereq_type_id === unitPrerequisiteTypes.none
    ? { ...row, prereq_unit_id: null, prereq_wait_time: null }
    : row;
}

/**
 * The prerequisite unit choices for a row (002, section 4): every other unit of the plan except any unit that
 * already has this row's unit as its prerequisite.
 */
export function prerequisiteUnitChoices<Unit extends { unit_id: number; prereq_unit_id?: number | null }>(
  units: readonly Unit[],
  unitId: number,
): Unit[] {
  return units.filter((unit) => unit.unit_id !== unitId && unit.prereq_unit_id !== unitId);
}

export type UnitPrerequisiteProblem = 'unitRequired' | 'unitInvalid' | 'waitInvalid' | 'dateRequired';

/**
 * What is wrong with a prerequisite row that is about to be saved, or undefined (002 sections 3 and 4), over
 * the plan's rows as they will be after the save: types 1 and 2 need a unit among `prerequisiteUnitChoices`
 * (not the row's own unit, in the plan, not a unit that already has this one as prerequisite); types 2, 3 and
 * 5 count whole days of 0 or more; type 4 needs its date. Normalize the row first (type 0 clears).
 */
export function unitPrerequisiteProblem<
  Row extends UnitPrerequisiteRow & { unit_id: number; prereq_unit_id?: number | null },
>(row: Row, planRows: readonly Row[]): UnitPrerequisiteProblem | undefined {
  const type = row.prereq_type_id;
  if (type === unitPrerequisiteTypes.previousUnit || type === unitPrerequisiteTypes.previousUnitAndTime) {
    if (row.prereq_unit_id === null || row.prereq_unit_id === undefined) return 'unitRequired';
    const choices = prerequisiteUnitChoices(planRows, row.unit_id);
    if (!choices.some((choice) => choice.unit_id === row.prereq_unit_id)) return 'unitInvalid';
  }
  const countsDays =
    type === unitPrerequisiteTypes.previousUnitAndTime ||
    type === unitPrerequisiteTypes.durationWithCompany ||
    type === unitPrerequisiteTypes.durationInRole;
  if (countsDays) {
    const wait = row.prereq_wait_time;
    if (typeof wait !== 'number' || !Number.isInteger(wait) || wait < 0) return 'waitInvalid';
  }
  if (type === unitPrerequisiteTypes.customDate && !row.prereq_start_date) return 'dateRequired';
  return undefined;
}
