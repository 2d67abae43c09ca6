import { describe, expect, it } from 'vitest';
import { authRequestSchema, loginFormSchema } from './auth';

describe('loginFormSchema', () => {
  it('flags each empty field with the generic required message', () => {
    const result = loginFormSchema.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues).toEqual([
      ['username', 'is required'],
      ['password', 'is required'],
    ]);
  });

  it('accepts and trims a filled form', () => {
    expect(loginFormSchema.parse({ username: ' learner ', password: 'demo' })).toEqual({
      username: 'learner',
      password: 'demo',
    });
  });
});

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
