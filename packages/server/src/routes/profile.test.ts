import { decodeDates, userProfileSchema, userStatsSchema } from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/user/:user_id/profile', () => {
  let server: TestServer;
  let learner: SignedIn;
  let manager: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    manager = await server.signIn('manager');
  });
  afterAll(() => server.close());

  async function readProfile(userId: number, as: SignedIn = learner) {
    const response = await server.request(`/user/${userId}/profile`, { as });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  }

  /** A demo learner other than the signed-in one who has earned both medals and badges. */
  function decoratedPeer() {
    const peer = server.demo.users.find(
      (user) =>
        user.id !== learner.user_id &&
        server.demo.userMedals.some((earned) => earned.userId === user.id) &&
        server.demo.userBadges.some((earned) => earned.userId === user.id),
    );
    if (!peer) throw new Error('No demo learner with medals and badges');
    return peer;
  }

  it("answers another learner's public profile: name, picture, level, medals and badges", async () => {
    const peer = decoratedPeer();
    const body = await readProfile(peer.id);
    const profile = userProfileSchema.parse(decodeDates(body));
    expect(profile).toMatchObject({
      user_id: peer.id,
      first_name: peer.firstName,
      last_name: peer.lastName,
      profile_img: peer.profileImg,
    });
    const earnedMedals = server.demo.userMedals.filter((earned) => earned.userId === peer.id);
    expect(profile.medals.map((medal) => medal.medal_id).sort()).toEqual(
      earnedMedals.map((earned) => earned.medalId).sort(),
    );
    const earnedBadges = server.demo.userBadges.filter((earned) => earned.userId === peer.id);
    expect(profile.badges).toHaveLength(earnedBadges.length);
    for (const earned of profile.badges) {
      const demoBadge = server.demo.badges.find((candidate) => candidate.id === earned.badge_id);
      const demoSegment = server.demo.segments.find((candidate) => candidate.id === demoBadge?.segmentId);
      expect(earned).toMatchObject({
        name: demoBadge?.name,
        segment_id: demoSegment?.id,
        segment_name: demoSegment?.name,
      });
    }
    // Newest first.
    const dates = profile.medals.map((medal) => medal.earned_date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('leaves out private fields: no username, roles, preferences or session data', async () => {
    const body = await readProfile(decoratedPeer().id);
    for (const field of [
      'username',
      'roles',
      'user_prefs',
      'loginsso_url',
      'on_the_clock',
      'is_generic_user',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('has the level the stats call gives, and answers for oneself too', async () => {
    const stats = userStatsSchema.parse(
      await (await server.request(`/user/${learner.user_id}/stats`, { as: manager })).json(),
    );
    const profile = userProfileSchema.parse(decodeDates(await readProfile(learner.user_id)));
    expect(profile.level).toBe(stats.level);
    // `learner` has 550 points (stats.test.ts): past the 500 rung of levels.ts, level 4.
    expect([stats.score, profile.level]).toEqual([550, 4]);
    expect(profile).toMatchObject({ user_id: learner.user_id, first_name: 'Maya', last_name: 'Chen' });
  });

  it('answers an empty medal and badge list for someone who has earned nothing', async () => {
    const unearned = server.demo.users.find(
      (user) =>
        !server.demo.userMedals.some((earned) => earned.userId === user.id) &&
        !server.demo.userBadges.some((earned) => earned.userId === user.id),
    );
    if (!unearned) throw new Error('Every demo user has earned something');
    const profile = userProfileSchema.parse(decodeDates(await readProfile(unearned.id)));
    expect(profile.medals).toEqual([]);
    expect(profile.badges).toEqual([]);
  });

  it('answers 404 for an unknown or disabled user', async () => {
    const unknown = await server.request('/user/999999/profile', { as: learner });
    expect((await readErrorResponse(unknown)).status).toBe(404);

    const peer = decoratedPeer();
    const isPeer = eq(appUser.id, peer.id);
    await server.db.orm.update(appUser).set({ isDisabled: true }).where(isPeer);
    try {
      const disabled = await server.request(`/user/${peer.id}/profile`, { as: learner });
      expect((await readErrorResponse(disabled)).status).toBe(404);
    } finally {
      await server.db.orm.update(appUser).set({ isDisabled: false }).where(isPeer);
    }
    expect((await server.request(`/user/${peer.id}/profile`, { as: learner })).status).toBe(200);
  });

  it('refuses a bad id (400) and no session (401)', async () => {
    const bad = await server.request('/user/abc/profile', { as: learner });
    expect((await readErrorResponse(bad)).status).toBe(400);
    const anonymous = await server.request(`/user/${learner.user_id}/profile`);
    expect((await readErrorResponse(anonymous)).status).toBe(401);
  });
});
