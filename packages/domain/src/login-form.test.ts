import { describe, expect, it } from 'vitest';
import { loginFormErrors } from './login-form';

describe('loginFormErrors', () => {
  it.each([
    [
      { username: '', password: '' },
      { username: 'is required', password: 'is required' },
    ],
    [{ username: '   ', password: 'demo' }, { username: 'is required' }],
    [{ username: 'learner', password: '' }, { password: 'is required' }],
    [{ username: 'learner', password: ' ' }, {}],
    [{ username: ' learner ', password: 'demo' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(loginFormErrors(values)).toEqual(expected);
  });
});
