/** A learner's segments, subscriptions, medals and badges over HTTP, against the demo data. */
import {
  badgeDetailSchema,
  decodeDates,
  segmentBadgeListSchema,
  segmentMedalListSchema,
  segmentSubscriptionSchema,
  userSegmentListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('segments, medals and badges', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getJson(path: string) {
    const response = await server.request(path, { as: learner });
    expect(response.status, path).toBe(200);
    return decodeDates(await response.json());
  }
  const statusOf = async (path: string, method = 'GET') =>
    (await readErrorResponse(await server.request(path, { method, as: learner }))).status;

  it("lists the learner's assigned and self-subscribed segments with score and progress", async () => {
    const body = z
      .strictObject(userSegmentListSchema.shape)
      .parse(await getJson(`/user/${learner.user_id}/segment`));
    // `learner` is assigned segment 1 (the `manager` team's) and subscribes to 2 (demo-plans.ts).
    expect(body.data.map((segment) => segment.segment_id).sort()).toEqual([1, 2]);
    const service = body.data.find((segment) => segment.segment_id === 1);
    // Segment 1 publishes contents 1 to 8 (demo-content.ts; 9 is a draft) and 23 to 27 (demo-learning.ts): 13,
    // worth 50+30+80+40+100+20+60+120 + 25+15+35+45+40 = 660 points. `learner` has completed 1, 3, 5 and 8
    // (demo-plans.ts; 1 twice): 50+80+100+120 = 350 points, 4 of 13 contents: 30.8 %, 30 % rounded down.
    expect(service).toMatchObject({
      name: 'Customer Service Essentials',
      is_assigned: 1,
      is_subscribed: 0,
      segment_score: 350,
      total_points: 660,
      contents: { total: 13, total_complete: 4, percent_complete: 30 },
    });
    expect(service?.medals).toBeUndefined();
  });

  it('embeds medals and badges with include[]', async () => {
    const body = userSegmentListSchema.parse(
      await getJson(`/user/${learner.user_id}/segment?include[]=medal&include[]=badge`),
    );
    const service = body.data.find((segment) => segment.segment_id === 1);
    expect(service?.medals).toEqual([
      { medal_id: 1, level: 1, points_needed: 100, active: true, is_earned: true },
      { medal_id: 2, level: 2, points_needed: 250, active: true, is_earned: true },
      { medal_id: 3, level: 3, points_needed: 500, active: true, is_earned: false },
    ]);
    expect(service?.badges?.find((badge) => badge.badge_id === 1)).toEqual({
      badge_id: 1,
      name: 'First Steps',
      active: true,
      is_earned: true,
    });
  });

  it('subscribes and unsubscribes; an assigned segment cannot change (409)', async () => {
    const base = `/user/${learner.user_id}/segment`;
    const post = async (path: string) => {
      const response = await server.request(path, { method: 'POST', as: learner });
      expect(response.status, path).toBe(200);
      return z.strictObject(segmentSubscriptionSchema.shape).parse(await response.json());
    };
    expect(await post(`${base}/3/subscribe`)).toEqual({ segment_id: 3, is_subscribed: 1, is_assigned: 0 });
    expect(await statusOf(`${base}/3/subscribe`, 'POST')).toBe(409);
    const listed = userSegmentListSchema.parse(await getJson(base));
    expect(listed.data.find((segment) => segment.segment_id === 3)?.is_subscribed).toBe(1);
    expect(await post(`${base}/3/unsubscribe`)).toEqual({ segment_id: 3, is_subscribed: 0, is_assigned: 0 });
    expect(await statusOf(`${base}/3/unsubscribe`, 'POST')).toBe(409);
    expect(await statusOf(`${base}/1/unsubscribe`, 'POST')).toBe(409);
    expect(await statusOf(`${base}/999/subscribe`, 'POST')).toBe(404);
    expect(await statusOf('/user/2/segment/3/subscribe', 'POST')).toBe(403);
  });

  it("gives a segment's medals with the learner's is_earned, and their badges with include=badge", async () => {
    const body = z
      .strictObject(segmentMedalListSchema.shape)
      .parse(await getJson('/segment/1/medal?include=badge'));
    expect(body.data.map((medal) => [medal.level, medal.is_earned])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(body.data[2]?.badges).toEqual([
      { badge_id: 2, name: 'Service Star', active: true, is_earned: false },
    ]);
    expect(segmentMedalListSchema.parse(await getJson('/segment/1/medal')).data[0]?.badges).toBeUndefined();
  });

  it("lists a segment's badges and one badge with the contents it needs", async () => {
    const badges = z.strictObject(segmentBadgeListSchema.shape).parse(await getJson('/segment/2/badge'));
    expect(badges.data.map((badge) => badge.name)).toEqual(['Hazard Spotter', 'Safety Champion']);
    const badge = z.strictObject(badgeDetailSchema.shape).parse(await getJson('/badge/1?include[]=content'));
    expect(badge).toEqual({
      badge_id: 1,
      name: 'First Steps',
      active: true,
      is_earned: true,
      segment_id: 1,
      medal_id: null,
      contents: [{ content_id: 1, name: 'Welcome Every Customer', type: 1, points: 50, is_complete: true }],
    });
  });

  it.each([
    ['/user/1/segment?include=seglets', 400],
    ['/user/2/segment', 403],
    ['/segment/999/medal', 404],
    ['/segment/999/badge', 404],
    ['/segment/x/badge', 400],
    ['/badge/999', 404],
    ['/badge/1?include=user', 400],
  ])('%s answers %i', async (path, status) => {
    expect(await statusOf(path)).toBe(status);
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/badge/1'))).status).toBe(401);
  });
});
