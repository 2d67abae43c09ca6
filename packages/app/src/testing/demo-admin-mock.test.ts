/**
 * The segment admin screens' stories answer from the mock in demo-admin-responses; these keep it honest against
 * the real server on the same demo data: the manage lists (page, term, status), one segment with its medals and
 * seglets, one seglet, one content, the change log and the lookups, then a few saves read back.
 *
 * Left out of the comparison: `updated_at` everywhere and a seglet's `created_at`. The database stamps them with
 * the wall clock's moment of seeding (migration 0012's defaults), not the test clock, so they differ on every
 * run; the mock shows the demo's `now` for them. A change-log line's `created_at` is the server clock's (fixed).
 */
import {
  adminContentListSchema,
  adminContentSchema,
  adminFilterListSchema,
  adminMedalListSchema,
  adminSegletListSchema,
  adminSegletSchema,
  adminSegmentListSchema,
  adminSegmentSchema,
  changeLogSchema,
  decodeDates,
  similarNameSchema,
  userEmailSearchSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoAdminFetch } from './demo-admin-fetch';
import {
  type DemoAdminListQuery,
  type DemoAdminWorld,
  demoAdminContent,
  demoAdminContents,
  demoAdminMedals,
  demoAdminSeglet,
  demoAdminSeglets,
  demoAdminSegment,
  demoAdminSegments,
  demoAdminWorld,
  demoChangeLog,
  demoContentFilters,
  demoSimilarName,
  demoUsersByEmail,
} from './demo-admin-responses';

