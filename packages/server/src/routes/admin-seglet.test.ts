import {
  type AdminSeglet,
  type AdminSegment,
  adminMedalListSchema,
  adminSegletListSchema,
  adminSegletSchema,
  adminSegmentSchema,
  changeLogSchema,
  decodeDates,
  messages,
  type SegletDraftInput,
  segmentMedalListSchema,
  tagSchema,
} from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, seglet } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

let sequence = 0;
function segletDraft(overrides: Partial<SegletDraftInput> = {}): SegletDraftInput {
  sequence += 1;
  return { name: `Authoring seglet ${sequence}`, short_name: `auth-sgl-${sequence}`, ...overrides };
}

describe('seglet authoring: list, create, save, archive, and seglets in segments', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const createSeglet = async (body: SegletDraftInput = segletDraft()): Promise<AdminSeglet> => {
    const response = await server.request('/seglet', { method: 'POST', as: admin, ...json(body) });
    expect(response.status).toBe(201);
    return adminSegletSchema.parse(await read(response));
  };
  const createSegment = async (): Promise<AdminSegment> => {
    sequence += 1;
    const response = await server.request('/segment', {
      method: 'POST',
      as: admin,
      ...json({
        name: `Seglet home ${sequence}`,
        short_name: `sgl-home-${sequence}`,
        description: 'Holds seglets.',
        image_file: '/uploads/home.png',
      }),
    });
    expect(response.status).toBe(201);
    return adminSegmentSchema.parse(await read(response));
  };
  const put = (segletId: number, body: unknown) =>
    server.request(`/seglet/${segletId}`, { method: 'PUT', as: admin, ...json(body) });
  const addToSegment = (segmentId: number, segletId: number) =>
    server.request(`/segment/${segmentId}/seglet/${segletId}`, { method: 'POST', as: admin });
  const removeFromSegment = (segmentId: number, segletId: number) =>
    server.request(`/segment/${segmentId}/seglet/${segletId}`, { method: 'DELETE', as: admin });
  const list = (query: string) => server.readOk(`/seglet${query}`, adminSegletListSchema, admin);
  const changeLog = (segletId: number) =>
    server.readOk(`/seglet/${segletId}/changelog`, changeLogSchema, admin);
  const issuesOf = async (response: Response) => (await readErrorResponse(response)).body.error.issues;
  const contentSegments = async (segletId: number) =>
    (await server.db.orm.select().from(content).where(eq(content.segletId, segletId))).map(
      (row) => row.segmentId,
    );
  const addContent = async (segletId: number, name: string) => {
    await server.db.orm.insert(content).values({
      name,
      type: 1,
      points: 10,
      status: 2,
      recurrence: 'never',
      segletId,
      segmentId: null,
    });
  };

  it.each([
    ['GET', '/seglet'],
    ['POST', '/seglet', segletDraft()],
    ['GET', '/seglet/1/admin'],
    ['PUT', '/seglet/1', { name: 'Renamed by a learner' }],
    ['DELETE', '/seglet/1'],
    ['POST', '/segment/1/seglet/1'],
    ['DELETE', '/segment/1/seglet/1'],
    ['GET', '/seglet/1/changelog'],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await server.db.orm.select().from(seglet).where(eq(seglet.id, 1));
      const response = await server.request(path, {
        method,
        as: learner,
        ...(body === undefined ? {} : json(body)),
      });
      const { status, body: error } = await readErrorResponse(response);
      expect(status).toBe(403);
      expect(error.error.message).toBe('Only segment admins may do this.');
      expect(await server.db.orm.select().from(seglet).where(eq(seglet.id, 1))).toEqual(before);
    },
  );

  it('creates a published seglet in no segment, as GET …/admin reads it', async () => {
    const body = segletDraft();
    const created = await createSeglet(body);
    expect(created).toMatchObject({
      name: body.name,
      short_name: body.short_name,
      status: 2,
      segment_id: null,
      segment_name: null,
      content_count: 0,
    });
    expect(await server.readOk(`/seglet/${created.seglet_id}/admin`, adminSegletSchema, admin)).toEqual(
      created,
    );
    expect((await changeLog(created.seglet_id)).data.map((line) => line.action)).toEqual(['create']);
  });

  it('answers every field rule with the message the form shows, and 409 for a taken name', async () => {
    const cases: [Partial<SegletDraftInput>, string, string][] = [
      [{ name: '' }, 'name', 'is required'],
      [{ name: 'n'.repeat(101) }, 'name', 'must be at most 100 characters'],
      [{ short_name: 's'.repeat(21) }, 'short_name', 'must be at most 20 characters'],
    ];
    for (const [overrides, path, message] of cases) {
      const response = await server.request('/seglet', {
        method: 'POST',
        as: admin,
        ...json(segletDraft(overrides)),
      });
      expect(response.status, path).toBe(400);
      expect(await issuesOf(response)).toEqual([{ path, message }]);
    }
    const first = await createSeglet();
    const taken = await server.request('/seglet', {
      method: 'POST',
      as: admin,
      ...json(segletDraft({ short_name: first.short_name.toUpperCase() })),
    });
    expect(taken.status).toBe(409);
    expect(await issuesOf(taken)).toEqual([{ path: 'short_name', message: messages.validation.unique }]);
  });

  it('saves the fields sent and a status, each with its change-log line, and archives', async () => {
    const created = await createSeglet();
    server.clock.advance(1000);
    const renamed = adminSegletSchema.parse(
      await read(await put(created.seglet_id, { short_name: 'renamed-zq' })),
    );
    expect(renamed).toMatchObject({ name: created.name, short_name: 'renamed-zq', status: 2 });
    server.clock.advance(1000);
    expect(adminSegletSchema.parse(await read(await put(created.seglet_id, { status: 1 }))).status).toBe(1);
    server.clock.advance(1000);
    const archived = await server.request(`/seglet/${created.seglet_id}`, { method: 'DELETE', as: admin });
    expect(adminSegletSchema.parse(await read(archived)).status).toBe(3);
    expect(
      (await changeLog(created.seglet_id)).data.map(({ action, detail }) => ({ action, detail })),
    ).toEqual([
      { action: 'archive', detail: '' },
      { action: 'status', detail: '1' },
      { action: 'update', detail: 'short_name' },
      { action: 'create', detail: '' },
    ]);
    expect((await put(created.seglet_id, { name: '' })).status).toBe(400);
    expect((await put(987_654, { name: 'Nobody' })).status).toBe(404);
    expect((await server.request('/seglet/987654/admin', { as: admin })).status).toBe(404);
  });

  it('lists newest first with term and status filters, or one segment’s seglets', async () => {
    const segment = await createSegment();
    const older = await createSeglet(segletDraft({ name: 'zq-listing older' }));
    server.clock.advance(1000);
    const newer = await createSeglet(segletDraft({ name: 'ZQ-LISTING newer' }));
    const archived = await createSeglet(segletDraft({ name: 'zq-listing archived' }));
    await server.request(`/seglet/${archived.seglet_id}`, { method: 'DELETE', as: admin });
    expect((await list('?term=zq-listing')).data.map((row) => row.seglet_id)).toEqual([
      newer.seglet_id,
      older.seglet_id,
    ]);
    expect((await list('?term=zq-listing&filters[]=status:3')).data.map((row) => row.seglet_id)).toEqual([
      archived.seglet_id,
    ]);
    await addToSegment(segment.segment_id, older.seglet_id);
    const ofSegment = await list(`?segment_id=${segment.segment_id}`);
    expect(ofSegment).toMatchObject({
      total: 1,
      data: [{ seglet_id: older.seglet_id, segment_name: segment.name }],
    });
    expect((await server.request('/seglet?segment_id=x', { as: admin })).status).toBe(400);
  });

  it('takes the spec’s searchTerm as well as term, and adds each seglet’s tags with _include=tag', async () => {
    const tagged = await createSeglet(segletDraft({ name: 'zq-tagging tagged' }));
    const plain = await createSeglet(segletDraft({ name: 'zq-tagging plain' }));
    const tagIds: number[] = [];
    for (const name of ['zq-seglet tag b', 'Zq-seglet tag a']) {
      const response = await server.request('/tag', { method: 'POST', as: admin, ...json({ name }) });
      expect(response.status).toBe(201);
      const created = tagSchema.parse(await response.json());
      tagIds.push(created.tag_id);
      const tagged200 = await server.request(`/seglet/${tagged.seglet_id}/tag/${created.tag_id}`, {
        method: 'PUT',
        as: admin,
      });
      expect(tagged200.status).toBe(200);
    }
    const rows = async (query: string) => {
      const response = await server.request(`/seglet${query}`, { as: admin });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Record<string, unknown>[] }).data;
    };

    expect((await list('?searchTerm=zq-tagging')).data.map((row) => row.seglet_id)).toEqual([
      plain.seglet_id,
      tagged.seglet_id,
    ]);
    expect((await list('?searchTerm=zq-tagging%20plain')).data.map((row) => row.seglet_id)).toEqual([
      plain.seglet_id,
    ]);
    // term, when sent, is the one used.
    expect((await list('?term=zq-tagging%20tagged&searchTerm=zq-tagging')).total).toBe(1);

    // Without _include=tag a row has no tags field.
    expect((await rows('?searchTerm=zq-tagging')).every((row) => !('tags' in row))).toBe(true);
    for (const include of ['_include=tag', '_include[]=tag']) {
      const withTags = await list(`?searchTerm=zq-tagging&${include}`);
      expect(withTags.data.map((row) => [row.seglet_id, row.tags])).toEqual([
        [plain.seglet_id, []],
        [
          tagged.seglet_id,
          [
            { tag_id: tagIds[1], name: 'Zq-seglet tag a' },
            { tag_id: tagIds[0], name: 'zq-seglet tag b' },
          ],
        ],
      ]);
    }
    expect((await server.request('/seglet?_include=medal', { as: admin })).status).toBe(400);
  });

  it('puts a seglet in a segment with its contents, and takes them out together', async () => {
    const segment = await createSegment();
    const other = await createSegment();
    const created = await createSeglet();
    await addContent(created.seglet_id, 'Moving content one');
    await addContent(created.seglet_id, 'Moving content two');

    const added = await addToSegment(segment.segment_id, created.seglet_id);
    expect(added.status).toBe(200);
    expect(adminSegletSchema.parse(await read(added))).toMatchObject({
      segment_id: segment.segment_id,
      segment_name: segment.name,
      content_count: 2,
    });
    expect(await contentSegments(created.seglet_id)).toEqual([segment.segment_id, segment.segment_id]);
    const inSegment = await server.readOk(`/segment/${segment.segment_id}/admin`, adminSegmentSchema, admin);
    expect(inSegment).toMatchObject({ seglet_count: 1, content_count: 2, total_points: 20 });

    // Moving it to another segment moves its contents too.
    expect((await addToSegment(other.segment_id, created.seglet_id)).status).toBe(200);
    expect(await contentSegments(created.seglet_id)).toEqual([other.segment_id, other.segment_id]);

    // Taken out of a segment it is not in: 404, nothing changes.
    expect((await removeFromSegment(segment.segment_id, created.seglet_id)).status).toBe(404);
    expect(await contentSegments(created.seglet_id)).toEqual([other.segment_id, other.segment_id]);

    const removed = await removeFromSegment(other.segment_id, created.seglet_id);
    expect(adminSegletSchema.parse(await read(removed))).toMatchObject({
      segment_id: null,
      segment_name: null,
    });
    expect(await contentSegments(created.seglet_id)).toEqual([null, null]);

    expect((await changeLog(created.seglet_id)).data.map((line) => line.detail)).toEqual([
      'segment_id',
      'segment_id',
      'segment_id',
      '',
    ]);
    const segmentLog = await server.readOk(`/segment/${other.segment_id}/changelog`, changeLogSchema, admin);
    expect(segmentLog.data.map((line) => line.detail)).toEqual(['seglets', 'seglets', '']);
    expect((await addToSegment(987_654, created.seglet_id)).status).toBe(404);
    expect((await addToSegment(segment.segment_id, 987_654)).status).toBe(404);
  });

  it('end to end: admin builds and publishes a segment with a seglet and medals; learners see it only then', async () => {
    const segment = await createSegment();
    const created = await createSeglet();
    expect((await addToSegment(segment.segment_id, created.seglet_id)).status).toBe(200);
    // A seglet with no segment, or in a draft one, is not shown to learners.
    expect((await server.request(`/seglet/${created.seglet_id}`, { as: learner })).status).toBe(404);

    const outOfOrder = adminMedalListSchema.parse(
      await read(
        await server.request(`/segment/${segment.segment_id}/medal`, {
          method: 'PUT',
          as: admin,
          ...json({
            medals: [
              { level: 1, points: 10, status: 2 },
              { level: 2, points: 5, status: 2 },
              { level: 3, points: 20, status: 2 },
            ],
          }),
        }),
      ),
    );
    expect(outOfOrder.data.map((row) => row.error)).toEqual([null, 3, null]);
    const medals = adminMedalListSchema.parse(
      await read(
        await server.request(`/segment/${segment.segment_id}/medal`, {
          method: 'PUT',
          as: admin,
          ...json({
            medals: [
              { level: 1, points: 5, status: 2 },
              { level: 2, points: 10, status: 2 },
              { level: 3, points: 20, status: 2 },
            ],
          }),
        }),
      ),
    );
    expect(medals.data.map(({ points, status, error }) => ({ points, status, error }))).toEqual([
      { points: 5, status: 2, error: null },
      { points: 10, status: 2, error: null },
      { points: 20, status: 2, error: null },
    ]);
    expect((await server.request(`/segment/${segment.segment_id}`, { as: learner })).status).toBe(404);

    expect((await put(created.seglet_id, { status: 2 })).status).toBe(200);
    const published = await server.request(`/segment/${segment.segment_id}`, {
      method: 'PUT',
      as: admin,
      ...json({ status: 2 }),
    });
    expect(published.status).toBe(200);
    expect((await server.request(`/segment/${segment.segment_id}`, { as: learner })).status).toBe(200);
    expect((await server.request(`/seglet/${created.seglet_id}`, { as: learner })).status).toBe(200);
    const learnerMedals = await server.readOk(
      `/segment/${segment.segment_id}/medal`,
      segmentMedalListSchema,
      learner,
    );
    expect(
      learnerMedals.data.map(({ level, points_needed, active }) => ({ level, points_needed, active })),
    ).toEqual([
      { level: 1, points_needed: 5, active: true },
      { level: 2, points_needed: 10, active: true },
      { level: 3, points_needed: 20, active: true },
    ]);

    // Taken out of the segment, the seglet is hidden from learners again.
    expect((await removeFromSegment(segment.segment_id, created.seglet_id)).status).toBe(200);
    expect((await server.request(`/seglet/${created.seglet_id}`, { as: learner })).status).toBe(404);
  });
});
