import { describe, expect, it } from 'vitest';
import { dueDateMode, dueDateProblem, learnerDueDate, parsePlanDueDate, planDueDateValue } from './due-dates';

describe('dueDateMode', () => {
  it.each([
    ['neither set', null, null, 1],
    ['both set', '2026-12-31 23:59:59', 30, 1],
    ['only the date', '2026-12-31 23:59:59', null, 2],
    ['only the duration', null, 30, 3],
    ['an empty date string is not set', '', 30, 3],
  ] as const)('%s -> mode %i', (_case, plan_due_date, plan_due_duration, mode) => {
    expect(dueDateMode({ plan_due_date, plan_due_duration })).toBe(mode);
  });
});

describe('fixed due dates are 23:59:59 of the chosen day', () => {
  it('stores the chosen day at 23:59:59', () => {
    expect(planDueDateValue(new Date(2026, 11, 5, 8, 15))).toBe('2026-12-05 23:59:59');
  });
  it.each([
    ['2026-12-05 23:59:59', new Date(2026, 11, 5, 23, 59, 59)],
    ['2026-12-05', new Date(2026, 11, 5, 23, 59, 59)],
    ['2026-02-30 23:59:59', undefined],
    ['next week', undefined],
  ])('parses %s', (value, expected) => {
    expect(parsePlanDueDate(value)).toEqual(expected);
  });
});

describe('learnerDueDate', () => {
  const started = new Date(2026, 10, 22, 14, 0);
  it.each([
    ['mode 1: none', { plan_due_date: null, plan_due_duration: null }, started, undefined],
    ['mode 1: both set', { plan_due_date: '2026-12-31 23:59:59', plan_due_duration: 10 }, started, undefined],
    [
      'mode 2: the fixed date',
      { plan_due_date: '2026-12-31 23:59:59' },
      started,
      new Date(2026, 11, 31, 23, 59, 59),
    ],
    [
      'mode 3: the duration from the start day',
      { plan_due_duration: 10 },
      started,
      new Date(2026, 11, 2, 23, 59, 59),
    ],
    ['mode 3 without a start day', { plan_due_duration: 10 }, undefined, undefined],
  ])('%s', (_case, plan, startedAt, expected) => {
    expect(learnerDueDate(plan, startedAt)).toEqual(expected);
  });
});

describe('dueDateProblem', () => {
  const now = new Date(2026, 10, 22, 10);
  it.each([
    ['mode 1 is always valid', 1, null, null, undefined],
    ['mode 2 without a date', 2, null, null, 'dateRequired'],
    ['mode 2 with yesterday', 2, new Date(2026, 10, 21), null, 'dateInPast'],
    ['mode 2 with today', 2, new Date(2026, 10, 22), null, undefined],
    ['mode 2 with a later day', 2, new Date(2027, 0, 1), null, undefined],
    ['mode 3 with a positive duration', 3, null, 30, undefined],
    ['mode 3 with 0', 3, null, 0, 'durationInvalid'],
    ['mode 3 negative', 3, null, -2, 'durationInvalid'],
    ['mode 3 not a number', 3, null, '30', 'durationInvalid'],
    ['mode 3 NaN', 3, null, Number.NaN, 'durationInvalid'],
  ] as const)('%s', (_case, mode, date, duration, expected) => {
    expect(dueDateProblem(mode, { date, duration }, now)).toBe(expected);
  });
});
