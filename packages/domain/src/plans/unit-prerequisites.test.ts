import { describe, expect, it } from 'vitest';
import {
  normalizeUnitPrerequisiteRow,
  prerequisiteUnitChoices,
  type UnitPrerequisiteLearner,
  type UnitPrerequisiteRow,
  unitLockState,
  unitPrerequisiteProblem,
} from './unit-prerequisites';

const now = new Date(2026, 10, 22, 10, 0, 0);
const day = (month: number, date: number) => new Date(2026, month - 1, date, 9, 30);
const row = (prereq_type_id: number, extra: Partial<UnitPrerequisiteRow> = {}): UnitPrerequisiteRow => ({
  prereq_type_id,
  prereq_unit_id: 7,
  prereq_wait_time: 5,
  ...extra,
});
const unit = { previousUnitName: 'Unit One' };

describe('unitLockState', () => {
  it.each<
    [string, UnitPrerequisiteRow, UnitPrerequisiteLearner, boolean, string | undefined, Date | undefined]
  >([
    ['0 none', row(0), {}, false, undefined, undefined],
    ['1 previous unit not complete', row(1), unit, true, 'Complete Unit One to open this unit.', undefined],
    [
      '1 previous unit complete',
      row(1),
      { ...unit, previousUnitCompletedAt: day(11, 1) },
      false,
      undefined,
      undefined,
    ],
    [
      '2 previous unit not complete',
      row(2),
      unit,
      true,
      'Complete Unit One; this unit opens 5 day(s) later.',
      undefined,
    ],
    [
      '2 previous unit complete, still waiting',
      row(2),
      { ...unit, previousUnitCompletedAt: day(11, 20) },
      true,
      'This unit opens 5 day(s) after you completed Unit One.',
      new Date(2026, 10, 25),
    ],
    [
      '2 previous unit complete, wait over',
      row(2),
      { ...unit, previousUnitCompletedAt: day(11, 17) },
      false,
      undefined,
      undefined,
    ],
    [
      '3 duration with company not reached',
      row(3, { prereq_wait_time: 30 }),
      { hireDate: day(11, 1) },
      true,
      'This unit opens after 30 day(s) with the company.',
      new Date(2026, 11, 1),
    ],
    [
      '3 duration with company reached',
      row(3, { prereq_wait_time: 30 }),
      { hireDate: day(10, 1) },
      false,
      undefined,
      undefined,
    ],
    [
      '3 hire date unknown',
      row(3, { prereq_wait_time: 30 }),
      {},
      true,
      'This unit opens after 30 day(s) with the company.',
      undefined,
    ],
    [
      '4 custom date ahead',
      row(4, { prereq_start_date: day(12, 1) }),
      {},
      true,
      'This unit opens on a set date.',
      new Date(2026, 11, 1),
    ],
    [
      '4 custom date today opens at the start of the day',
      row(4, { prereq_start_date: day(11, 22) }),
      {},
      false,
      undefined,
      undefined,
    ],
    ['4 custom date passed', row(4, { prereq_start_date: day(11, 1) }), {}, false, undefined, undefined],
    ['4 no date set', row(4, { prereq_start_date: null }), {}, false, undefined, undefined],
    [
      '5 duration in role not reached',
      row(5, { prereq_wait_time: 10 }),
      { roleStartDate: day(11, 20) },
      true,
      'This unit opens after 10 day(s) in your current role.',
      new Date(2026, 10, 30),
    ],
    [
      '5 duration in role reached',
      row(5, { prereq_wait_time: 10 }),
      { roleStartDate: day(11, 12) },
      false,
      undefined,
      undefined,
    ],
    [
      '5 role start unknown',
      row(5, { prereq_wait_time: 10 }),
      {},
      true,
      'This unit opens after 10 day(s) in your current role.',
      undefined,
    ],
  ])('%s', (_case, given, learner, isLocked, reason, opensAt) => {
    const state = unitLockState(given, learner, now);
    expect(state.isLocked).toBe(isLocked);
    expect(state.reason).toBe(reason);
    expect(state.opensAt).toEqual(opensAt);
  });

  it('names "the previous unit" when its name is not known', () => {
    expect(unitLockState(row(1), {}, now).reason).toBe('Complete the previous unit to open this unit.');
  });

  it('an unknown type is a programming error', () => {
    expect(() => unitLockState(row(6), {}, now)).toThrow(/unknown prereq_type_id 6/);
  });
});

describe('normalizeUnitPrerequisiteRow', () => {
  it('type 0 clears the prerequisite unit and wait time', () => {
    expect(normalizeUnitPrerequisiteRow(row(0))).toEqual({
      prereq_type_id: 0,
      prereq_unit_id: null,
      prereq_wait_time: null,
    });
  });
  it('other types are kept', () => {
    expect(normalizeUnitPrerequisiteRow(row(2))).toEqual(row(2));
  });
});

describe('prerequisiteUnitChoices', () => {
  it("excludes the row's own unit and units that already depend on it", () => {
    const units = [
      { unit_id: 1, prereq_unit_id: null },
      { unit_id: 2, prereq_unit_id: 1 },
      { unit_id: 3, prereq_unit_id: 2 },
    ];
    expect(prerequisiteUnitChoices(units, 1).map((u) => u.unit_id)).toEqual([3]);
    expect(prerequisiteUnitChoices(units, 3).map((u) => u.unit_id)).toEqual([1, 2]);
  });
});

describe('unitPrerequisiteProblem (002 sections 3 and 4)', () => {
  const rows = [
    { unit_id: 1, prereq_type_id: 0, prereq_unit_id: null },
    { unit_id: 2, prereq_type_id: 1, prereq_unit_id: 1 },
    { unit_id: 3, prereq_type_id: 0, prereq_unit_id: null },
  ];
  it.each([
    ['type 0 needs nothing', { unit_id: 3, prereq_type_id: 0 }, undefined],
    ['type 1 without a unit', { unit_id: 3, prereq_type_id: 1, prereq_unit_id: null }, 'unitRequired'],
    ['type 1 on itself', { unit_id: 3, prereq_type_id: 1, prereq_unit_id: 3 }, 'unitInvalid'],
    [
      'type 1 on a unit outside the plan',
      { unit_id: 3, prereq_type_id: 1, prereq_unit_id: 9 },
      'unitInvalid',
    ],
    [
      'type 1 on a unit that already needs this one',
      { unit_id: 1, prereq_type_id: 1, prereq_unit_id: 2 },
      'unitInvalid',
    ],
    ['type 1 on another unit', { unit_id: 3, prereq_type_id: 1, prereq_unit_id: 2 }, undefined],
    [
      'type 2 without a wait',
      { unit_id: 3, prereq_type_id: 2, prereq_unit_id: 2, prereq_wait_time: null },
      'waitInvalid',
    ],
    ['type 3 with a negative wait', { unit_id: 3, prereq_type_id: 3, prereq_wait_time: -1 }, 'waitInvalid'],
    ['type 5 with 0 days', { unit_id: 3, prereq_type_id: 5, prereq_wait_time: 0 }, undefined],
    ['type 4 without a date', { unit_id: 3, prereq_type_id: 4, prereq_start_date: null }, 'dateRequired'],
    [
      'type 4 with a date',
      { unit_id: 3, prereq_type_id: 4, prereq_start_date: new Date(2026, 11, 1) },
      undefined,
    ],
  ] as const)('%s', (_case, row, expected) => {
    const planRows = rows.map((existing) => (existing.unit_id === row.unit_id ? row : existing));
    expect(unitPrerequisiteProblem(row, planRows)).toBe(expected);
  });
});