/** A copy without the fields the database stamps with the wall clock (see above). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(
    ([key]) =>
      key !== 'updated_at' && !(key === 'created_at' && 'seglet_id' in value && !('content_id' in value)),
  );
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

const query = (
  overrides: Partial<DemoAdminListQuery> & { segmentId?: number } = {},
): DemoAdminListQuery & { segmentId?: number } => ({
  limit: 25,
  offset: 0,
  term: '',
  statuses: [],
  ...overrides,
});

describe('the segment admin API answers what the stories mock', () => {
  let server: TestServer;
  let world: DemoAdminWorld;
  let admin: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    server = await startTestServer();
    world = demoAdminWorld(server.demo);
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  const read = <Schema extends Parameters<TestServer['readOk']>[1]>(path: string, schema: Schema) =>
    server.readOk(path, schema, admin);

  it('the content list filters: every type and the segments not archived', async () => {
    expect(demoContentFilters(world)).toEqual(await read('/content/search/filters', adminFilterListSchema));
  });

  it('the segment list: newest first, by term and by status', async () => {
    const all = await read('/segment/list?isAdmin=true&_limit=25&_offset=0', adminSegmentListSchema);
    expect(all.total).toBe(3);
    expect(stable(demoAdminSegments(world, query()))).toEqual(stable(all));
    // The created dates are the seed's (ten days apart), so they are compared too.
    expect(demoAdminSegments(world, query()).data.map((row) => row.created_at)).toEqual(
      all.data.map((row) => row.created_at),
    );
    expect(stable(demoAdminSegments(world, query({ term: 'SAFE' })))).toEqual(
      stable(await read('/segment/list?term=SAFE', adminSegmentListSchema)),
    );
    expect(stable(demoAdminSegments(world, query({ limit: 1, offset: 1 })))).toEqual(
      stable(await read('/segment/list?_limit=1&_offset=1', adminSegmentListSchema)),
    );
    expect(demoAdminSegments(world, query({ statuses: [1] }))).toEqual(
      await read('/segment/list?filters[]=status:1', adminSegmentListSchema),
    );
  });

  it('each segment with its medals and its seglets', async () => {
    for (const segmentId of [1, 2, 3]) {
      expect(stable(demoAdminSegment(world, segmentId)), `segment ${segmentId}`).toEqual(
        stable(await read(`/segment/${segmentId}/admin`, adminSegmentSchema)),
      );
      expect(demoAdminMedals(world, segmentId), `medals ${segmentId}`).toEqual(
        await read(`/segment/${segmentId}/medal/admin`, adminMedalListSchema),
      );
      expect(stable(demoAdminSeglets(world, query({ segmentId }))), `seglets of ${segmentId}`).toEqual(
        stable(await read(`/seglet?segment_id=${segmentId}`, adminSegletListSchema)),
      );
    }
    const medals = demoAdminMedals(world, 1);
    expect(medals?.data.map((medal) => medal.badge_count)).toEqual([0, 0, 1]);
  });

  it('the seglet list and each seglet', async () => {
    const seglets = await read('/seglet?_limit=25', adminSegletListSchema);
    expect(seglets.total).toBe(world.seglets.length);
    expect(stable(demoAdminSeglets(world, query()))).toEqual(stable(seglets));
    expect(stable(demoAdminSeglets(world, query({ term: 'ing' })))).toEqual(
      stable(await read('/seglet?term=ing', adminSegletListSchema)),
    );
    for (const { seglet_id: segletId } of seglets.data) {
      expect(stable(demoAdminSeglet(world, segletId)), `seglet ${segletId}`).toEqual(
        stable(await read(`/seglet/${segletId}/admin`, adminSegletSchema)),
      );
    }
  });

  it('the content search, its pages, and each content', async () => {
    const first = await read('/content/search?admin=true&_limit=25&_offset=0', adminContentListSchema);
    expect(first.total).toBeGreaterThan(25);
    expect(first.data).toHaveLength(25);
    expect(stable(demoAdminContents(world, query()))).toEqual(stable(first));
    expect(stable(demoAdminContents(world, query({ offset: 25 })))).toEqual(
      stable(await read('/content/search?admin=true&_offset=25', adminContentListSchema)),
    );
    expect(stable(demoAdminContents(world, query({ term: 'quiz', statuses: [1, 2] })))).toEqual(
      stable(
        await read('/content/search?term=quiz&filters[]=status:1&filters[]=status:2', adminContentListSchema),
      ),
    );
    const byTypeAndSegment = await read(
      '/content/search?filters[]=type:1&filters[]=type:2&filters[]=segment:1',
      adminContentListSchema,
    );
    expect(byTypeAndSegment.total).toBeGreaterThan(0);
    expect(byTypeAndSegment.total).toBeLessThan(first.total);
    expect(stable(demoAdminContents(world, { ...query(), types: [1, 2], segmentIds: [1] }))).toEqual(
      stable(byTypeAndSegment),
    );
    for (const { content_id: contentId } of world.contents) {
      expect(stable(demoAdminContent(world, contentId)), `content ${contentId}`).toEqual(
        stable(await read(`/content/${contentId}/admin`, adminContentSchema)),
      );
    }
  });

  it('the change logs, the name check and the e-mail lookup', async () => {
    expect(demoChangeLog(world, 'segment', 1, { limit: 5, offset: 0 })).toEqual(
      await read('/segment/1/changelog?_limit=5&_offset=0', changeLogSchema),
    );
    expect(demoChangeLog(world, 'content', 1, { limit: 5, offset: 0 })).toEqual(
      await read('/content/1/changelog', changeLogSchema),
    );
    expect(demoChangeLog(world, 'badge', 1, { limit: 5, offset: 0 })).toEqual(
      await read('/badge/1/changelog', changeLogSchema),
    );
    for (const path of ['/badge/99/changelog', '/segment/99/changelog', '/alert/1/changelog']) {
      const mocked = await demoAdminFetch(server.demo, new Request(`http://demo/api${path}`), admin.user_id);
      expect(mocked?.status, path).toBe((await server.request(path, { as: admin })).status);
    }
    for (const [type, params] of [
      ['segment', { name: 'workplace safety', short_name: 'Other' }],
      ['segment', { name: 'Workplace Safety', short_name: 'safety', exclude_id: 2 }],
      ['seglet', { name: 'greeting', short_name: '' }],
      ['badge', { name: 'early bird', short_name: 'x' }],
    ] as const) {
      const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
      expect(demoSimilarName(world, type, params), `${type} ${search}`).toEqual(
        await read(`/search/similar/type/${type}?${search}`, similarNameSchema),
      );
    }
    for (const email of ['ADMIN@segno.example', 'nobody@segno.example']) {
      expect(demoUsersByEmail(world, email)).toEqual(
        await read(`/user/search/email/${encodeURIComponent(email)}`, userEmailSearchSchema),
      );
    }
  });

  it('refuses a learner (403) and nobody signed in (401), as the server does', async () => {
    const learner = await server.signIn('learner');
    expect((await server.request('/segment/list', { as: learner })).status).toBe(403);
    expect((await server.request('/segment/list')).status).toBe(401);
    const asMock = (userId: number) =>
      demoAdminFetch(server.demo, new Request('http://demo/api/segment/list'), userId);
    expect((await asMock(learner.user_id))?.status).toBe(403);
    expect((await asMock(0))?.status).toBe(401);
    expect(await demoAdminFetch(server.demo, new Request('http://demo/api/segment/1'), admin.user_id)).toBe(
      undefined,
    );
  });

  it('saves answer as the server answers them: a new segment, refused medals, a seglet moved', async () => {
    /** The same call to the mock and to the server, both answers decoded. */
    async function both(method: string, path: string, body?: unknown) {
      const init = {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
      const mocked = await demoAdminFetch(
        server.demo,
        new Request(`http://demo/api${path}`, init),
        admin.user_id,
      );
      const real = await server.request(path, { ...init, as: admin });
      return {
        mock: { status: mocked?.status, body: decodeDates(await mocked?.json()) },
        real: { status: real.status, body: decodeDates(await real.json()) },
      };
    }
    const draft = {
      name: 'Allergen Awareness',
      short_name: 'Allergens',
      description: 'Spotting allergens on labels.',
      image_file: '/api/uploads/picture.png',
    };
    const created = await both('POST', '/segment', draft);
    expect(created.real.status).toBe(201);
    // Both stamp it with the same fixed clock (the demo's now), so only the wall-clock fields are left out.
    expect(stable(created.mock)).toEqual(stable(created.real));
    const taken = await both('POST', '/segment', { ...draft, short_name: 'Other' });
    expect(taken.real.status).toBe(409);
    expect(taken.mock).toEqual(taken.real);

    const id = (created.real.body as { segment_id: number }).segment_id;
    const medals = {
      medals: [
        { level: 1, points: '10', status: 2 },
        { level: 2, points: '5', status: 2 },
        { level: 3, points: 20, status: 2 },
      ],
    };
    const refused = await both('PUT', `/segment/${id}/medal`, medals);
    expect(refused.real.status).toBe(200);
    expect(refused.mock).toEqual(refused.real);
    expect(
      (refused.real.body as { data: { error: number | null }[] }).data.map((medal) => medal.error),
    ).toEqual([null, 3, null]);

    const moved = await both('POST', `/segment/${id}/seglet/3`);
    expect(stable(moved.mock)).toEqual(stable(moved.real));
    expect((await both('GET', `/segment/${id}/admin`)).mock.body).toMatchObject({
      seglet_count: 1,
      content_count: (moved.real.body as { content_count: number }).content_count,
    });
    const placed = await both('PUT', '/content/1/segment/2', { seglet_id: 4 });
    expect(placed.real.status).toBe(200);
    expect(stable(placed.mock)).toEqual(stable(placed.real));
    const misplaced = await both('PUT', '/content/1/segment/2', { seglet_id: 1 });
    expect(misplaced.real.status).toBe(400);
    expect(misplaced.mock).toEqual(misplaced.real);
    // A content's save refused on its fields: an owner nobody is (400), then a name another content has (409).
    const unknownOwner = await both('PUT', '/content/15', {
      short_name: 'First aid',
      content_owner_user_email: 'nobody@segno.example',
    });
    expect(unknownOwner.real.status).toBe(400);
    expect(unknownOwner.mock).toEqual(unknownOwner.real);
    const nameTaken = await both('PUT', '/content/15', { name: 'Safe Lifting', short_name: 'First aid' });
    expect(nameTaken.real.status).toBe(409);
    expect(nameTaken.mock).toEqual(nameTaken.real);
    const contentLog = await both('GET', '/content/1/changelog');
    expect(contentLog.mock).toEqual(contentLog.real);
    const log = await both('GET', `/segment/${id}/changelog`);
    expect(stable(log.mock.body)).toEqual(stable(log.real.body));
    expect((log.real.body as { total: number }).total).toBe(3);
    const segmentOneLog = await both('GET', '/segment/1/changelog');
    expect(segmentOneLog.mock).toEqual(segmentOneLog.real);
  });
});
