/**
 * The seglet wizard's contents step over HTTP: GET /seglet/{id}/content (403 as a learner, 404 for a seglet that
 * does not exist), the contents by name, and adding and removing through the content's segment placement, each
 * change writing the content's change log line in the same transaction (none for a refused change).
 */
import { adminContentListSchema, adminContentSchema, changeLogSchema, decodeDates } from '@segno/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content, seglet } from '../db/schema';
import { type ContentFixtures, createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('seglet contents', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;
  let nextSeglet = 970_000;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body?: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method,
      as,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const listOf = async (segletId: number) => {
    const response = await send('GET', `/seglet/${segletId}/content`);
    expect(response.status).toBe(200);
    return adminContentListSchema.parse(decodeDates(await response.json()));
  };
  const changesOf = (contentId: number) =>
    server.db.orm
      .select({ detail: changeLog.detail, userId: changeLog.userId })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'content'), eq(changeLog.objectId, contentId)))
      .orderBy(asc(changeLog.id));
  const newSeglet = async (segmentId: number | null) => {
    const id = nextSeglet++;
    await server.db.orm
      .insert(seglet)
      .values({ id, segmentId, name: `Seglet ${id}`, position: 1, status: 2 });
    return id;
  };

  it('is 403 for a learner and 404 for a seglet that does not exist', async () => {
    const segletId = await newSeglet(null);
    const refused = await readErrorResponse(
      await send('GET', `/seglet/${segletId}/content`, undefined, learner),
    );
    expect(refused.status).toBe(403);
    const missing = await readErrorResponse(await send('GET', '/seglet/2147483000/content'));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('There is no such seglet.');
  });

  it("lists the seglet's contents by name, without another seglet's contents or a content's parts", async () => {
    const segmentId = await fixtures.segment();
    const segletId = await newSeglet(segmentId);
    const otherId = await newSeglet(segmentId);
    const zebra = await fixtures.content({ name: 'Zebra crossing', segmentId, segletId });
    const apple = await fixtures.content({ name: 'Apple picking', segmentId, segletId });
    await fixtures.content({ name: 'Apple part', segmentId, segletId, objectType: 'contentPart' });
    await fixtures.content({ name: 'Elsewhere', segmentId, segletId: otherId });

    const listed = await listOf(segletId);
    expect(listed.data.map((row) => row.content_id)).toEqual([apple, zebra]);
    expect(listed.total).toBe(2);
    expect(listed.data[0]).toMatchObject({
      name: 'Apple picking',
      seglet_id: segletId,
      segment_id: segmentId,
    });
    expect((await listOf(await newSeglet(null))).data).toEqual([]);
  });

  it('adds a content through its placement and removes it, one change log line each', async () => {
    const segmentId = await fixtures.segment();
    const segletId = await newSeglet(segmentId);
    const contentId = await fixtures.content({ name: 'Placed content' });

    const placed = await send('PUT', `/content/${contentId}/segment/${segmentId}`, { seglet_id: segletId });
    expect(placed.status).toBe(200);
    expect(adminContentSchema.parse(decodeDates(await placed.json())).seglet_id).toBe(segletId);
    expect((await listOf(segletId)).data.map((row) => row.content_id)).toEqual([contentId]);
    expect(await changesOf(contentId)).toEqual([{ detail: 'segment_id,seglet_id', userId: admin.user_id }]);

    const removed = await send('DELETE', `/content/${contentId}/segment/${segmentId}`);
    expect(removed.status).toBe(200);
    expect((await listOf(segletId)).data).toEqual([]);
    expect(await changesOf(contentId)).toHaveLength(2);
  });

  it("writes a line on each seglet's own change log when a content joins, moves or leaves", async () => {
    const segletLog = async (segletId: number) =>
      (await server.readOk(`/seglet/${segletId}/changelog`, changeLogSchema, admin)).data.map(
        ({ action, detail, user_name }) => ({ action, detail, user_name }),
      );
    const line = {
      action: 'update',
      detail: 'contents',
      user_name: `${admin.user.first_name} ${admin.user.last_name}`,
    };
    const segmentId = await fixtures.segment();
    const [firstId, secondId] = [await newSeglet(segmentId), await newSeglet(segmentId)];
    const contentId = await fixtures.content({ name: 'Moving content' });
    const place = (segletId: number) =>
      send('PUT', `/content/${contentId}/segment/${segmentId}`, { seglet_id: segletId });

    expect((await place(firstId)).status).toBe(200);
    expect(await segletLog(firstId)).toEqual([line]);
    // Saving the same place again changes nothing, so it writes nothing.
    expect((await place(firstId)).status).toBe(200);
    expect(await segletLog(firstId)).toEqual([line]);
    // Moving: the seglet it left and the one it joined each get their line.
    expect((await place(secondId)).status).toBe(200);
    expect(await segletLog(firstId)).toEqual([line, line]);
    expect(await segletLog(secondId)).toEqual([line]);
    expect((await send('DELETE', `/content/${contentId}/segment/${segmentId}`)).status).toBe(200);
    expect(await segletLog(secondId)).toEqual([line, line]);
    expect(await segletLog(firstId)).toHaveLength(2);
    expect(await changesOf(contentId)).toHaveLength(3);
  });

  it('refuses a seglet in no segment and saves nothing (no placement, no change log line)', async () => {
    const segmentId = await fixtures.segment();
    const looseId = await newSeglet(null);
    const contentId = await fixtures.content({ name: 'Not placed' });

    const refused = await readErrorResponse(
      await send('PUT', `/content/${contentId}/segment/${segmentId}`, { seglet_id: looseId }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues?.[0]?.path).toBe('seglet_id');
    const [stored] = await server.db.orm.select().from(content).where(eq(content.id, contentId));
    expect(stored).toMatchObject({ segmentId: null, segletId: null });
    expect(await changesOf(contentId)).toEqual([]);
    expect((await listOf(looseId)).data).toEqual([]);
  });
});
