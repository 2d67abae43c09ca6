import { describe, expect, it } from 'vitest';
import { currentMonthlyTarget, type MonthlyTarget, progressBarState } from './progress-bar';

// Local times, so the calendar-day rules hold in any time zone.
const now = new Date(2026, 10, 22, 10, 0, 0); // Nov 22 2026, month_id 11
const dueIn = (days: number) => new Date(2026, 10, 22 + days, 23, 59, 59);
const contents = (total: number, total_complete: number, percent_complete?: number) => ({
  total,
  total_complete,
  ...(percent_complete === undefined ? {} : { percent_complete }),
});

describe('progressBarState: standard plans', () => {
  it.each([
    ['complete, no due date', contents(4, 4), null, 'green', true, false, 'Completed'],
    ['complete and past the due date', contents(4, 4), dueIn(-3), 'green', true, true, 'Completed'],
    ['not complete, no due date', contents(4, 1), null, 'neutral', false, false, undefined],
    ['not complete, due in 5 days', contents(4, 1), dueIn(5), 'neutral', false, false, '5 day(s) left'],
    ['not complete, due in 1 day', contents(4, 1), dueIn(1), 'neutral', false, false, '1 day(s) left'],
    ['not complete, due today', contents(4, 1), dueIn(0), 'neutral', false, false, '0 day(s) left'],
    ['not complete, due yesterday', contents(4, 1), dueIn(-1), 'red', false, true, '1 day(s) overdue'],
    ['not complete, 12 days overdue', contents(4, 0), dueIn(-12), 'red', false, true, '12 day(s) overdue'],
    ['no contents at all counts as complete', contents(0, 0), dueIn(-2), 'green', true, true, 'Completed'],
  ] as const)('%s -> %s', (_case, given, dueDate, tone, isComplete, isOverdue, text) => {
    const state = progressBarState({ contents: given, dueDate, objectType: 'standard' }, now);
    expect(state.tone).toBe(tone);
    expect(state.isComplete).toBe(isComplete);
    expect(state.isOverdue).toBe(isOverdue);
    expect(state.text).toBe(text);
  });

  it('monthly targets do not colour a standard plan', () => {
    const state = progressBarState(
      {
        contents: contents(10, 0, 0),
        objectType: 'standard',
        useMonthlyTargets: 1,
        monthlyTargets: [{ month_id: 11, target_percent: 90 }],
      },
      now,
    );
    expect(state.tone).toBe('neutral');
    expect(state.target).toBeUndefined();
  });

  it('computes the percent when the contents leave it out', () => {
    expect(progressBarState({ contents: contents(3, 1) }, now).percent).toBe(33);
  });
});

describe('progressBarState: compliance plans against the monthly target', () => {
  const targets: MonthlyTarget[] = [
    { month_id: 10, target_percent: 40 },
    { month_id: 11, target_percent: 49.2 }, // rounded up to 50
    { month_id: 12, target_percent: 100 },
  ];
  const compliance = (percent: number, dueDate: Date | null = dueIn(30)) =>
    progressBarState(
      {
        contents: contents(100, percent, percent),
        dueDate,
        objectType: 'compliancePlan',
        useMonthlyTargets: 1,
        monthlyTargets: targets,
      },
      now,
    );

  it.each([
    ['ahead of the target', 70, 'neutral', 0],
    ['on the target exactly', 50, 'neutral', 0],
    ['behind by 1', 49, 'yellow', 1],
    ['behind by 5', 45, 'yellow', 5],
    ['behind by 9', 41, 'yellow', 9],
    ['behind by 10', 40, 'red', 10],
    ['behind by 15', 35, 'red', 15],
    ['complete', 100, 'green', 0],
  ] as const)('%s (%i%%) -> %s', (_case, percent, tone, pointsBehind) => {
    const state = compliance(percent);
    expect(state.target).toBe(50);
    expect(state.pointsBehind).toBe(pointsBehind);
    expect(state.tone).toBe(tone);
  });

  it('overdue and not complete is red even when ahead of the target', () => {
    const state = compliance(70, dueIn(-1));
    expect(state.tone).toBe('red');
    expect(state.text).toBe('1 day(s) overdue');
  });

  it('no colouring from targets when use_monthly_targets is off', () => {
    const state = progressBarState(
      {
        contents: contents(100, 0, 0),
        objectType: 'compliancePlan',
        useMonthlyTargets: 0,
        monthlyTargets: targets,
      },
      now,
    );
    expect(state.tone).toBe('neutral');
  });
});

describe('currentMonthlyTarget', () => {
  const at = (month: number) => new Date(2026, month - 1, 15);
  it.each([
    ['the current month has its own target', [{ month_id: 3, target_percent: 30 }], 3, 30],
    ['rounded up', [{ month_id: 3, target_percent: 30.1 }], 3, 31],
    [
      'a month without an entry carries the latest earlier one',
      [
        { month_id: 2, target_percent: 20 },
        { month_id: 5, target_percent: 50 },
      ],
      4,
      20,
    ],
    ['later months never apply', [{ month_id: 5, target_percent: 50 }], 4, undefined],
    ['month 1 with its own target uses it', [{ month_id: 1, target_percent: 8 }], 1, 8],
    [
      'month 1 without an entry has no target (nothing carries into it)',
      [{ month_id: 12, target_percent: 100 }],
      1,
      undefined,
    ],
    ['no targets', [], 6, undefined],
  ] as const)('%s', (_case, targets, month, expected) => {
    expect(currentMonthlyTarget(targets, at(month))).toBe(expected);
  });
});

describe('progressBarState: contents must be an object', () => {
  it.each([
    ['undefined', undefined, /got undefined/],
    ['null', null, /got null/],
    ['a number', 5, /got number/],
    ['a string', '5', /got string/],
    ['an array', [1, 2], /got an array/],
    ['an object without counts', { total: '3' }, /must be numbers/],
  ])('%s throws', (_case, given, message) => {
    expect(() => progressBarState({ contents: given }, now)).toThrow(message);
  });
});
