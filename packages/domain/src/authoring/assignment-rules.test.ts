import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { assignmentDraftSchema } from '../schemas/assignment';
import {
  assignableObjectNames,
  type CriterionRowInput,
  type CriterionSubject,
  criteriaConstraints,
  criterionRowIssue,
  criterionTypeOptions,
  defaultRequiredIssue,
  isAssignmentRequired,
  isCriterionRowComplete,
  matchesCriteria,
} from './assignment-rules';

const row = (type: number | null, operator = 0, value = ''): CriterionRowInput => ({ type, operator, value });

describe('criterion rows', () => {
  it.each([
    [row(0), true],
    [row(0, 0, ''), true],
    [row(null, 1, 'S101'), false],
    [row(1, 0, 'S101'), false],
    [row(1, 1, '   '), false],
    [row(1, 1, 'S101'), true],
    [row(4, 2, '4'), true],
  ])('%j complete: %s', (input, complete) => {
    expect(isCriterionRowComplete(input)).toBe(complete);
  });

  it.each([
    [row(null), messages.validation.required],
    [row(1, 0, 'S101'), adminMessages.assignment.incomplete],
    [row(2, 1, 'x'.repeat(8001)), 'must be at most 8000 characters'],
    [row(4, 1, 'four'), adminMessages.validation.wholeNumber],
    [row(2, 1, 'x'.repeat(8000)), undefined],
    [row(0), undefined],
  ])('%j refused with %s', (input, message) => {
    expect(criterionRowIssue(input)).toBe(message);
  });

  it.each([
    ['segment', null, undefined],
    ['plan', null, undefined],
    ['content', null, adminMessages.assignment.defaultRequiredMissing],
    ['course', null, adminMessages.assignment.defaultRequiredMissing],
    ['content', false, undefined],
    ['course', true, undefined],
  ] as const)(
    'asks a %s with default_required %s for it only where the spec does (content, course): %s',
    (object, chosen, message) => {
      expect(defaultRequiredIssue(object, chosen)).toBe(message);
    },
  );

  it.each([
    ['segment', null, true],
    ['plan', false, true],
    ['content', null, null],
    ['content', false, false],
    ['course', true, true],
    ['course', null, null],
  ] as const)('a %s assignment with default_required %s is required: %s', (object, chosen, required) => {
    expect(isAssignmentRequired(object, chosen)).toBe(required);
  });

  it('lists the four objects 002 section 7 assigns', () => {
    expect([...assignableObjectNames].sort()).toEqual(['content', 'course', 'plan', 'segment']);
  });

  it('labels the types as the definition does', () => {
    expect(criterionTypeOptions.map((option) => option.name)).toEqual([
      'All users',
      'Location',
      'Department',
      'Job code',
      'Manager',
    ]);
  });
});

describe('combining rows', () => {
  const maya: CriterionSubject = {
    location: 'S101',
    department: 'Front store',
    job_code: 'SA1',
    manager_id: 4,
  };
  const ravi: CriterionSubject = { location: 'S205', department: 'Pharmacy', job_code: 'PT2', manager_id: 2 };
  const blank: CriterionSubject = { location: null, department: null, job_code: null, manager_id: null };

  it.each([
    ['no rows picks nobody', [], [false, false, false]],
    ['only incomplete rows pick nobody', [row(1, 0, 'S101')], [false, false, false]],
    ['all users picks everyone', [row(0)], [true, true, true]],
    ['one value, ignoring case and spaces', [row(1, 1, ' s101 ')], [true, false, false]],
    ['one type ORs its values', [row(1, 1, 'S101'), row(1, 1, 'S205')], [true, true, false]],
    ['types AND', [row(1, 1, 'S101'), row(2, 1, 'Pharmacy')], [false, false, false]],
    ['is not excludes, and keeps users without a value', [row(1, 2, 'S101')], [false, true, true]],
    [
      'is and is not of one type',
      [row(1, 1, 'S101'), row(1, 1, 'S205'), row(1, 2, 'S205')],
      [true, false, false],
    ],
    ['manager ids compare as text', [row(4, 1, '4')], [true, false, false]],
    ['all users with a restriction restricts', [row(0), row(3, 1, 'PT2')], [false, true, false]],
  ])('%s', (_, rows, expected) => {
    expect([maya, ravi, blank].map((user) => matchesCriteria(rows, user))).toEqual(expected);
  });

  it('states the rule as constraints for the SQL', () => {
    expect(criteriaConstraints([row(1, 1, 'S101'), row(1, 2, 'S2'), row(0)])).toEqual([
      { field: 'location', anyOf: ['s101'], noneOf: ['s2'] },
    ]);
    expect(criteriaConstraints([])).toBe('nobody');
  });
});

describe('assignment drafts', () => {
  it('keeps complete rows, trims values, strips angle brackets', () => {
    const parsed = assignmentDraftSchema('segment').parse({
      data: [
        { type: 0, operator: 1, value: 'ignored' },
        { type: 1, operator: 1, value: ' <S101> ' },
      ],
    });
    expect(parsed).toEqual({
      default_required: null,
      data: [
        { type: 0, operator: 0, value: '' },
        { type: 1, operator: 1, value: 'S101' },
      ],
    });
  });

  it('refuses each rule with its message and path', () => {
    const result = assignmentDraftSchema('content').safeParse({
      data: [{ type: 1, operator: 0, value: 'S101' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['data', 0, 'value'], message: adminMessages.assignment.incomplete },
      { path: ['default_required'], message: adminMessages.assignment.defaultRequiredMissing },
    ]);
    expect(assignmentDraftSchema('segment').safeParse({ data: [] }).error?.issues[0]?.message).toBe(
      adminMessages.assignment.noRows,
    );
  });
});
