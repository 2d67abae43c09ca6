/** Browse learning, the learner segment list, a segment with seglets, and seglets, over HTTP. */
import {
  browsePlanListSchema,
  browseSegmentListSchema,
  browseSubscriptionStates,
  decodeDates,
  matchesSubscriptionFilter,
  segletListSchema,
  segletSchema,
  segmentDetailSchema,
  segmentListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLearningIds } from '../demo/demo-data';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('browse learning and segment pages', () => {
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
  const statusOf = async (path: string) =>
    (await readErrorResponse(await server.request(path, { as: learner }))).status;

  it('browses every published segment with the learner link, by name or newest first, paged', async () => {
    const base = `/user/${learner.user_id}/browse-segments`;
    const byName = z.strictObject(browseSegmentListSchema.shape).parse(await getJson(base));
    expect(byName.total).toBe(3);
    expect(byName.data.map((segment) => segment.name)).toEqual([
      'Customer Service Essentials',
      'Product Knowledge',
      'Workplace Safety',
    ]);
    expect(byName.data.map((segment) => [segment.is_assigned, segment.is_subscribed])).toEqual([
      [1, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(byName.data[0]?.segment_score).toBe(350);
    const newest = browseSegmentListSchema.parse(await getJson(`${base}?order_by=created_date`));
    expect(newest.data.map((segment) => segment.segment_id)).toEqual([3, 2, 1]);
    const page = browseSegmentListSchema.parse(await getJson(`${base}?_limit=2&_offset=2`));
    expect(page).toMatchObject({ total: 3, data: [{ name: 'Workplace Safety' }] });
  });

  it('browses published plans only, with the learner link, by name or newest first', async () => {
    const base = `/user/${learner.user_id}/browse-plans`;
    const byName = z.strictObject(browsePlanListSchema.shape).parse(await getJson(base));
    expect(byName.total).toBe(3);
    expect(byName.data.map((plan) => [plan.plan_id, plan.is_assigned, plan.is_subscribed])).toEqual([
      [2, 0, 1],
      [1, 1, 0],
      [3, 0, 0],
    ]);
    const newest = browsePlanListSchema.parse(await getJson(`${base}?order_by=created_date&_limit=2`));
    expect(newest).toMatchObject({ total: 3 });
    expect(newest.data.map((plan) => plan.plan_id)).toEqual([3, 1]);
  });

  describe('browse filters', () => {
    const ids = async (list: 'segments' | 'plans', query: string) => {
      const path = `/user/${learner.user_id}/browse-${list}?${query}`;
      const body = await getJson(path);
      const parsed =
        list === 'segments'
          ? browseSegmentListSchema.parse(body).data.map((segment) => segment.segment_id)
          : browsePlanListSchema.parse(body).data.map((plan) => plan.plan_id);
      return { ids: parsed, total: (body as { total: number }).total };
    };

    // learner: segment 1 assigned, 2 subscribed, 3 neither; plan 1 assigned, 2 subscribed, 3 neither.
    it.each([
      ['filters[]=subscription:assigned', [1], 1],
      ['filters[]=subscription:subscribed', [2], 1],
      ['filters[]=subscription:none', [3], 1],
      ['filters[]=subscription:assigned&filters[]=subscription:subscribed', [1, 2], 2],
      ['filters=subscription:none,subscription:subscribed', [3, 2], 2],
      ['filters[]=category:2', [1, 2], 2],
      ['filters[]=category:3', [3], 1],
      ['filters[]=category:2&filters[]=category:3', [1, 3, 2], 3],
      ['filters[]=category:2&filters[]=subscription:subscribed', [2], 1],
      ['filters[]=category:3&filters[]=subscription:assigned', [], 0],
      ['filters[]=category:999', [], 0],
    ])('segments %s: %j of %i', async (query, expected, total) => {
      expect(await ids('segments', query)).toEqual({ ids: expected, total });
    });

    it.each([
      ['filters[]=subscription:assigned', [1], 1],
      ['filters[]=subscription:subscribed', [2], 1],
      ['filters[]=subscription:none', [3], 1],
      ['filters[]=subscription:none&filters[]=subscription:assigned', [3, 1], 2],
    ])('plans %s: %j of %i', async (query, expected, total) => {
      expect(await ids('plans', `order_by=created_date&${query}`)).toEqual({ ids: expected, total });
    });

    it('pages the filtered set and counts all of it', async () => {
      const filters = 'filters[]=subscription:assigned&filters[]=subscription:none';
      expect(await ids('segments', `${filters}&_limit=1`)).toEqual({ ids: [1], total: 2 });
      expect(await ids('segments', `${filters}&_limit=1&_offset=1`)).toEqual({ ids: [3], total: 2 });
      expect(await ids('segments', `${filters}&_limit=1&_offset=2`)).toEqual({ ids: [], total: 2 });
      expect(await ids('segments', `${filters}&order_by=created_date`)).toEqual({ ids: [3, 1], total: 2 });
    });

    it("filters by the caller's own links, as the flags in the unfiltered list say", async () => {
      const other = await server.signIn('kmensah');
      const list = async (query: string) => {
        const path = `/user/${other.user_id}/browse-segments?${query}`;
        const response = await server.request(path, { as: other });
        expect(response.status, path).toBe(200);
        return browseSegmentListSchema.parse(decodeDates(await response.json()));
      };
      const all = (await list('')).data;
      for (const state of browseSubscriptionStates) {
        const expected = all
          .filter((segment) => matchesSubscriptionFilter(segment, [state]))
          .map((segment) => segment.segment_id);
        const filtered = await list(`filters[]=subscription:${state}`);
        expect({
          state,
          ids: filtered.data.map((segment) => segment.segment_id),
          total: filtered.total,
        }).toEqual({ state, ids: expected, total: expected.length });
      }
    });
  });

  it('lists segments with term, category filters, tags and subscription flags', async () => {
    const all = z
      .strictObject(segmentListSchema.shape)
      .parse(await getJson('/segment?_include[]=tag&_include[]=subscribed'));
    expect(all.total).toBe(3);
    const service = all.data.find((segment) => segment.segment_id === 1);
    expect(service).toMatchObject({ is_assigned: 1, is_subscribed: 0 });
    expect(service?.tags).toEqual(['Compliance', 'Customer Service', 'Leadership', 'Safety', 'Technology']);
    const plain = segmentListSchema.parse(await getJson('/segment?_limit=1'));
    expect(plain).toMatchObject({ total: 3, data: [{ name: 'Customer Service Essentials' }] });
    expect(plain.data[0]?.tags).toBeUndefined();
    expect(plain.data[0]?.is_subscribed).toBeUndefined();
    const bySafety = segmentListSchema.parse(await getJson('/segment?filters[]=category:2'));
    expect(bySafety.data.map((segment) => segment.segment_id)).toEqual([1, 2]);
    const byTerm = segmentListSchema.parse(await getJson('/segment?term=hazards'));
    expect(byTerm.data.map((segment) => segment.segment_id)).toEqual([2]);
  });

  it('gives segment 1 with seglets, contents, locks, medals with badges and badges', async () => {
    const segment = z
      .strictObject(segmentDetailSchema.shape)
      .parse(await getJson('/segment/1?include[]=seglet_content&include[]=medal_badge&include[]=badge'));
    expect(segment).toMatchObject({ segment_id: 1, name: 'Customer Service Essentials', is_assigned: 1 });
    expect(segment.seglets?.map((seglet) => seglet.name)).toEqual(['Greeting', 'Listening', 'Resolving']);
    const contents = segment.seglets?.flatMap((seglet) => seglet.contents) ?? [];
    // The draft 'Service Scripts' is not shown.
    expect(contents.map((content) => content.content_id)).not.toContain(9);
    const byId = new Map(contents.map((content) => [content.content_id, content]));
    expect(byId.get(demoLearningIds.lockedAllOf)?.is_locked).toBe(true);
    expect(byId.get(demoLearningIds.lockedNOf)?.is_locked).toBe(true);
    expect(byId.get(demoLearningIds.document)).toMatchObject({
      is_locked: false,
      is_complete: false,
      points: 25,
    });
    expect(byId.get(1)?.is_complete).toBe(true);
    const greeting = segment.seglets?.[0];
    expect(greeting?.points).toBe(greeting?.contents.reduce((sum, content) => sum + content.points, 0));
    // learner earned 50 for 'Welcome Every Customer' (the retake gave 0).
    expect(greeting?.score).toBe(50);
    expect(segment.medals?.map((medal) => medal.badges.map((badge) => badge.name))).toEqual([
      [],
      [],
      ['Service Star'],
    ]);
    expect(segment.badges?.map((badge) => badge.badge_id)).toEqual([1, 2, 3]);
    const bare = segmentDetailSchema.parse(await getJson('/segment/1'));
    expect([bare.seglets, bare.medals, bare.badges]).toEqual([undefined, undefined, undefined]);
  });

  it("lists a segment's seglets and gives one seglet", async () => {
    const seglets = z.strictObject(segletListSchema.shape).parse(await getJson('/segment/1/seglet'));
    expect(seglets.data.map((seglet) => seglet.seglet_id)).toEqual([1, 2, 3]);
    const seglet = z.strictObject(segletSchema.shape).parse(await getJson('/seglet/3'));
    expect(seglet).toMatchObject({ seglet_id: 3, name: 'Resolving', segment_id: 1 });
    expect(seglet.contents.map((content) => content.name)).toEqual([
      'Advanced Complaint Handling',
      'Difficult Conversations',
      'Handling Complaints',
      'Refunds and Returns',
      'Service Leadership Challenge',
      'Service Recovery Checklist',
    ]);
  });

  it.each([
    ['/user/2/browse-segments', 403],
    ['/user/1/browse-plans?order_by=rating', 400],
    ['/user/1/browse-segments?_limit=0', 400],
    ['/user/1/browse-segments?filters[]=subscription:maybe', 400],
    ['/user/1/browse-segments?filters[]=type:11', 400],
    ['/user/1/browse-segments?filters[]=category:abc', 400],
    ['/user/1/browse-segments?filters[]=subscription:assigned&filters[]=level:2', 400],
    ['/user/1/browse-plans?filters[]=category:2', 400],
    ['/user/1/browse-plans?filters=subscription', 400],
    ['/segment?_include=medal', 400],
    ['/segment?filters[]=type:1', 400],
    ['/segment/999', 404],
    ['/segment/999/seglet', 404],
    ['/segment/1?include=seglets', 400],
    ['/seglet/999', 404],
  ])('%s answers %i', async (path, status) => {
    expect(await statusOf(path)).toBe(status);
  });
});
