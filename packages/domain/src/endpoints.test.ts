import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from './endpoints';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('user', { user_id: 7 })).toBe('/user/7');
    expect(buildPath('logout', { user_id: 'a b' })).toBe('/user/a%20b/logout');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('user', {} as never)).toThrow('Missing path parameter "user_id"');
  });

  it('has one entry for each method and path', () => {
    const keys = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
