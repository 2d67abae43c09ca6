import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import {
  createsPrerequisiteCycle,
  externalUrlRule,
  isLockedByPrerequisites,
  lockingChoice,
  prerequisiteLookup,
  prerequisiteRefusal,
  prerequisiteRuleRefusal,
  ruleAfterRemoval,
  ruleOfChoice,
} from './content-relationships';

// 1 needs 2, 2 needs 3, 3 needs 4; 5 needs 3; 6 stands alone.
const stored = prerequisiteLookup([
  { contentId: 1, prerequisiteId: 2 },
  { contentId: 2, prerequisiteId: 3 },
  { contentId: 3, prerequisiteId: 4 },
  { contentId: 5, prerequisiteId: 3 },
]);

describe('prerequisiteRefusal', () => {
  it.each([
    { content: 1, prerequisite: 1, refusal: 'self' },
    { content: 4, prerequisite: 1, refusal: 'cycle' }, // 1 -> 2 -> 3 -> 4: 4 is already below 1
    { content: 3, prerequisite: 2, refusal: 'cycle' }, // direct: 2 needs 3
    { content: 2, prerequisite: 5, refusal: undefined }, // 5 -> 3 -> 4 never reaches 2
    { content: 4, prerequisite: 5, refusal: 'cycle' }, // 5 -> 3 -> 4
    { content: 1, prerequisite: 5, refusal: undefined },
    { content: 4, prerequisite: 6, refusal: undefined },
    { content: 6, prerequisite: 1, refusal: undefined },
    { content: 1, prerequisite: 4, refusal: undefined }, // already below it: a shortcut, not a loop
  ])('$content taking $prerequisite: $refusal', ({ content, prerequisite, refusal }) => {
    expect(prerequisiteRefusal(content, prerequisite, stored)).toBe(refusal);
  });

  it('ends on a stored loop that does not reach the content', () => {
    const looped = prerequisiteLookup([
      { contentId: 7, prerequisiteId: 8 },
      { contentId: 8, prerequisiteId: 7 },
    ]);
    expect(createsPrerequisiteCycle(9, 7, looped)).toBe(false);
    expect(createsPrerequisiteCycle(8, 7, looped)).toBe(true);
  });
});

describe('prerequisiteRuleRefusal', () => {
  it.each([
    { rule: null, count: 0, message: undefined },
    { rule: null, count: 3, message: undefined },
    { rule: 1, count: 3, message: undefined },
    { rule: 3, count: 3, message: undefined },
    { rule: 4, count: 3, message: 'Choose a number from 1 to 3.' },
    { rule: 0, count: 3, message: 'Choose a number from 1 to 3.' },
    { rule: 1.5, count: 3, message: 'Choose a number from 1 to 3.' },
    { rule: 1, count: 0, message: adminMessages.relationships.ruleWithoutPrerequisites },
  ])('$rule of $count', ({ rule, count, message }) => {
    expect(prerequisiteRuleRefusal(rule, count)).toBe(message);
  });
});

describe('ruleAfterRemoval', () => {
  it.each([
    { rule: null, count: 0, after: null },
    { rule: 2, count: 2, after: 2 },
    { rule: 2, count: 1, after: null },
    { rule: 1, count: 0, after: null },
  ])('$rule with $count left: $after', ({ rule, count, after }) => {
    expect(ruleAfterRemoval(rule, count)).toBe(after);
  });
});

describe('lockingChoice', () => {
  it.each([
    { rule: null, count: 3, choice: { mode: 'all', needed: 3 } },
    { rule: null, count: 0, choice: { mode: 'all', needed: 1 } },
    { rule: 2, count: 3, choice: { mode: 'some', needed: 2 } },
    { rule: 5, count: 3, choice: { mode: 'some', needed: 3 } },
    { rule: 2, count: 0, choice: { mode: 'all', needed: 1 } },
  ] as const)('$rule of $count', ({ rule, count, choice }) => {
    expect(lockingChoice(rule, count)).toEqual(choice);
  });

  it('saves all of as null and N of as N', () => {
    expect(ruleOfChoice({ mode: 'all', needed: 3 })).toBeNull();
    expect(ruleOfChoice({ mode: 'some', needed: 2 })).toBe(2);
  });
});

describe('isLockedByPrerequisites', () => {
  it('locks a content with prerequisites only', () => {
    expect(isLockedByPrerequisites(0)).toBe(false);
    expect(isLockedByPrerequisites(1)).toBe(true);
  });
});

describe('externalUrlRule', () => {
  it.each([
    { url: 'https://example.com/guide', message: undefined },
    { url: 'http://example.com/guide', message: adminMessages.validation.invalidUrl },
    { url: 'example.com', message: adminMessages.validation.invalidUrl },
    { url: '', message: adminMessages.validation.invalidUrl },
  ])('$url', ({ url, message }) => {
    expect(externalUrlRule(url)).toBe(message);
  });
});
