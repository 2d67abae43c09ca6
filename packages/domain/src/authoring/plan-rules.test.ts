import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { planAdminMessages } from '../messages-plans-admin';
import { dueDateModes } from '../plans/due-dates';
import { planDraftSchema, planUnitDuplicateSchema, planUpdateSchema } from '../schemas/plan-authoring';
import {
  isPlanFormValid,
  monthlyTargetInputs,
  monthlyTargetProblem,
  monthlyTargetsPayload,
  type PlanFormValues,
  planDueDateMessage,
  planDueDatePayload,
  planFormIssues,
  planFormPayload,
} from './plan-rules';

const texts = planAdminMessages.planAuthoring;
const now = new Date(2026, 10, 23, 10, 30);
const empty12 = Array.from({ length: 12 }, () => '');

const valid: PlanFormValues = {
  plan_is_public: true,
  plan_image_url: '/api/uploads/plan.png',
  plan_name: 'Store opening',
  plan_short_name: 'Opening',
  plan_description: 'Everything for the first week.',
  monthly_targets: empty12,
  due: { mode: dueDateModes.none, date: null, duration: '' },
};

describe('monthly targets (002 section 5: sent as integers only when non-empty)', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    ['0', undefined],
    ['100', undefined],
    [42, undefined],
    ['101', texts.monthlyTargetInvalid],
    ['12.5', texts.monthlyTargetInvalid],
    ['-3', texts.monthlyTargetInvalid],
    ['ten', texts.monthlyTargetInvalid],
  ])('%j -> %s', (input, expected) => {
    expect(monthlyTargetProblem(input)).toBe(expected);
  });

  it('sends only the filled months, as integers, with month_id = position + 1', () => {
    const inputs = [...empty12];
    inputs[0] = '10';
    inputs[5] = ' 55 ';
    inputs[11] = '100';
    expect(monthlyTargetsPayload(inputs)).toEqual([
      { month_id: 1, target_percent: 10 },
      { month_id: 6, target_percent: 55 },
      { month_id: 12, target_percent: 100 },
    ]);
    expect(monthlyTargetsPayload(empty12)).toEqual([]);
  });

  it('fills twelve fields from stored targets and back', () => {
    const stored = [
      { month_id: 3, target_percent: 30 },
      { month_id: 12, target_percent: 90 },
    ];
    const inputs = monthlyTargetInputs(stored);
    expect(inputs).toHaveLength(12);
    expect(inputs[2]).toBe('30');
    expect(inputs[0]).toBe('');
    expect(monthlyTargetsPayload(inputs)).toEqual(stored);
  });
});

describe('due dates by mode (002 section 5)', () => {
  it.each([
    ['mode 1 needs nothing', { mode: 1, date: null, duration: '' }, undefined],
    ['mode 2 without a date', { mode: 2, date: null, duration: '' }, texts.dueDateRequired],
    ['mode 2 yesterday', { mode: 2, date: new Date(2026, 10, 22), duration: '' }, texts.dueDateInPast],
    ['mode 2 today', { mode: 2, date: new Date(2026, 10, 23), duration: '' }, undefined],
    ['mode 3 empty', { mode: 3, date: null, duration: '' }, texts.dueDurationInvalid],
    ['mode 3 zero', { mode: 3, date: null, duration: '0' }, texts.dueDurationInvalid],
    ['mode 3 negative', { mode: 3, date: null, duration: -4 }, texts.dueDurationInvalid],
    ['mode 3 words', { mode: 3, date: null, duration: 'soon' }, texts.dueDurationInvalid],
    ['mode 3 a fraction', { mode: 3, date: null, duration: '1.5' }, texts.dueDurationInvalid],
    ['mode 3 thirty days', { mode: 3, date: null, duration: '30' }, undefined],
  ] as const)('%s', (_case, input, expected) => {
    expect(planDueDateMessage(input, now)).toBe(expected);
  });

  it('stores a fixed date at 23:59:59 of the day and clears the other value', () => {
    expect(planDueDatePayload({ mode: 2, date: new Date(2026, 11, 5, 8, 0), duration: '30' })).toEqual({
      plan_due_date: '2026-12-05 23:59:59',
      plan_due_duration: null,
    });
    expect(planDueDatePayload({ mode: 3, date: new Date(2026, 11, 5), duration: '30' })).toEqual({
      plan_due_date: null,
      plan_due_duration: 30,
    });
    expect(planDueDatePayload({ mode: 1, date: new Date(2026, 11, 5), duration: '30' })).toEqual({
      plan_due_date: null,
      plan_due_duration: null,
    });
  });
});

