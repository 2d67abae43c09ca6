import { describe, expect, it } from 'vitest';
import { canCancel, canRegister, canRegisterForSession, type RegistrationStanding } from './registration';

const none = null;
const enrolled = { registration_type_id: 1 } as const;
const denied = { registration_type_id: 2 } as const;
const cancelled = { registration_type_id: 3 } as const;

describe('canRegister (002 section 4)', () => {
  it.each([
    ['no registration (null)', none, true],
    ['no registration (undefined)', undefined, true],
    ['enrolled', enrolled, false],
    ['denied', denied, false],
    ['cancelled', cancelled, true],
  ] as [string, RegistrationStanding, boolean][])('%s -> %s', (_, registration, expected) => {
    expect(canRegister(registration)).toBe(expected);
  });
});

describe('canCancel (002 section 4)', () => {
  it.each([
    ['no registration', none, false, false],
    ['enrolled, session open', enrolled, false, true],
    ['enrolled, session complete', enrolled, true, false],
    ['denied', denied, false, false],
    ['cancelled', cancelled, false, false],
    ['denied, complete', denied, true, false],
  ] as [string, RegistrationStanding, boolean, boolean][])(
    '%s -> %s',
    (_, registration, is_complete, expected) => {
      expect(canCancel(registration, { is_complete })).toBe(expected);
    },
  );
});

describe('canRegisterForSession', () => {
  it.each([
    ['no registration, seats left', none, 3, 10, true],
    ['no registration, one seat left', none, 9, 10, true],
    ['no registration, full', none, 10, 10, false],
    ['no registration, over full', none, 11, 10, false],
    ['cancelled, seats left', cancelled, 2, 10, true],
    ['cancelled, full', cancelled, 10, 10, false],
    ['denied, seats left', denied, 0, 10, false],
    ['enrolled, seats left', enrolled, 1, 10, false],
  ] as [string, RegistrationStanding, number, number, boolean][])(
    '%s -> %s',
    (_, registration, number_enrolled, max_class_size, expected) => {
      expect(canRegisterForSession(registration, { number_enrolled, max_class_size })).toBe(expected);
    },
  );
});
