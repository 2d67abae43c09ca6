import { userPrefsSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('PUT /api/user/pref', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const savePrefs = (body: unknown, as?: SignedIn) =>
    server.request('/user/pref', {
      method: 'PUT',
      as,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function ownPrefs(as: SignedIn) {
    const user = (await (await server.request(`/user/${as.user_id}`, { as })).json()) as {
      user_prefs: unknown;
    };
    return userPrefsSchema.parse(user.user_prefs);
  }

  it('saves the redesign splash preference for the signed-in user only, both ways', async () => {
    expect(await ownPrefs(learner)).toEqual({ show_redesign_splash: false });
    const response = await savePrefs({ show_redesign_splash: true }, learner);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ show_redesign_splash: true });
    expect(await ownPrefs(learner)).toEqual({ show_redesign_splash: true });
    const manager = await server.signIn('manager');
    expect(await ownPrefs(manager)).toEqual({ show_redesign_splash: false });
    await savePrefs({ show_redesign_splash: false }, learner);
    expect(await ownPrefs(learner)).toEqual({ show_redesign_splash: false });
  });

  it.each([
    ['no preference', {}],
    ['a string for a boolean', { show_redesign_splash: 'no' }],
    ['a list', [false]],
  ])('refuses %s (400)', async (_, body) => {
    expect((await readErrorResponse(await savePrefs(body, learner))).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await readErrorResponse(await savePrefs({ show_redesign_splash: false }))).status).toBe(401);
  });
});
