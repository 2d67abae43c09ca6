import { decodeDates, userSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/user/:user_id', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getOwnUser(query = '') {
    const response = await server.request(`/user/${learner.user_id}${query}`, { as: learner });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  }

  it("returns the signed-in user's own record with stats", async () => {
    const user = userSchema.parse(decodeDates(await getOwnUser()));
    expect(user).toMatchObject({
      user_id: 1,
      username: 'learner',
      first_name: 'Maya',
      last_name: 'Chen',
      roles: [1],
      user_prefs: { show_redesign_splash: false },
      on_the_clock: true,
      is_generic_user: false,
      score: 550,
    });
    expect(user.user_medals).toBeUndefined();
    expect(user.user_badges).toBeUndefined();
  });

  it.each([
    ['a single value', '?include=user_medal', ['user_medals']],
    ['array parameters', '?include[]=user_medal&include[]=user_badge', ['user_medals', 'user_badges']],
    ['encoded brackets', '?include%5B%5D=user_badge', ['user_badges']],
    ['a comma-separated list', '?include=user_badge,user_medal', ['user_medals', 'user_badges']],
    ['repeated plain values', '?include=user_badge&include=user_medal', ['user_medals', 'user_badges']],
  ])('embeds lists asked for with %s', async (_, query, lists) => {
    const user = await getOwnUser(query);
    for (const list of ['user_medals', 'user_badges']) {
      expect(list in user).toBe(lists.includes(list));
    }
  });

  it('lists the earned medals and badges, dates as 10-digit seconds', async () => {
    const raw = await getOwnUser('?include[]=user_medal&include[]=user_badge');
    const earnedDates = [...(raw.user_medals as object[]), ...(raw.user_badges as object[])].map(
      (entry) => (entry as { earned_date: unknown }).earned_date,
    );
    expect(earnedDates.every((date) => typeof date === 'number' && String(date).length === 10)).toBe(true);
    const user = userSchema.parse(decodeDates(raw));
    const demo = server.demo;
    const expectedMedals = demo.userMedals.filter((earned) => earned.userId === 1);
    expect(user.user_medals?.map((medal) => medal.medal_id).sort()).toEqual(
      expectedMedals.map((earned) => earned.medalId).sort(),
    );
    expect(user.user_medals?.find((medal) => medal.medal_id === 1)).toEqual({
      medal_id: 1,
      segment_id: 1,
      segment_name: 'Customer Service Essentials',
      level: 1,
      // The reference date is a whole second, so nothing is lost to the seconds encoding.
      earned_date: expectedMedals.find((earned) => earned.medalId === 1)?.earnedAt,
    });
    expect(user.user_badges?.map((badge) => badge.name).sort()).toEqual(['First Steps', 'Hazard Spotter']);
  });

  it('answers 400 for an include it does not know', async () => {
    const response = await server.request(`/user/${learner.user_id}?include=user_secrets`, { as: learner });
    expect((await readErrorResponse(response)).status).toBe(400);
  });

  it("refuses another user's record", async () => {
    const response = await server.request('/user/2', { as: learner });
    expect((await readErrorResponse(response)).status).toBe(403);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648'])(
    'answers 400 for the user id %j',
    async (userId) => {
      for (const path of [`/user/${userId}`, `/user/${userId}/stats`]) {
        const { status, body } = await readErrorResponse(await server.request(path, { as: learner }));
        expect(status).toBe(400);
        expect(body.error.issues?.[0]?.path).toBe('user_id');
      }
      const logout = await server.request(`/user/${userId}/logout`, { method: 'DELETE', as: learner });
      expect((await readErrorResponse(logout)).status).toBe(400);
    },
  );

  it('shows the on-the-clock and generic-user flags as stored', async () => {
    const offclock = await server.signIn('offclock');
    const generic = await server.signIn('generic');
    const legal = await server.signIn('legal');
    expect(offclock.user).toMatchObject({ on_the_clock: false, is_generic_user: false });
    expect(generic.user).toMatchObject({ on_the_clock: true, is_generic_user: true });
    expect(legal.user.on_the_clock).toBeUndefined();
    expect(legal.user.roles).toEqual([6]);
  });
});
