/** Content authoring over HTTP: create, validation, names, type rules, saves, archive, placement, 403, journey. */
import {
  adminContentListSchema,
  adminContentSchema,
  adminFilterListSchema,
  adminMessages,
  completionResponseSchema,
  contentNameSearchListSchema,
  contentSegmentSchema,
  decodeDates,
  formatMessage,
  messages,
  segmentDetailSchema,
  userStatsSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content, medal, seglet } from '../db/schema';
import { createAdminContentService, draftOnlyWhileDraft } from '../services/admin-content-service';
import { type ContentFixtures, createContentFixtures, publicationStatus } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('content authoring', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;
  let nextSeglet = 950_000;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  /** As the admin unless told; null: without a session. */
  const send = (method: string, path: string, body?: unknown, as: SignedIn | null = admin) =>
    server.request(path, {
      method,
      as: as ?? undefined,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function contentOf(response: Response, status = 200) {
    expect(response.status).toBe(status);
    return z.strictObject(adminContentSchema.shape).parse(decodeDates(await response.json()));
  }

  let draftNumber = 0;
  const draft = (fields: Record<string, unknown> = {}) => {
    draftNumber += 1;
    return {
      name: `Greeting guide ${draftNumber}`,
      short_name: `Greet ${draftNumber}`,
      description: 'How to greet a customer.',
      type: 12,
      url: 'https://example.com/greet',
      image_file: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      points: '10',
      estimated_time: '5',
      content_owner_user_email: 'Admin@segno.example',
      ...fields,
    };
  };
  const create = async (fields: Record<string, unknown> = {}) =>
    contentOf(await send('POST', '/content', draft(fields)), 201);

  const changesOf = (contentId: number, objectType: 'content' | 'segment' = 'content') =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail, userId: changeLog.userId })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, objectType), eq(changeLog.objectId, contentId)))
      .orderBy(asc(changeLog.id));

  const storedRow = async (contentId: number) => {
    const [row] = await server.db.orm.select().from(content).where(eq(content.id, contentId));
    return row;
  };

  const contentCount = async () => (await server.db.orm.select({ total: count() }).from(content))[0]?.total;

  async function publishedSegmentWithSeglet() {
    const segmentId = await fixtures.segment();
    const segletId = nextSeglet++;
    await server.db.orm
      .insert(seglet)
      .values({ id: segletId, segmentId, name: `Seglet ${segletId}`, position: 1, status: 2 });
    return { segmentId, segletId };
  }

  describe('creating', () => {
    it('creates a draft (201) with its owner, readable again, and a change-log line', async () => {
      const created = await create();
      expect(created).toMatchObject({
        name: `Greeting guide ${draftNumber}`,
        short_name: `Greet ${draftNumber}`,
        type: 12,
        object_type: 'content',
        points: 10,
        estimated_time: 5,
        content_owner_user_email: 'admin@segno.example',
        preferred_browser: 'all',
        language: 'english',
        status: 1,
        segment_id: null,
        seglet_id: null,
        segnocode: null,
        segnocode_gen_mode: null,
        content_recurrence: 0,
      });
      expect(await contentOf(await send('GET', `/content/${created.content_id}/admin`))).toEqual(created);
      expect(await changesOf(created.content_id)).toEqual([
        { action: 'create', detail: '', userId: admin.user_id },
      ]);
      // What learners read: an external link opens outside, with the image as its thumbnail.
      expect(await storedRow(created.content_id)).toMatchObject({
        isExtUrl: true,
        thumbnailUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png',
        estimatedMinutes: 5,
        recurrence: 'never',
        contentOwnerUserId: admin.user_id,
      });
    });

    it('stores an http address (the form only warns about it)', async () => {
      const created = await create({ url: 'http://example.com/plain', type: 11 });
      expect(created.url).toBe('http://example.com/plain');
      expect((await storedRow(created.content_id))?.isExtUrl).toBe(false);
    });

    it.each([
      ['points', '0', adminMessages.validation.pointsMin],
      ['points', 'ten', adminMessages.validation.wholeNumber],
      ['url', 'ftp://x', adminMessages.validation.invalidUrl],
      ['content_owner_user_email', 'someone@gmail.com', adminMessages.validation.contentOwnerInvalid],
      ['content_owner_user_email', 'nobody@segno.example', adminMessages.validation.contentOwnerUnknown],
      ['estimated_time', 0, adminMessages.validation.estimatedTimeMin],
      ['name', '  ', messages.validation.required],
      ['name', 'n', formatMessage(messages.validation.minLength, { minlength: 2 })],
      ['name', 'n'.repeat(101), formatMessage(adminMessages.validation.tooLong, { maxlength: 100 })],
      ['short_name', '', messages.validation.required],
      ['short_name', 's'.repeat(21), formatMessage(adminMessages.validation.tooLong, { maxlength: 20 })],
      ['description', '', messages.validation.required],
      ['description', 'd'.repeat(1001), formatMessage(adminMessages.validation.tooLong, { maxlength: 1000 })],
      ['image_file', null, adminMessages.validation.imageRequired],
    ])('refuses %s %j with its form message (400) and saves nothing', async (field, value, message) => {
      const before = await contentCount();
      const { status, body } = await readErrorResponse(
        await send('POST', '/content', draft({ [field]: value })),
      );
      expect(status).toBe(400);
      expect(body.error.issues).toContainEqual({ path: field, message });
      expect(await contentCount()).toBe(before);
    });

    it('refuses a name or short name another content uses, without regard to case (409)', async () => {
      const first = await create();
      const before = await contentCount();
      const { status, body } = await readErrorResponse(
        await send(
          'POST',
          '/content',
          draft({ name: first.name.toUpperCase(), short_name: first.short_name.toLowerCase() }),
        ),
      );
      expect(status).toBe(409);
      expect(body.error.issues).toEqual([
        { path: 'name', message: messages.validation.unique },
        { path: 'short_name', message: messages.validation.unique },
      ]);
      expect(await contentCount()).toBe(before);
      // Archived content frees its names.
      expect((await send('DELETE', `/content/${first.content_id}`)).status).toBe(200);
      const again = await create({ name: first.name, short_name: first.short_name });
      expect(again.name).toBe(first.name);
    });

    it('refuses a preferred browser other than all, chrome or ie (400) and saves nothing', async () => {
      const before = await contentCount();
      const refused = await readErrorResponse(
        await send('POST', '/content', draft({ preferred_browser: 'firefox' })),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues?.map((issue) => issue.path)).toEqual(['preferred_browser']);
      expect(await contentCount()).toBe(before);

      const created = await create({ preferred_browser: 'ie' });
      const stored = await storedRow(created.content_id);
      const onSave = await readErrorResponse(
        await send('PUT', `/content/${created.content_id}`, { preferred_browser: 'Chrome', points: 20 }),
      );
      expect(onSave.status).toBe(400);
      expect(onSave.body.error.issues?.map((issue) => issue.path)).toEqual(['preferred_browser']);
      expect(await storedRow(created.content_id)).toEqual(stored);
      expect(await changesOf(created.content_id)).toHaveLength(1);
    });
  });

  describe('type and object type rules', () => {
    it('gives the code type an automatic code, and clears it for any other type', async () => {
      const code = await create({ type: 6 });
      expect(code.segnocode_gen_mode).toBe('auto');
      expect(code.segnocode).toMatch(/^[A-Z0-9]{8}$/);
      const cleared = await contentOf(await send('PUT', `/content/${code.content_id}`, { type: 12 }));
      expect(cleared).toMatchObject({ segnocode_gen_mode: null, segnocode: null });
      expect((await storedRow(code.content_id))?.isExtUrl).toBe(true);
      const again = await contentOf(await send('PUT', `/content/${code.content_id}`, { type: 6 }));
      expect(again.segnocode_gen_mode).toBe('auto');
      expect(again.segnocode).toMatch(/^[A-Z0-9]{8}$/);
      expect((await storedRow(code.content_id))?.isExtUrl).toBe(false);
    });

    it('gives compliance content a yearly recurrence, and other content none', async () => {
      const compliance = await create({ object_type: 'complianceContent' });
      expect(compliance.content_recurrence).toBe(1);
      expect((await storedRow(compliance.content_id))?.recurrence).toBe('every_year');
      const plain = await contentOf(
        await send('PUT', `/content/${compliance.content_id}`, { object_type: 'content' }),
      );
      expect(plain.content_recurrence).toBe(0);
      const back = await contentOf(
        await send('PUT', `/content/${compliance.content_id}`, { object_type: 'complianceContent' }),
      );
      expect(back.content_recurrence).toBe(1);
    });
  });

  describe('saving, publishing and archiving', () => {
    it('saves only the fields sent, logs the changed ones, publishes with status 2 and archives', async () => {
      const created = await create({ language: 'spanish', preferred_browser: 'chrome' });
      const saved = await contentOf(
        await send('PUT', `/content/${created.content_id}`, {
          name: `${created.name} (new)`,
          points: 15,
          description: created.description,
        }),
      );
      expect(saved).toMatchObject({ name: `${created.name} (new)`, points: 15, language: 'spanish' });
      // Nothing changed: no line.
      await contentOf(await send('PUT', `/content/${created.content_id}`, { points: '15' }));
      const published = await contentOf(await send('PUT', `/content/${created.content_id}`, { status: 2 }));
      expect(published).toMatchObject({ status: 2, language: 'spanish', preferred_browser: 'chrome' });
      // Launched when published; and a published content never goes back to draft.
      expect((await storedRow(created.content_id))?.startDate).toEqual(server.clock.now());
      const backToDraft = await readErrorResponse(
        await send('PUT', `/content/${created.content_id}`, { status: 1 }),
      );
      expect(backToDraft.status).toBe(400);
      expect(backToDraft.body.error.issues).toEqual([{ path: 'status', message: draftOnlyWhileDraft }]);
      const archived = await contentOf(await send('DELETE', `/content/${created.content_id}`));
      expect(archived.status).toBe(3);
      expect((await changesOf(created.content_id)).map(({ action, detail }) => [action, detail])).toEqual([
        ['create', ''],
        ['update', 'name,points'],
        ['status', '2'],
        ['archive', ''],
      ]);
    });

    it('refuses a bad field (400), a name in use (409) and an unknown content (404) on save', async () => {
      const [first, second] = [await create(), await create()];
      const path = `/content/${second.content_id}`;
      const bad = await readErrorResponse(await send('PUT', path, { points: '0' }));
      expect(bad.status).toBe(400);
      expect(bad.body.error.issues).toEqual([
        { path: 'points', message: adminMessages.validation.pointsMin },
      ]);
      const unknownOwner = await readErrorResponse(
        await send('PUT', path, { content_owner_user_email: 'nobody@segno.example' }),
      );
      expect(unknownOwner.body.error.issues).toEqual([
        { path: 'content_owner_user_email', message: adminMessages.validation.contentOwnerUnknown },
      ]);
      const taken = await readErrorResponse(await send('PUT', path, { short_name: first.short_name }));
      expect(taken.status).toBe(409);
      expect(taken.body.error.issues).toEqual([{ path: 'short_name', message: messages.validation.unique }]);
      // Its own names are its to keep.
      await contentOf(await send('PUT', path, { name: second.name, short_name: second.short_name }));
      expect((await readErrorResponse(await send('PUT', '/content/999999999', { points: 3 }))).status).toBe(
        404,
      );
      expect((await readErrorResponse(await send('DELETE', '/content/999999999'))).status).toBe(404);
      expect((await readErrorResponse(await send('GET', '/content/999999999/admin'))).status).toBe(404);
      expect(await contentOf(await send('GET', `/content/${second.content_id}/admin`))).toMatchObject({
        points: 10,
        content_owner_user_email: 'admin@segno.example',
      });
    });

    it('saves nothing of a several-field save when its change-log line cannot be written (one transaction)', async () => {
      const created = await create({ type: 11 });
      const stored = await storedRow(created.content_id);
      const service = createAdminContentService({ orm: server.db.orm, now: server.clock.now });
      // No such user: the change log's reference to app_user fails after the content row was updated (with
      // a new code for the code type, and a recurrence for compliance content).
      const changes = {
        name: `${created.name} (half)`,
        points: 40,
        description: 'Half saved?',
        type: 6,
        object_type: 'complianceContent',
        status: 2,
      } as const;
      await expect(service.update(999_999, created.content_id, changes)).rejects.toThrow();
      expect(await storedRow(created.content_id)).toEqual(stored);
      expect(await changesOf(created.content_id)).toEqual([
        { action: 'create', detail: '', userId: admin.user_id },
      ]);
      // The same save by a real user goes through: only the change-log line failed above.
      expect(await service.update(admin.user_id, created.content_id, changes)).toMatchObject({
        name: changes.name,
        points: 40,
        type: 6,
        segnocode_gen_mode: 'auto',
        content_recurrence: 1,
        status: 2,
      });
    });
  });

  describe('the manage-contents list', () => {
    it('finds by name or short name, newest first, pages by 25, and shows archived only when asked', async () => {
      const tag = `Zebra${Date.now()}`;
      const older = await create({ name: `${tag} one`, short_name: `${tag.slice(0, 10)}A` });
      const newer = await create({ name: `Other ${draftNumber}`, short_name: `${tag.slice(0, 10)}B` });
      const list = async (query: string) => {
        const response = await send('GET', `/content/search?${query}`);
        expect(response.status).toBe(200);
        return adminContentListSchema.parse(decodeDates(await response.json()));
      };
      const found = await list(`term=${tag.toLowerCase().slice(0, 10)}`);
      expect(found.data.map((row) => row.content_id)).toEqual([newer.content_id, older.content_id]);
      expect(found.total).toBe(2);
      const firstPage = await list('');
      expect(firstPage.data).toHaveLength(25);
      expect(firstPage.total).toBeGreaterThan(25);
      expect(firstPage.data.every((row) => row.status !== 3)).toBe(true);
      await send('DELETE', `/content/${older.content_id}`);
      expect((await list(`term=${tag}`)).data).toEqual([]);
      const archived = await list(`term=${tag}&filters[]=status:3`);
      expect(archived.data.map((row) => row.content_id)).toEqual([older.content_id]);
      expect((await readErrorResponse(await send('GET', '/content/search?filters[]=status:9'))).status).toBe(
        400,
      );
    });

    it('filters the list by type and segment, any value within a key, and offers both filters', async () => {
      const tag = `Yak${Date.now()}`;
      const link = await create({ name: `${tag} link`, type: 12 });
      const documentContent = await create({ name: `${tag} doc`, type: 11 });
      const { segmentId, segletId } = await publishedSegmentWithSeglet();
      await send('PUT', `/content/${documentContent.content_id}/segment/${segmentId}`, {
        seglet_id: segletId,
      });
      const ids = async (filters: string) => {
        const response = await send('GET', `/content/search?term=${tag}&${filters}`);
        return adminContentListSchema
          .parse(decodeDates(await response.json()))
          .data.map((row) => row.content_id);
      };
      expect(await ids('filters[]=type:12')).toEqual([link.content_id]);
      expect(await ids('filters[]=type:12&filters[]=type:11')).toEqual([
        documentContent.content_id,
        link.content_id,
      ]);
      expect(await ids(`filters[]=segment:${segmentId}&filters[]=type:11`)).toEqual([
        documentContent.content_id,
      ]);
      expect(await ids(`filters[]=segment:${segmentId}&filters[]=type:12`)).toEqual([]);
      expect((await send('GET', '/content/search?filters[]=kind:1')).status).toBe(400);

      const filters = adminFilterListSchema.parse(
        await (await send('GET', '/content/search/filters')).json(),
      );
      expect(filters.data.map((group) => group.key)).toEqual(['type', 'segment']);
      expect(filters.data[0]?.options).toContainEqual({ value: '13', label: 'Scorm' });
      expect(filters.data[1]?.options).toContainEqual({
        value: String(segmentId),
        label: expect.any(String),
      });
    });

    it('searches by name above 2 characters, of one type when asked; archived ones left out', async () => {
      const tag = `Quokka${Date.now()}`;
      const link = await create({ name: `${tag} link`, type: 12 });
      const documentContent = await create({ name: `${tag} doc`, type: 11 });
      const archived = await create({ name: `${tag} old`, type: 12 });
      await send('DELETE', `/content/${archived.content_id}`);
      const found = async (path: string) =>
        contentNameSearchListSchema
          .parse(decodeDates(await (await send('GET', path)).json()))
          .data.map((row) => row.content_id);
      expect(await found(`/content/search/name/${tag.toLowerCase()}`)).toEqual([
        documentContent.content_id,
        link.content_id,
      ]);
      expect(await found(`/content/search/name/${tag}/type/12`)).toEqual([link.content_id]);
      const short = await readErrorResponse(await send('GET', '/content/search/name/qu'));
      expect(short.status).toBe(400);
      expect(short.body.error.issues).toEqual([
        { path: 'term', message: messages.validation.searchTooShort },
      ]);
      expect((await send('GET', `/content/search/name/${tag}/type/99`)).status).toBe(400);
    });
  });

  describe('placing in a segment', () => {
    it("puts the content in a seglet of the segment and takes it out; another segment's seglet is 400", async () => {
      const created = await create();
      const { segmentId, segletId } = await publishedSegmentWithSeglet();
      const other = await publishedSegmentWithSeglet();
      const path = `/content/${created.content_id}/segment/${segmentId}`;
      const refused = await readErrorResponse(await send('PUT', path, { seglet_id: other.segletId }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues?.[0]?.path).toBe('seglet_id');
      expect(
        (
          await readErrorResponse(
            await send('PUT', `/content/${created.content_id}/segment/999999999`, { seglet_id: segletId }),
          )
        ).status,
      ).toBe(404);
      const placed = await contentOf(await send('PUT', path, { seglet_id: segletId }));
      expect(placed).toMatchObject({
        segment_id: segmentId,
        seglet_id: segletId,
        seglet_name: `Seglet ${segletId}`,
      });
      expect(placed.segment_name).toMatch(/^Fixture segment/);
      const removed = await contentOf(await send('DELETE', path));
      expect(removed).toMatchObject({
        segment_id: null,
        seglet_id: null,
        segment_name: null,
        seglet_name: null,
      });
      expect((await changesOf(created.content_id)).map((line) => line.detail)).toEqual([
        '',
        'segment_id,seglet_id',
        'segment_id,seglet_id',
      ]);
    });

    it('writes a line on each segment the content joins or leaves, once per save', async () => {
      const created = await create();
      const first = await publishedSegmentWithSeglet();
      const otherSegletId = nextSeglet++;
      await server.db.orm.insert(seglet).values({
        id: otherSegletId,
        segmentId: first.segmentId,
        name: 'Second seglet',
        position: 2,
        status: 2,
      });
      const second = await publishedSegmentWithSeglet();
      const place = (segmentId: number, segletId: number) =>
        send('PUT', `/content/${created.content_id}/segment/${segmentId}`, { seglet_id: segletId });
      const segmentLines = async (segmentId: number) =>
        (await changesOf(segmentId, 'segment')).map(({ action, detail, userId }) => [action, detail, userId]);
      const contentsLine = ['update', 'contents', admin.user_id];

      await contentOf(await place(first.segmentId, first.segletId));
      expect(await segmentLines(first.segmentId)).toEqual([contentsLine]);
      // The same place again: no line anywhere.
      await contentOf(await place(first.segmentId, first.segletId));
      expect(await segmentLines(first.segmentId)).toHaveLength(1);
      // Another seglet of the same segment: one line on the segment.
      await contentOf(await place(first.segmentId, otherSegletId));
      expect(await segmentLines(first.segmentId)).toEqual([contentsLine, contentsLine]);
      // Another segment: a line on the one left and on the one joined.
      await contentOf(await place(second.segmentId, second.segletId));
      expect(await segmentLines(first.segmentId)).toHaveLength(3);
      expect(await segmentLines(second.segmentId)).toEqual([contentsLine]);
      // Taken out: a line on its segment; taken out of a segment it is not in: none.
      await contentOf(await send('DELETE', `/content/${created.content_id}/segment/${first.segmentId}`));
      expect(await segmentLines(first.segmentId)).toHaveLength(3);
      await contentOf(await send('DELETE', `/content/${created.content_id}/segment/${second.segmentId}`));
      expect(await segmentLines(second.segmentId)).toEqual([contentsLine, contentsLine]);
    });

    it('answers where the content is placed (GET /content/{id}/segment), nulls when nowhere, 404 when no such content', async () => {
      const created = await create();
      const { segmentId, segletId } = await publishedSegmentWithSeglet();
      const placement = async (contentId: number) => {
        const response = await send('GET', `/content/${contentId}/segment`);
        expect(response.status).toBe(200);
        return z.strictObject(contentSegmentSchema.shape).parse(await response.json());
      };
      expect(await placement(created.content_id)).toEqual({
        segment_id: null,
        segment_name: null,
        seglet_id: null,
        seglet_name: null,
      });
      const placed = await contentOf(
        await send('PUT', `/content/${created.content_id}/segment/${segmentId}`, { seglet_id: segletId }),
      );
      expect(await placement(created.content_id)).toEqual({
        segment_id: segmentId,
        segment_name: placed.segment_name,
        seglet_id: segletId,
        seglet_name: `Seglet ${segletId}`,
      });
      expect(placed.segment_name).toMatch(/^Fixture segment/);
      expect((await readErrorResponse(await send('GET', '/content/999999999/segment'))).status).toBe(404);
    });
  });

  it('answers 403 to a learner and 401 without a session on every content call', async () => {
    const created = await create();
    const { segmentId, segletId } = await publishedSegmentWithSeglet();
    const calls: [string, string, unknown?][] = [
      ['GET', '/content/search'],
      ['GET', '/content/search/filters'],
      ['GET', '/content/search/name/greeting'],
      ['GET', '/content/search/name/greeting/type/12'],
      ['POST', '/content', draft()],
      ['GET', `/content/${created.content_id}/admin`],
      ['PUT', `/content/${created.content_id}`, { status: 2 }],
      ['DELETE', `/content/${created.content_id}`],
      ['PUT', `/content/${created.content_id}/segment/${segmentId}`, { seglet_id: segletId }],
      ['DELETE', `/content/${created.content_id}/segment/${segmentId}`],
      ['GET', `/content/${created.content_id}/segment`],
    ];
    for (const [method, path, body] of calls) {
      expect(
        (await readErrorResponse(await send(method, path, body, learner))).status,
        `${method} ${path}`,
      ).toBe(403);
      expect(
        (await readErrorResponse(await send(method, path, body, null))).status,
        `${method} ${path}`,
      ).toBe(401);
    }
    expect(await contentOf(await send('GET', `/content/${created.content_id}/admin`))).toMatchObject({
      status: 1,
      segment_id: null,
    });
  });

  it('journey: an authored 10-point external link, once published in a segment, awards bronze and silver', async () => {
    const { segmentId, segletId } = await publishedSegmentWithSeglet();
    await server.db.orm.insert(medal).values([
      { segmentId, level: 1, pointsNeeded: 5, status: publicationStatus.published },
      { segmentId, level: 2, pointsNeeded: 10, status: publicationStatus.published },
      { segmentId, level: 3, pointsNeeded: 20, status: publicationStatus.published },
    ]);
    const created = await create({ points: '10', type: 12, url: 'https://example.com/welcome' });
    await contentOf(
      await send('PUT', `/content/${created.content_id}/segment/${segmentId}`, { seglet_id: segletId }),
    );
    const segmentPath = `/segment/${segmentId}?include[]=seglet_content`;
    const contentIdsSeen = async () =>
      (await server.readOk(segmentPath, segmentDetailSchema, learner)).seglets?.flatMap((row) =>
        row.contents.map((item) => item.content_id),
      );
    // A draft is not shown to learners.
    expect(await contentIdsSeen()).toEqual([]);
    await contentOf(await send('PUT', `/content/${created.content_id}`, { status: 2 }));
    expect(await contentIdsSeen()).toEqual([created.content_id]);

    const learnerView = await server.request(`/content/${created.content_id}`, { as: learner });
    expect(learnerView.status).toBe(200);
    expect(await learnerView.json()).toMatchObject({ is_ext_url: true, url: 'https://example.com/welcome' });

    const stats = () => server.readOk(`/user/${learner.user_id}/stats`, userStatsSchema, learner);
    const before = await stats();
    const submitted = await server.request(`/user/${learner.user_id}/content/${created.content_id}`, {
      method: 'POST',
      body: new URLSearchParams({ score: '1' }),
      as: learner,
    });
    expect(submitted.status).toBe(200);
    const result = completionResponseSchema.parse(await submitted.json());
    expect(result).toMatchObject({ completed: true, points: 10 });
    expect(result.medals.map((earned) => earned.level)).toEqual([1, 2]);
    const after = await stats();
    expect(after.bronze_count - before.bronze_count).toBe(1);
    expect(after.silver_count - before.silver_count).toBe(1);
    expect(after.gold_count).toBe(before.gold_count);
  });
});