describe('planFormIssues (002 section 5)', () => {
  it('accepts a complete form', () => {
    expect(planFormIssues(valid, { now })).toEqual({});
    expect(isPlanFormValid(valid, { now })).toBe(true);
  });

  it('names each field that breaks a rule', () => {
    const issues = planFormIssues(
      {
        plan_is_public: null,
        plan_image_url: null,
        plan_name: '  ',
        plan_short_name: 'x'.repeat(21),
        plan_description: 'd'.repeat(1001),
        monthly_targets: ['', '120', ...empty12.slice(2)],
        due: { mode: dueDateModes.fixedDate, date: null, duration: '' },
      },
      { now },
    );
    expect(issues).toEqual({
      plan_is_public: texts.publicRequired,
      plan_image_url: adminMessages.validation.imageRequired,
      plan_name: messages.validation.required,
      plan_short_name: formatMessage(adminMessages.validation.tooLong, { maxlength: 20 }),
      plan_description: formatMessage(adminMessages.validation.tooLong, { maxlength: 1000 }),
      monthly_targets: texts.monthlyTargetInvalid,
      due: texts.dueDateRequired,
    });
  });

  it('takes the limits at their edges: name 100, short name 20, description 1000', () => {
    const atLimits = {
      ...valid,
      plan_name: 'n'.repeat(100),
      plan_short_name: 's'.repeat(20),
      plan_description: 'd'.repeat(1000),
    };
    expect(planFormIssues(atLimits, { now })).toEqual({});
    expect(planFormIssues({ ...valid, plan_name: 'n'.repeat(101) }, { now }).plan_name).toBe(
      formatMessage(adminMessages.validation.tooLong, { maxlength: 100 }),
    );
  });

  it('marks taken names', () => {
    expect(planFormIssues(valid, { now, taken: { nameTaken: true, shortNameTaken: true } })).toEqual({
      plan_name: messages.validation.unique,
      plan_short_name: messages.validation.unique,
    });
  });

  it('builds a body the server schemas accept', () => {
    const inputs = [...empty12];
    inputs[1] = '20';
    const body = planFormPayload({
      ...valid,
      plan_name: '  Store opening ',
      monthly_targets: inputs,
      due: { mode: dueDateModes.duration, date: null, duration: '14' },
    });
    expect(body).toMatchObject({
      plan_name: 'Store opening',
      monthly_targets: [{ month_id: 2, target_percent: 20 }],
      plan_due_date: null,
      plan_due_duration: 14,
    });
    expect(planDraftSchema.safeParse(body).success).toBe(true);
    expect(planUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('plan request schemas', () => {
  const draft = planFormPayload(valid);

  it('requires plan_is_public with its message', () => {
    const { plan_is_public: _, ...withoutPublic } = draft;
    const parsed = planDraftSchema.safeParse(withoutPublic);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['plan_is_public'],
      message: texts.publicRequired,
    });
  });

  it.each([
    ['a fractional target', { monthly_targets: [{ month_id: 1, target_percent: 10.5 }] }],
    [
      'a month twice',
      {
        monthly_targets: [
          { month_id: 1, target_percent: 10 },
          { month_id: 1, target_percent: 20 },
        ],
      },
    ],
    ['a thirteenth month', { monthly_targets: [{ month_id: 13, target_percent: 10 }] }],
    ['a date without 23:59:59', { plan_due_date: '2026-12-05' }],
    ['an impossible day', { plan_due_date: '2026-02-30 23:59:59' }],
    ['a zero duration', { plan_due_duration: 0 }],
    ['both a date and a duration', { plan_due_date: '2026-12-05 23:59:59', plan_due_duration: 3 }],
  ])('refuses %s', (_case, fields) => {
    expect(planDraftSchema.safeParse({ ...draft, ...fields }).success).toBe(false);
    expect(planUpdateSchema.safeParse(fields).success).toBe(false);
  });

  it('asks a copied unit name of at least 2 characters (after trimming)', () => {
    const parsed = planUnitDuplicateSchema.safeParse({ new_name: ' a ' });
    expect(parsed.error?.issues[0]?.message).toBe(
      formatMessage(messages.validation.minLength, { minlength: 2 }),
    );
    expect(planUnitDuplicateSchema.parse({ new_name: ' ab ' })).toEqual({ new_name: 'ab' });
  });
});
