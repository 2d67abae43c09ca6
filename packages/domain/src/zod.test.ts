import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('Zod as the product uses it', () => {
  it("gives classic Zod's English messages, which Zod Mini leaves unset", () => {
    const result = z.string().check(z.maxLength(3)).safeParse('four');
    expect(result.error?.issues[0]?.message).toBe('Too big: expected string to have <=3 characters');
  });

  it('keeps a schema’s own message', () => {
    const result = z.string().check(z.minLength(1, 'Name is required')).safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
});
