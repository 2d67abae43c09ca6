/**
 * Content types over HTTP (001 sections 3 and 5): SCORM and its sub types, and the SCORM address rule, refused
 * by POST and PUT /content with the form's messages and nothing saved.
 */
import { adminContentSchema, adminMessages, decodeDates, messages } from '@segno/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const scormUrl = 'https://courses.segno.example/launch?activityid=42&coursename=fire-safety';
const bareScormUrl = 'https://courses.segno.example/launch';

describe('content types and the SCORM address', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method,
      as,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  let draftNumber = 0;
  const draft = (fields: Record<string, unknown> = {}) => {
    draftNumber += 1;
    return {
      name: `Fire safety course ${draftNumber}`,
      short_name: `Fire ${draftNumber}`,
      description: 'Where the exits are.',
      type: 13,
      sub_type: 'scorm_1_2',
      url: scormUrl,
      image_file: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      points: 10,
      estimated_time: 5,
      content_owner_user_email: 'admin@segno.example',
      ...fields,
    };
  };

  const contentCount = async () => (await server.db.orm.select({ total: count() }).from(content))[0]?.total;
  const changeCount = async () => (await server.db.orm.select({ total: count() }).from(changeLog))[0]?.total;

  async function create(fields: Record<string, unknown> = {}) {
    const response = await send('POST', '/content', draft(fields));
    expect(response.status).toBe(201);
    return adminContentSchema.parse(decodeDates(await response.json()));
  }

  it('creates SCORM content with a sub type, and segscorm with any https address', async () => {
    expect((await create()).type).toBe(13);
    expect((await create({ sub_type: 'segscorm', url: bareScormUrl })).url).toBe(bareScormUrl);
  });

  it.each([
    ['no sub type', { sub_type: null }, 'sub_type', messages.validation.required],
    [
      'a sub type of another type',
      { type: 12, sub_type: 'scorm_1_2' },
      'sub_type',
      adminMessages.contentTypes.subTypeMismatch,
    ],
    [
      'an address without activityid and coursename',
      { url: bareScormUrl },
      'url',
      adminMessages.validation.invalidScormUrl,
    ],
    ['an address without coursename', { url: `${bareScormUrl}?activityid=42` }, 'url', 'Invalid Scorm Url'],
    [
      'an http address',
      { url: scormUrl.replace('https:', 'http:') },
      'url',
      adminMessages.validation.invalidUrl,
    ],
  ])('POST refuses SCORM content with %s (400) and saves nothing', async (_case, fields, path, message) => {
    const before = await contentCount();
    const { status, body } = await readErrorResponse(await send('POST', '/content', draft(fields)));
    expect(status).toBe(400);
    expect(body.error.issues).toContainEqual({ path, message });
    expect(await contentCount()).toBe(before);
  });

  it('POST keeps the insecure http warning for other types: the address is stored', async () => {
    const created = await create({ type: 11, sub_type: null, url: 'http://docs.segno.example/fire' });
    expect(created.url).toBe('http://docs.segno.example/fire');
  });

  it.each([
    ['a SCORM type without its sub type', { type: 13 }, 'sub_type', messages.validation.required],
    [
      'a SCORM address without activityid and coursename',
      { type: 13, sub_type: 'scorm_2004', url: bareScormUrl },
      'url',
      adminMessages.validation.invalidScormUrl,
    ],
  ])(
    'PUT refuses %s (400), leaving the content and its change log alone',
    async (_case, fields, path, message) => {
      const created = await create({ type: 12, sub_type: null, url: 'https://example.com/greet' });
      const changesBefore = await changeCount();
      const { status, body } = await readErrorResponse(
        await send('PUT', `/content/${created.content_id}`, fields),
      );
      expect(status).toBe(400);
      expect(body.error.issues).toContainEqual({ path, message });
      const [row] = await server.db.orm.select().from(content).where(eq(content.id, created.content_id));
      expect(row).toMatchObject({ type: 12, url: 'https://example.com/greet' });
      expect(await changeCount()).toBe(changesBefore);
    },
  );

  it('PUT takes a SCORM type with its sub type and address', async () => {
    const created = await create({ type: 12, sub_type: null, url: 'https://example.com/greet' });
    const response = await send('PUT', `/content/${created.content_id}`, {
      type: 13,
      sub_type: 'segscorm',
      url: bareScormUrl,
    });
    expect(response.status).toBe(200);
    expect(adminContentSchema.parse(decodeDates(await response.json()))).toMatchObject({
      type: 13,
      sub_type: 'segscorm',
      url: bareScormUrl,
    });
  });

  it('stores the sub type; a type without sub types drops it, and SCORM opens outside the app', async () => {
    const created = await create({ sub_type: 'scorm_2004' });
    expect(created.sub_type).toBe('scorm_2004');
    const [stored] = await server.db.orm.select().from(content).where(eq(content.id, created.content_id));
    expect(stored).toMatchObject({ subType: 'scorm_2004', isExtUrl: true });
    const moved = await send('PUT', `/content/${created.content_id}`, {
      type: 12,
      url: 'https://example.com/fire',
    });
    expect(adminContentSchema.parse(decodeDates(await moved.json())).sub_type).toBeNull();
  });

  it('checks an address sent alone against the stored SCORM type and sub type', async () => {
    const created = await create();
    const { status, body } = await readErrorResponse(
      await send('PUT', `/content/${created.content_id}`, { url: bareScormUrl }),
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: 'url', message: adminMessages.validation.invalidScormUrl }]);
    const segscorm = await create({ sub_type: 'segscorm', url: bareScormUrl });
    const moved = await send('PUT', `/content/${segscorm.content_id}`, { sub_type: 'scorm_1_2' });
    expect(moved.status).toBe(400);
  });

  it('refuses a learner (403) before reading the body', async () => {
    const before = await contentCount();
    expect((await send('POST', '/content', draft(), learner)).status).toBe(403);
    expect((await send('POST', '/content', draft({ sub_type: null }), learner)).status).toBe(403);
    expect(await contentCount()).toBe(before);
  });
});
