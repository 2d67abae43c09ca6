/** Activities, the network feed and likes over HTTP, checked against the demo history. */
import { activityListSchema, decodeDates, likeResultSchema, networkListSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('activities and the network', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const newestFirst = (a: { date: Date; id: number }, b: { date: Date; id: number }) =>
    b.date.getTime() - a.date.getTime() || b.id - a.id;

  async function getJson(path: string, as = learner) {
    const response = await server.request(path, { as });
    expect(response.status, path).toBe(200);
    return decodeDates(await response.json());
  }

  it("lists the learner's own activities newest first, 5 by default, with the total", async () => {
    const own = server.demo.activities
      .filter((activity) => activity.userId === learner.user_id)
      .sort(newestFirst);
    const body = z
      .strictObject(activityListSchema.shape)
      .parse(await getJson(`/user/${learner.user_id}/activities`));
    expect(body.total).toBe(own.length);
    expect(body.data.map((activity) => activity.activity_id)).toEqual(
      own.slice(0, 5).map((activity) => activity.id),
    );
    const first = own[0];
    expect(body.data[0]).toEqual({
      activity_id: first?.id,
      type: first?.type,
      date: first?.date,
      segment_name: first?.segmentName,
      points: first?.points,
      description: first?.description,
      like_count: server.demo.activityLikes.filter((like) => like.activityId === first?.id).length,
      is_liked: false,
    });
  });

  it.each([
    ['points', 'Points'],
    ['medals', 'Medal'],
    ['badges', 'Badge'],
    ['level', 'Level'],
  ])('filters by %s, with offset and limit', async (filter, type) => {
    const own = server.demo.activities
      .filter((activity) => activity.userId === learner.user_id && activity.type === type)
      .sort(newestFirst);
    const body = activityListSchema.parse(
      await getJson(`/user/${learner.user_id}/activities?filter=${filter}&limit=2&offset=1`),
    );
    expect(body.total).toBe(own.length);
    expect(body.data.map((activity) => activity.activity_id)).toEqual(
      own.slice(1, 3).map((activity) => activity.id),
    );
  });

  it.each(['?filter=likes', '?limit=0', '?limit=abc', '?offset=-1'])('answers 400 for %s', async (query) => {
    const response = await server.request(`/user/${learner.user_id}/activities${query}`, { as: learner });
    expect((await readErrorResponse(response)).status).toBe(400);
  });

  it("refuses another user's activities and network (403), and answers 401 signed out", async () => {
    for (const path of ['/user/2/activities', '/user/2/network']) {
      expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(403);
      expect((await readErrorResponse(await server.request(path))).status).toBe(401);
    }
  });

  it("shows the team peers' activities, not the learner's own", async () => {
    const learnerRecord = server.demo.users.find((user) => user.id === learner.user_id);
    const peers = new Set(
      server.demo.users
        .filter((user) => user.managerId === learnerRecord?.managerId && user.id !== learner.user_id)
        .map((user) => user.id),
    );
    const expected = server.demo.activities
      .filter((activity) => peers.has(activity.userId))
      .sort(newestFirst);
    const body = z
      .strictObject(networkListSchema.shape)
      .parse(await getJson(`/user/${learner.user_id}/network?limit=7`));
    expect(body.data.map((activity) => activity.activity_id)).toEqual(
      expected.slice(0, 7).map((row) => row.id),
    );
    const peer = server.demo.users.find((user) => user.id === expected[0]?.userId);
    expect(body.data[0]?.user).toEqual({
      user_id: peer?.id,
      first_name: peer?.firstName,
      last_name: peer?.lastName,
      profile_img: null,
    });
  });

  it("shows a manager their managees' activities too", async () => {
    const manager = await server.signIn('manager');
    const body = networkListSchema.parse(await getJson(`/user/${manager.user_id}/network?limit=50`, manager));
    expect(body.data.some((activity) => activity.user.user_id === learner.user_id)).toBe(true);
    expect(body.data.every((activity) => activity.user.user_id !== manager.user_id)).toBe(true);
  });

  it('likes and unlikes idempotently, own activities included; unknown activity 404', async () => {
    const own = server.demo.activities.find((activity) => activity.userId === learner.user_id);
    const before = server.demo.activityLikes.filter((like) => like.activityId === own?.id).length;
    const post = async (action: string, id = own?.id) => {
      const response = await server.request(`/network/${id}/${action}`, { method: 'POST', as: learner });
      expect(response.status).toBe(200);
      return z.strictObject(likeResultSchema.shape).parse(await response.json());
    };
    const status = async (id: number) =>
      (await readErrorResponse(await server.request(`/network/${id}/like`, { method: 'POST', as: learner })))
        .status;
    expect(await post('like')).toEqual({ like_count: before + 1, is_liked: true });
    expect(await post('like')).toEqual({ like_count: before + 1, is_liked: true });
    expect(await post('unlike')).toEqual({ like_count: before, is_liked: false });
    expect(await post('unlike')).toEqual({ like_count: before, is_liked: false });
    expect(await status(999_999)).toBe(404);
    expect(await status(0)).toBe(400);
  });
});
