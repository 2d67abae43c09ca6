import {
  adminMessages,
  changeLogSchema,
  type Tag,
  type TaggedKind,
  tagListSchema,
  tagSchema,
} from '@segno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content, contentTag, plan, seglet, segment, tag } from '../db/schema';
import { errorMessages } from '../http/api-error';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

describe('tags: suggestions, create, and tags on contents, segments and seglets', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  let ids: Record<TaggedKind, number>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
    const [firstContent] = await server.db.orm.select({ id: content.id }).from(content).limit(1);
    const [firstSegment] = await server.db.orm.select({ id: segment.id }).from(segment).limit(1);
    const [firstSeglet] = await server.db.orm.select({ id: seglet.id }).from(seglet).limit(1);
    const [firstPlan] = await server.db.orm.select({ id: plan.id }).from(plan).limit(1);
    if (!firstContent || !firstSegment || !firstSeglet || !firstPlan)
      throw new Error('The demo data has no content');
    ids = { content: firstContent.id, segment: firstSegment.id, seglet: firstSeglet.id, plan: firstPlan.id };
  });
  afterAll(() => server.close());

  const create = (name: unknown) => server.request('/tag', { method: 'POST', as: admin, ...json({ name }) });
  const createTag = async (name: string): Promise<Tag> => {
    const response = await create(name);
    expect(response.status).toBe(201);
    return tagSchema.parse(await response.json());
  };
  const search = (query: string) => server.readOk(`/tag?${query}`, tagListSchema, admin);
  const changeTag = (
    method: 'PUT' | 'POST' | 'DELETE',
    kind: TaggedKind,
    tagId: number,
    itemId = ids[kind],
  ) => server.request(`/${kind}/${itemId}/tag/${tagId}`, { method, as: admin });
  const tagsOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return tagListSchema.parse(await response.json()).data.map((item) => item.name);
  };
  const tagLines = async (kind: TaggedKind, itemId = ids[kind]) =>
    (
      await server.db.orm
        .select()
        .from(changeLog)
        .where(
          and(
            eq(changeLog.objectType, kind),
            eq(changeLog.objectId, itemId),
            eq(changeLog.action, 'update'),
            eq(changeLog.detail, 'tags'),
          ),
        )
    ).length;

  it.each([
    ['GET', '/tag?searchTerm=safety'],
    ['POST', '/tag', { name: 'Learner tag' }],
    ['GET', '/content/1/tag'],
    ['GET', '/segment/1/tag'],
    ['PUT', '/content/1/tag/1'],
    ['DELETE', '/content/1/tag/1'],
    ['PUT', '/segment/1/tag/1'],
    ['DELETE', '/segment/1/tag/1'],
    ['PUT', '/seglet/1/tag/1'],
    ['POST', '/seglet/1/tag/1'],
    ['DELETE', '/seglet/1/tag/1'],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await server.db.orm.select().from(tag);
      const response = await server.request(path, {
        method,
        as: learner,
        ...(body === undefined ? {} : json(body)),
      });
      const { status, body: error } = await readErrorResponse(response);
      expect(status).toBe(403);
      expect(error.error.message).toBe(errorMessages.notSegmentAdmin);
      expect(await server.db.orm.select().from(tag)).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await server.request('/tag?searchTerm=safety')).status).toBe(401);
  });

  it('creates a tag, trimmed, and answers the existing tag for the same name in any case', async () => {
    const created = await createTag('  Allergens  ');
    expect(created.name).toBe('Allergens');
    const again = await create('ALLERGENS');
    expect(again.status).toBe(200);
    expect(tagSchema.parse(await again.json())).toEqual(created);
    const rows = await server.db.orm.select().from(tag).where(eq(tag.id, created.tag_id));
    expect(rows).toHaveLength(1);
  });

  it.each([[''], ['ab'], ['  ab  '], ['<a>b']])(
    'refuses the name %j (2 characters or fewer) with 400',
    async (name) => {
      const response = await create(name);
      const { status, body } = await readErrorResponse(response);
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([{ path: 'name', message: adminMessages.tags.nameTooShort }]);
    },
  );

  it('suggests only above 2 characters, at most 10, names holding the term in any case, starts first', async () => {
    for (let index = 1; index <= 12; index += 1)
      await createTag(`Zest${String(index).padStart(2, '0')} grove`);
    const early = await createTag('Grove zest early');
    expect((await search('searchTerm=ze')).data).toEqual([]);
    expect((await search('searchTerm=')).data).toEqual([]);
    const found = (await search('searchTerm=ZEST')).data.map((item) => item.name);
    expect(found).toHaveLength(10);
    expect(found[0]).toBe('Zest01 grove');
    expect(found).not.toContain(early.name);
    const few = (await search('searchTerm=grove%20zest&_limit=3')).data;
    expect(few).toEqual([early]);
    expect((await server.request('/tag?searchTerm=zest&_limit=11', { as: admin })).status).toBe(400);
  });

  it('takes wildcards literally in a search', async () => {
    await createTag('Percent 100% sure');
    expect((await search('searchTerm=0%25%20s')).data.map((item) => item.name)).toEqual([
      'Percent 100% sure',
    ]);
    expect((await search('searchTerm=___')).data).toEqual([]);
  });

  it.each(['content', 'segment', 'seglet'] as const)(
    'puts a tag on a %s and takes it off, each once, with one change-log line per change',
    async (kind) => {
      const first = await createTag(`First ${kind} tag`);
      const second = await createTag(`Another ${kind} tag`);
      const linesBefore = await tagLines(kind);
      expect(await tagsOf(await changeTag('PUT', kind, first.tag_id))).toEqual([first.name]);
      // Idempotent: a repeat changes nothing and writes no line.
      expect(await tagsOf(await changeTag('PUT', kind, first.tag_id))).toEqual([first.name]);
      expect(await tagsOf(await changeTag('PUT', kind, second.tag_id))).toEqual([second.name, first.name]);
      expect(await tagLines(kind)).toBe(linesBefore + 2);
      expect(await tagsOf(await changeTag('DELETE', kind, first.tag_id))).toEqual([second.name]);
      expect(await tagsOf(await changeTag('DELETE', kind, first.tag_id))).toEqual([second.name]);
      expect(await tagLines(kind)).toBe(linesBefore + 3);
      expect(await tagsOf(await changeTag('DELETE', kind, second.tag_id))).toEqual([]);
      // The change log reads the line as the item's.
      const log = await server.readOk(`/${kind}/${ids[kind]}/changelog`, changeLogSchema, admin);
      expect(log.data[0]).toMatchObject({ action: 'update', detail: 'tags' });
    },
  );

  it('puts a tag on a seglet with POST too', async () => {
    const posted = await createTag('Posted seglet tag');
    expect(await tagsOf(await changeTag('POST', 'seglet', posted.tag_id))).toContain(posted.name);
    await changeTag('DELETE', 'seglet', posted.tag_id);
  });

  it.each(['content', 'segment'] as const)('reads a %s’s tags as its changes answer them', async (kind) => {
    const read = await createTag(`Read ${kind} tag`);
    const answered = tagListSchema.parse(await (await changeTag('PUT', kind, read.tag_id)).json());
    const tags = await server.readOk(`/${kind}/${ids[kind]}/tag`, tagListSchema, admin);
    expect(tags).toEqual(answered);
    expect(tags.data).toContainEqual(read);
    await changeTag('DELETE', kind, read.tag_id);
    expect((await server.readOk(`/${kind}/${ids[kind]}/tag`, tagListSchema, admin)).data).not.toContainEqual(
      read,
    );
  });

  it('keeps a content’s tag in its table', async () => {
    const read = await createTag('Stored content tag');
    await changeTag('PUT', 'content', read.tag_id);
    const stored = await server.db.orm
      .select()
      .from(contentTag)
      .where(and(eq(contentTag.contentId, ids.content), eq(contentTag.tagId, read.tag_id)));
    expect(stored).toHaveLength(1);
  });

  it('answers 404 for a missing item or tag, and writes nothing', async () => {
    const lonely = await createTag('Lonely tag');
    const lines = (await server.db.orm.select().from(changeLog)).length;
    const noContent = await readErrorResponse(await changeTag('PUT', 'content', lonely.tag_id, 999_999));
    expect(noContent).toMatchObject({
      status: 404,
      body: { error: { message: 'There is no such content.' } },
    });
    const noSegment = await readErrorResponse(await changeTag('DELETE', 'segment', lonely.tag_id, 999_999));
    expect(noSegment.body.error.message).toBe('There is no such segment.');
    const noSeglet = await readErrorResponse(await changeTag('PUT', 'seglet', lonely.tag_id, 999_999));
    expect(noSeglet.body.error.message).toBe('There is no such seglet.');
    const noTag = await readErrorResponse(await changeTag('PUT', 'content', 999_999));
    expect(noTag).toMatchObject({ status: 404, body: { error: { message: 'There is no such tag.' } } });
    expect((await server.request('/content/999999/tag', { as: admin })).status).toBe(404);
    expect((await server.request('/segment/999999/tag', { as: admin })).status).toBe(404);
    expect((await server.db.orm.select().from(changeLog)).length).toBe(lines);
  });
});
