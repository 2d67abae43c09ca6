import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import { expirationRule, scheduleState } from './schedule-rules';

const now = new Date('2026-11-23T12:00:00Z');
const yesterday = new Date('2026-11-22T12:00:00Z');
const tomorrow = new Date('2026-11-24T12:00:00Z');

describe('launch and expiration', () => {
  it.each([
    [{ start_date: null, expiration_date: null }, 'live'],
    // Launched when the start date is not in the future.
    [{ start_date: yesterday, expiration_date: null }, 'live'],
    [{ start_date: now, expiration_date: null }, 'live'],
    [{ start_date: tomorrow, expiration_date: null }, 'scheduled'],
    [{ start_date: yesterday, expiration_date: tomorrow }, 'live'],
    // Expired from the expiration date on.
    [{ start_date: null, expiration_date: yesterday }, 'expired'],
    [{ start_date: null, expiration_date: now }, 'expired'],
    [{ start_date: null, expiration_date: tomorrow }, 'live'],
    // Expired wins, whatever the start date.
    [{ start_date: tomorrow, expiration_date: now }, 'expired'],
  ] as const)('%o is %s', (schedule, state) => {
    expect(scheduleState(schedule, now)).toBe(state);
  });

  it.each([
    [{ start_date: null, expiration_date: null }, undefined],
    [{ start_date: yesterday, expiration_date: null }, undefined],
    [{ start_date: null, expiration_date: yesterday }, undefined],
    [{ start_date: yesterday, expiration_date: tomorrow }, undefined],
    [{ start_date: tomorrow, expiration_date: tomorrow }, adminMessages.schedule.expirationBeforeLaunch],
    [{ start_date: tomorrow, expiration_date: yesterday }, adminMessages.schedule.expirationBeforeLaunch],
  ] as const)('expiration rule of %o', (schedule, message) => {
    expect(expirationRule(schedule)).toBe(message);
  });
});
