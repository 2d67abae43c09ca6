import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { loadTeam } from './load-team';

const team = { total_managees: 2, data: [{ user_id: 4 }, { user_id: 5 }] };

function fakeApi(getManagerProfiles: () => Promise<unknown>) {
  const api = { getManagerProfiles: vi.fn(getManagerProfiles) };
  return { api, client: api as unknown as ApiClient };
}

describe('the team of the signed-in user (000 section 6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read once for the loaders of one navigation, again for the next', async () => {
    const { api, client } = fakeApi(async () => team);
    const navigation = new Request('http://app/dashboard/home');
    const [forLayout, forHome] = await Promise.all([
      loadTeam(client, 1, navigation),
      loadTeam(client, 1, navigation),
    ]);
    expect(forLayout).toEqual(team);
    expect(forHome).toBe(forLayout);
    expect(api.getManagerProfiles).toHaveBeenCalledTimes(1);
    expect(api.getManagerProfiles).toHaveBeenCalledWith(1, navigation.signal);

    await loadTeam(client, 1, new Request('http://app/dashboard/home'));
    expect(api.getManagerProfiles).toHaveBeenCalledTimes(2);
  });

  it('is no team when the read fails, and a 401 still reaches the error boundary', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = fakeApi(async () => {
      throw new ApiError(500, undefined, new Headers());
    });
    await expect(loadTeam(failing.client, 1, new Request('http://app/'))).resolves.toEqual({
      total_managees: 0,
      data: [],
    });
    const signedOut = fakeApi(async () => {
      throw new ApiError(401, undefined, new Headers());
    });
    await expect(loadTeam(signedOut.client, 1, new Request('http://app/'))).rejects.toMatchObject({
      status: 401,
    });
  });
});
