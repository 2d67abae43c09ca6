import { describe, expect, it } from 'vitest';
import { buildPath, callNames, contract, endpoints } from './index';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('user', { user_id: 7 })).toBe('/user/7');
    expect(buildPath('logout', { user_id: 'a b' })).toBe('/user/a%20b/logout');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('user', {} as never)).toThrow('Missing path parameter "user_id"');
  });
});

describe('the contract', () => {
  it('has one entry for each method and path', () => {
    const keys = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(callNames)('%s names exactly the parameters of its path', (name) => {
    const { path, params = {} } = contract[name] as { path: string; params?: object };
    const inPath = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    expect(Object.keys(params).sort()).toEqual(inPath.sort());
  });

  it.each(callNames)(
    '%s says in one line what it does, citing the spec by document and section, or "ours"',
    (name) => {
      const { description } = contract[name] as { description: string };
      expect(description).toMatch(/\((00[012] sections? \d+|ours)/);
      expect(description).not.toMatch(/\n|issue/i);
    },
  );

  it('marks list answers and files in the route table', () => {
    expect(endpoints.adminSegments.isList).toBe(true);
    expect(endpoints.user.isList).toBeUndefined();
    expect(endpoints.auth.isPublic).toBe(true);
    expect(endpoints.exportDownload.isFile).toBe(true);
  });
});
