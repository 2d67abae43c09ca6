import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages-admin';
import { sentDateSchema } from './schedule';

const now = new Date('2026-11-23T12:00:00Z');

describe('sentDateSchema', () => {
  it('reads seconds, milliseconds, a Date and null', () => {
    expect(sentDateSchema.parse(1_795_521_600)).toEqual(new Date(1_795_521_600_000));
    expect(sentDateSchema.parse(1_795_521_600_000)).toEqual(new Date(1_795_521_600_000));
    expect(sentDateSchema.parse('1795521600')).toEqual(new Date(1_795_521_600_000));
    expect(sentDateSchema.parse(now)).toBe(now);
    expect(sentDateSchema.parse(null)).toBeNull();
  });

  it.each([['2026-11-23'], [12345], [-1], [new Date('nope')]])('refuses %s with the message', (value) => {
    const parsed = sentDateSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(adminMessages.schedule.invalidDate);
  });
});
