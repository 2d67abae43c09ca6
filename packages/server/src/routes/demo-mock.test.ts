import { decodeDates, definitionSchema, messages, userProfileSchema, userSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDefinition, demoPassword, demoUserRecord } from '../demo/demo-data';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The app's stories mock the API with the demo module's records; these keep the mock honest. */
describe('the API answers what the demo module says it does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /user/:user_id for every demo account, with medals and badges', async () => {
    for (const user of server.demo.users) {
      const signedIn = await server.signIn(user.username, demoPassword);
      const response = await server.request(`/user/${user.id}?include[]=user_medal&include[]=user_badge`, {
        as: signedIn,
      });
      expect(response.status).toBe(200);
      const record = userSchema.parse(decodeDates(await response.json()));
      expect(record, user.username).toEqual(
        demoUserRecord(server.demo, user.id, ['user_medal', 'user_badge']),
      );
    }
  });

  // The app's mock (packages/app/src/testing/demo-responses.ts, demoUserProfile) projects the same record:
  // the user's medals as they are, their badges with the badge's segment from the catalogue.
  it('GET /user/:user_id/profile for every demo account: the public part of the user record', async () => {
    const learner = await server.signIn('learner');
    for (const user of server.demo.users) {
      const response = await server.request(`/user/${user.id}/profile`, { as: learner });
      expect(response.status).toBe(200);
      const record = demoUserRecord(server.demo, user.id, ['user_medal', 'user_badge']);
      expect(userProfileSchema.parse(decodeDates(await response.json())), user.username).toEqual({
        user_id: record.user_id,
        first_name: record.first_name,
        last_name: record.last_name,
        profile_img: record.profile_img,
        level: record.level,
        medals: record.user_medals,
        badges: record.user_badges?.map((earned) => {
          const segmentId = server.demo.badges.find((badge) => badge.id === earned.badge_id)?.segmentId;
          const segment = server.demo.segments.find((candidate) => candidate.id === segmentId);
          return { ...earned, segment_id: segment?.id ?? null, segment_name: segment?.name ?? null };
        }),
      });
    }
  });

  // The app's finding-learning mock (packages/app/src/testing/demo-learning-responses.ts) answers these calls
  // from the demo module; its stories rely on the facts below, which the API must answer the same.
  describe('finding learning, as the app mock answers it', () => {
    const get = async (path: string, username = 'learner') => {
      const response = await server.request(path, { as: await server.signIn(username) });
      expect(response.status, path).toBe(200);
      return response.json();
    };

    it('browse-segments: every published segment by name, and newest first', async () => {
      const learner = server.demo.users.find((user) => user.username === 'learner');
      const names = async (query: string) =>
        (
          (await get(`/user/${learner?.id}/browse-segments${query}`)) as { data: { name: string }[] }
        ).data.map((segment) => segment.name);
      expect(await names('')).toEqual([
        'Customer Service Essentials',
        'Product Knowledge',
        'Workplace Safety',
      ]);
      expect(await names('?order_by=created_date')).toEqual([
        'Product Knowledge',
        'Workplace Safety',
        'Customer Service Essentials',
      ]);
    });

    it("search 'safety': its results, the document under type:11, and the filters' type options", async () => {
      const ids = async (query: string) =>
        ((await get(`/search?term=safety${query}`)) as { data: { content_id: number }[] }).data.map(
          (content) => content.content_id,
        );
      // 14 and 23, and the four compliance documents named for safety (issue 6).
      expect(await ids('')).toEqual([44, 37, 14, 32, 47, 23]);
      expect(await ids('&filters[]=type:11')).toEqual([44, 37, 32, 47, 23]);
      const filters = (await get('/search/filters?term=safety')) as {
        data: { key: string; options: unknown[] }[];
      };
      expect(filters.data.find((group) => group.key === 'type')?.options).toEqual([
        { value: '1', label: 'Video', count: 1 },
        { value: '11', label: 'Document', count: 5 },
      ]);
      expect(((await get('/search?term=zebra')) as { total: number }).total).toBe(0);
    });

    it('segment 1 home: seglets with points and score, three medals, content 23 in seglet 1', async () => {
      const segment = (await get(
        '/segment/1?include[]=seglet_content&include[]=medal_badge&include[]=badge',
      )) as {
        seglets: { seglet_id: number; name: string; contents: { content_id: number }[] }[];
        medals: unknown[];
        badges: { name: string }[];
      };
      expect(segment.seglets.map((seglet) => seglet.name)).toEqual(['Greeting', 'Listening', 'Resolving']);
      expect(segment.seglets[0]?.contents.map((content) => content.content_id)).toContain(23);
      expect(segment.medals).toHaveLength(3);
      expect(await get('/content/23/parents')).toEqual({
        data: [{ segment_id: 1, name: 'Customer Service Essentials', seglet_id: 1 }],
      });
    });

    it('redeem: the demo code gives 20 points for Refunds and Returns; unknown and expired codes say so', async () => {
      const redeem = async (segnocode: string) => {
        const response = await server.request('/segnocode/redeem', {
          as: await server.signIn('learner'),
          method: 'POST',
          body: new URLSearchParams({ score: '1', system_id: 'web', segnocode }),
        });
        return response.json();
      };
      expect(await redeem('NOPE123')).toMatchObject({ error: 1, msg: messages.segnocode.unknown });
      expect(await redeem('EXPIRED1')).toMatchObject({ error: 1, msg: messages.segnocode.expired });
      expect(await redeem('welcome1')).toEqual({
        error: 0,
        msg: messages.completion.redeemed,
        content: { content_id: 6, name: 'Refunds and Returns' },
        points: 20,
        badges: [],
        medals: [],
        level: null,
      });
      expect(await redeem('WELCOME1')).toMatchObject({ error: 1, msg: messages.segnocode.alreadyRedeemed });
    });
  });

  it('GET /definition', async () => {
    const response = await server.request('/definition', { as: await server.signIn('learner') });
    expect(definitionSchema.parse(await response.json())).toEqual(demoDefinition(server.demo));
  });
});
