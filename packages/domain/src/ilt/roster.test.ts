import { describe, expect, it } from 'vitest';
import {
  attendanceToggle,
  canRemoveAttendance,
  canRemoveLearner,
  isOnRoster,
  registrationTypeAfter,
  registrationTypeText,
  rosterTypeAction,
  rosterTypeActionText,
} from './roster';

describe('deny and reinstate (002 section 4, "Roster")', () => {
  it.each([
    [1, 'deny', 2, 'Enrolled', 'Deny'],
    [2, 'reinstate', 1, 'Denied', 'Reinstate'],
  ] as const)('type %i offers %s, which flips it to %i', (typeId, action, after, text, actionText) => {
    expect(rosterTypeAction(typeId)).toBe(action);
    expect(registrationTypeAfter(action)).toBe(after);
    expect(registrationTypeText(typeId)).toBe(text);
    expect(rosterTypeActionText(action)).toBe(actionText);
    // the flip is its own inverse: the new type offers the opposite action, back to the start
    const opposite = rosterTypeAction(after);
    expect(opposite).not.toBe(action);
    expect(opposite && registrationTypeAfter(opposite)).toBe(typeId);
  });

  it('offers nothing for a cancelled registration, which is not on the roster', () => {
    expect(rosterTypeAction(3)).toBeUndefined();
    expect(registrationTypeText(3)).toBe('Cancelled');
    expect(isOnRoster({ registration_type_id: 3 })).toBe(false);
    expect(isOnRoster({ registration_type_id: 1 })).toBe(true);
    expect(isOnRoster({ registration_type_id: 2 })).toBe(true);
  });
});

describe('attendanceToggle', () => {
  it.each([
    [false, false, 'markPresent'],
    [false, true, 'markPresent'],
    [true, true, 'unmarkPresent'],
    [true, false, 'cannotRemoveAttendance'],
  ] as const)('has_completed %s, can_remove %s -> %s', (has_completed, can_remove, expected) => {
    expect(attendanceToggle({ has_completed, can_remove })).toBe(expected);
  });
});

describe('canRemoveLearner', () => {
  it('refuses a learner whose attendance is recorded as a completion', () => {
    expect(canRemoveLearner({ has_completed: true })).toBe(false);
    expect(canRemoveLearner({ has_completed: false })).toBe(true);
  });
});

describe('canRemoveAttendance', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [null, false, false],
  ])('reversible %s, session complete %s: %s', (isReversible, isComplete, expected) => {
    expect(canRemoveAttendance({ isReversible }, { isComplete })).toBe(expected);
  });
});
