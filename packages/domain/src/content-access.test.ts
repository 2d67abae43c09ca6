import { describe, expect, it } from 'vitest';
import {
  completionPointsMessage,
  isLocked,
  prerequisiteRuleText,
  prerequisitesNeeded,
  showsOffTheClockAlert,
  submitRestriction,
} from './content-access';
import { messages } from './messages';

describe('prerequisites', () => {
  it.each([
    // rule, total, completed, needed, locked
    [null, 0, 0, 0, false],
    [null, 3, 2, 3, true],
    [null, 3, 3, 3, false],
    [2, 3, 1, 2, true],
    [2, 3, 2, 2, false],
    [5, 3, 3, 3, false],
    [1, 0, 0, 0, false],
  ] as const)(
    'rule %s of %i with %i complete needs %i, locked %s',
    (rule, total, completed, needed, locked) => {
      expect(prerequisitesNeeded(rule, total)).toBe(needed);
      expect(isLocked(rule, total, completed)).toBe(locked);
    },
  );

  it('says all of when every prerequisite is needed, N of otherwise', () => {
    expect(prerequisiteRuleText(null, 3)).toBe(messages.completion.lockedAllOf);
    expect(prerequisiteRuleText(3, 3)).toBe(messages.completion.lockedAllOf);
    expect(prerequisiteRuleText(2, 3)).toBe('Complete 2 of these first:');
  });
});

describe('submitRestriction', () => {
  const required = { is_required: true };
  const optional = { is_required: false };
  it.each([
    [{ is_generic_user: true }, optional, true, 'genericUser'],
    [{ is_generic_user: true, on_the_clock: false }, required, true, 'genericUser'],
    [{ on_the_clock: false }, required, true, 'offTheClock'],
    [{ on_the_clock: false }, optional, true, undefined],
    [{ on_the_clock: false }, required, false, undefined],
    [{ on_the_clock: true }, required, true, undefined],
    [{ on_the_clock: null }, required, true, undefined],
    [{}, required, true, undefined],
  ] as const)('%o on %o (setting %s) -> %s', (user, content, enabled, expected) => {
    expect(submitRestriction(user, content, enabled)).toBe(expected);
  });

  it('shows the off-the-clock login alert only when the setting is on and the learner is off', () => {
    expect(showsOffTheClockAlert({ on_the_clock: false }, true)).toBe(true);
    expect(showsOffTheClockAlert({ on_the_clock: false }, false)).toBe(false);
    expect(showsOffTheClockAlert({ on_the_clock: null }, true)).toBe(false);
  });
});

describe('completionPointsMessage', () => {
  it.each([
    [0, messages.completion.retake],
    [1, 'Congratulations! You earned 1 point.'],
    [2, 'Congratulations! You earned 2 points.'],
    [250, 'Congratulations! You earned 250 points.'],
  ])('%i points -> %s', (points, expected) => {
    expect(completionPointsMessage(points)).toBe(expected);
  });
});
