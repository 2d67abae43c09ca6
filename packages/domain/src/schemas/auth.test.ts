import { describe, expect, it } from 'vitest';
import { authRequestSchema } from './auth';

describe('authRequestSchema', () => {
  it.each([
    [{ username: 'learner', password: 'demo' }, true],
    [{ username: 'learner', password: 'demo', ipad: 'true' }, true],
    [{ ticket: 'abc.def' }, true],
    [{ username: 'learner' }, false],
    [{ password: 'demo' }, false],
    [{}, false],
    [{ username: 'x'.repeat(101), password: 'demo' }, false],
  ])('%j valid: %s', (body, isValid) => {
    expect(authRequestSchema.safeParse(body).success).toBe(isValid);
  });

  it('reads the iPad flag as a boolean', () => {
    expect(authRequestSchema.parse({ ticket: 't', ipad: '1' })).toEqual({ ticket: 't', ipad: true });
  });
});
