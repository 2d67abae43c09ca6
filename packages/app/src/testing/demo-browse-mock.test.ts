/**
 * The browse screen's stories filter with the mock in demo-learning-responses; these keep its filters honest
 * against the real server on the same demo data: the same segments, links and totals for each filter.
 */
import { browseSegmentListSchema, decodeDates } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoBrowseSegments } from './demo-learning-responses';

const filterSets: string[][] = [
  [],
  ['subscription:assigned'],
  ['subscription:subscribed'],
  ['subscription:none'],
  ['subscription:assigned', 'subscription:none'],
  ['category:2'],
  ['category:3', 'category:6'],
  ['category:2', 'subscription:subscribed'],
  ['category:3', 'subscription:assigned'],
];

const summary = (list: { data: { segment_id: number; is_subscribed: 0 | 1; is_assigned: 0 | 1 }[] }) =>
  list.data.map((segment) => [segment.segment_id, segment.is_subscribed, segment.is_assigned]);

describe('the API filters browse-segments as the mock says it does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['learner', 'kmensah', 'manager'])(
    'for %s, each filter set, by name and newest first',
    async (username) => {
      const signedIn = await server.signIn(username);
      for (const filters of filterSets) {
        for (const orderBy of ['name', 'created_date'] as const) {
          const query = new URLSearchParams({ order_by: orderBy, _limit: '2', _offset: '0' });
          for (const filter of filters) query.append('filters[]', filter);
          const response = await server.request(`/user/${signedIn.user_id}/browse-segments?${query}`, {
            as: signedIn,
          });
          expect(response.status).toBe(200);
          const api = browseSegmentListSchema.parse(decodeDates(await response.json()));
          const mock = demoBrowseSegments(server.demo, signedIn.user_id, {
            limit: 2,
            offset: 0,
            orderBy,
            filters,
          });
          const label = `${username} ${query}`;
          expect(mock, label).toBeDefined();
          expect({ total: mock?.total, data: mock && summary(mock) }, label).toEqual({
            total: api.total,
            data: summary(api),
          });
        }
      }
    },
  );

  it('refuses what the server refuses', async () => {
    const signedIn = await server.signIn('learner');
    for (const filter of ['subscription:maybe', 'type:11', 'category:x']) {
      const response = await server.request(
        `/user/${signedIn.user_id}/browse-segments?filters[]=${encodeURIComponent(filter)}`,
        { as: signedIn },
      );
      expect(response.status, filter).toBe(400);
      expect(
        demoBrowseSegments(server.demo, signedIn.user_id, {
          limit: 20,
          offset: 0,
          orderBy: 'name',
          filters: [filter],
        }),
        filter,
      ).toBeUndefined();
    }
  });
});
