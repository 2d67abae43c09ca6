import {
  type AdminBadge,
  type AdminSegment,
  adminBadgeContentListSchema,
  adminBadgeListSchema,
  adminBadgeSchema,
  adminFilterListSchema,
  adminMedalListSchema,
  adminMessages,
  adminSegmentSchema,
  type BadgeDraftInput,
  badgeDetailSchema,
  badgeNameSearchListSchema,
  badgeSegmentListSchema,
  changeLogSchema,
  decodeDates,
  messages,
  segmentBadgeListSchema,
} from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badge, badgeContent, content, medal } from '../db/schema';
import { createAdminBadgeService } from '../services/admin-badge-service';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

let sequence = 0;

describe('badge authoring: list, create, save, archive, and the contents that earn a badge', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  let home: AdminSegment;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
    home = await createSegment();
  });
  afterAll(() => server.close());

  async function createSegment(): Promise<AdminSegment> {
    sequence += 1;
    const response = await server.request('/segment', {
      method: 'POST',
      as: admin,
      ...json({
        name: `Badge home ${sequence}`,
        short_name: `bdg-home-${sequence}`,
        description: 'Holds badges.',
        image_file: '/uploads/home.png',
      }),
    });
    expect(response.status).toBe(201);
    return adminSegmentSchema.parse(await read(response));
  }
  const badgeDraft = (overrides: Partial<BadgeDraftInput> = {}): BadgeDraftInput => {
    sequence += 1;
    return {
      name: `Authoring badge ${sequence}`,
      short_name: `auth-bdg-${sequence}`,
      description: 'Earned by doing.',
      image_file: '/uploads/badge.png',
      segment_id: home.segment_id,
      medal_type_id: null,
      ...overrides,
    };
  };
  const post = (body: unknown) => server.request('/badge', { method: 'POST', as: admin, ...json(body) });
  const createBadge = async (body: BadgeDraftInput = badgeDraft()): Promise<AdminBadge> => {
    const response = await post(body);
    expect(response.status).toBe(201);
    return adminBadgeSchema.parse(await read(response));
  };
  const put = (badgeId: number, body: unknown) =>
    server.request(`/badge/${badgeId}`, { method: 'PUT', as: admin, ...json(body) });
  const list = (query: string) => server.readOk(`/badge${query}`, adminBadgeListSchema, admin);
  const changeLog = (badgeId: number) => server.readOk(`/badge/${badgeId}/changelog`, changeLogSchema, admin);
  const issuesOf = async (response: Response) => (await readErrorResponse(response)).body.error.issues;
  const addContent = async (segmentId: number | null, name: string) => {
    const [row] = await server.db.orm
      .insert(content)
      .values({
        name,
        shortName: name.slice(0, 20),
        type: 1,
        points: 10,
        status: 2,
        recurrence: 'never',
        segmentId,
      })
      .returning({ id: content.id });
    if (!row) throw new Error('no content row');
    return row.id;
  };
  const contentsOf = async (badgeId: number) =>
    (await server.readOk(`/badge/${badgeId}/content`, adminBadgeContentListSchema, admin)).data.map(
      (row) => row.content_id,
    );

  it.each([
    ['GET', '/badge'],
    ['GET', '/badge/segment/list'],
    ['GET', '/badge/filters'],
    ['GET', '/badge/segment/search/name/safety'],
    ['POST', '/badge', { name: 'A learner badge' }],
    ['GET', '/badge/1/admin'],
    ['PUT', '/badge/1', { name: 'Renamed by a learner' }],
    ['DELETE', '/badge/1'],
    ['GET', '/badge/1/content'],
    ['GET', '/badge/1/content/search?term=intro'],
    ['POST', '/badge/1/content/1'],
    ['DELETE', '/badge/1/content/1'],
    ['GET', '/badge/1/changelog'],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await server.db.orm.select().from(badge).where(eq(badge.id, 1));
      const contentsBefore = await server.db.orm
        .select()
        .from(badgeContent)
        .where(eq(badgeContent.badgeId, 1));
      const response = await server.request(path, {
        method,
        as: learner,
        ...(body === undefined ? {} : json(body)),
      });
      const { status, body: error } = await readErrorResponse(response);
      expect(status).toBe(403);
      expect(error.error.message).toBe('Only segment admins may do this.');
      expect(await server.db.orm.select().from(badge).where(eq(badge.id, 1))).toEqual(before);
      expect(await server.db.orm.select().from(badgeContent).where(eq(badgeContent.badgeId, 1))).toEqual(
        contentsBefore,
      );
    },
  );

  it('answers 401 to a caller without a session', async () => {
    expect((await server.request('/badge')).status).toBe(401);
  });

  it('creates a draft badge tied to its segment’s bronze medal, which the medal editor counts', async () => {
    const body = badgeDraft({ medal_type_id: 1 });
    const created = await createBadge(body);
    expect(created).toMatchObject({
      name: body.name,
      short_name: body.short_name,
      description: body.description,
      image_file: body.image_file,
      segment_id: home.segment_id,
      segment_name: home.name,
      medal_type_id: 1,
      status: 1,
      content_count: 0,
    });
    const [stored] = await server.db.orm.select().from(badge).where(eq(badge.id, created.badge_id));
    const [bronze] = await server.db.orm
      .select()
      .from(medal)
      .where(eq(medal.id, stored?.medalId ?? -1));
    expect(bronze).toMatchObject({ segmentId: home.segment_id, level: 1 });
    const medals = await server.readOk(
      `/segment/${home.segment_id}/medal/admin`,
      adminMedalListSchema,
      admin,
    );
    expect(medals.data.find((row) => row.level === 1)?.badge_count).toBe(1);
    expect(await server.readOk(`/badge/${created.badge_id}/admin`, adminBadgeSchema, admin)).toEqual(created);
    expect((await changeLog(created.badge_id)).data.map((line) => line.action)).toEqual(['create']);
  });

  it('refuses empty fields with the forms’ messages and saves nothing', async () => {
    const before = await server.db.orm.select().from(badge);
    const response = await post({
      name: ' ',
      short_name: '',
      description: '',
      image_file: null,
      segment_id: home.segment_id,
    });
    expect(response.status).toBe(400);
    const issues = await issuesOf(response);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: messages.validation.required },
        { path: 'short_name', message: messages.validation.required },
        { path: 'description', message: messages.validation.required },
        { path: 'image_file', message: adminMessages.validation.imageRequired },
      ]),
    );
    expect(await server.db.orm.select().from(badge)).toHaveLength(before.length);
  });

  it('refuses a segment that is archived or missing (400 on segment_id)', async () => {
    const gone = await createSegment();
    await server.request(`/segment/${gone.segment_id}`, { method: 'DELETE', as: admin });
    for (const segmentId of [gone.segment_id, 999_999]) {
      const response = await post(badgeDraft({ segment_id: segmentId }));
      expect(response.status).toBe(400);
      expect(await issuesOf(response)).toEqual([
        { path: 'segment_id', message: adminMessages.badges.segmentUnavailable },
      ]);
    }
  });

  it('answers 409 when the name is taken by another badge, whatever its case, and not by an archived one', async () => {
    const first = await createBadge();
    const response = await post(badgeDraft({ name: first.name.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(await issuesOf(response)).toContainEqual({ path: 'name', message: messages.validation.unique });
    const other = await createBadge();
    const renamed = await put(other.badge_id, { name: first.name });
    expect(renamed.status).toBe(409);
    await server.request(`/badge/${first.badge_id}`, { method: 'DELETE', as: admin });
    expect((await put(other.badge_id, { name: first.name })).status).toBe(200);
  });

  it('saves changed fields with one update line, moves the medal type, and publishes with a status line', async () => {
    const created = await createBadge();
    const saved = adminBadgeSchema.parse(
      await read(
        await put(created.badge_id, { description: 'New words.', medal_type_id: 2, name: created.name }),
      ),
    );
    expect(saved).toMatchObject({ description: 'New words.', medal_type_id: 2, name: created.name });
    const published = adminBadgeSchema.parse(await read(await put(created.badge_id, { status: 2 })));
    expect(published.status).toBe(2);
    const none = adminBadgeSchema.parse(await read(await put(created.badge_id, { medal_type_id: null })));
    expect(none.medal_type_id).toBeNull();
    const lines = (await changeLog(created.badge_id)).data.map((line) => [line.action, line.detail]);
    expect(lines).toEqual([
      ['update', 'medal_type_id'],
      ['status', '2'],
      ['update', 'description,medal_type_id'],
      ['create', ''],
    ]);
  });

  it('saves the notifications step: notifying and its message (255 at most), with one update line', async () => {
    const created = await createBadge();
    expect(created).toMatchObject({ notify_on_earn: true, notification_text: '' });
    const saved = adminBadgeSchema.parse(
      await read(
        await put(created.badge_id, { notify_on_earn: false, notification_text: '  Well <b>done</b>  ' }),
      ),
    );
    expect(saved).toMatchObject({ notify_on_earn: false, notification_text: 'Well bdone/b' });
    const refused = await put(created.badge_id, { notification_text: 'x'.repeat(256) });
    expect(refused.status).toBe(400);
    expect(await issuesOf(refused)).toEqual([
      { path: 'notification_text', message: 'must be at most 255 characters' },
    ]);
    const lines = (await changeLog(created.badge_id)).data.map((line) => [line.action, line.detail]);
    expect(lines).toEqual([
      ['update', 'notify_on_earn,notification_text'],
      ['create', ''],
    ]);
  });

  it('archives on DELETE with an archive line; the list hides it unless asked for status 3', async () => {
    const created = await createBadge();
    const response = await server.request(`/badge/${created.badge_id}`, { method: 'DELETE', as: admin });
    expect(adminBadgeSchema.parse(await read(response)).status).toBe(3);
    expect((await changeLog(created.badge_id)).data[0]?.action).toBe('archive');
    const term = encodeURIComponent(created.short_name);
    expect((await list(`?term=${term}`)).data).toEqual([]);
    expect((await list(`?term=${term}&filters[]=status:3`)).data.map((row) => row.badge_id)).toEqual([
      created.badge_id,
    ]);
  });

  it('lists 25 a page, newest first, by term or searchTerm, and one segment’s badges', async () => {
    const segment = await createSegment();
    const made: AdminBadge[] = [];
    for (let index = 0; index < 3; index += 1)
      made.push(await createBadge(badgeDraft({ segment_id: segment.segment_id })));
    const ofSegment = await list(`?segment_id=${segment.segment_id}`);
    expect(ofSegment.total).toBe(3);
    expect(ofSegment.data.map((row) => row.badge_id)).toEqual(made.map((row) => row.badge_id).reverse());
    const [first] = made;
    if (!first) throw new Error('no badge');
    expect(
      (await list(`?searchTerm=${encodeURIComponent(first.name)}`)).data.map((row) => row.badge_id),
    ).toEqual([first.badge_id]);
    expect((await list('?_limit=2&_offset=0')).data).toHaveLength(2);
    expect((await list('')).data.length).toBeLessThanOrEqual(25);
  });

  it('filters the list by segment and medal type (none: no medal), any value within a key', async () => {
    const other = await createSegment();
    const bronze = await createBadge(badgeDraft({ medal_type_id: 1 }));
    const gold = await createBadge(badgeDraft({ medal_type_id: 3 }));
    const plain = await createBadge(badgeDraft());
    const elsewhere = await createBadge(badgeDraft({ segment_id: other.segment_id, medal_type_id: 1 }));
    const ids = async (filters: string[]) =>
      (
        await list(`?term=Authoring&_limit=100&${filters.map((filter) => `filters[]=${filter}`).join('&')}`)
      ).data
        .map((row) => row.badge_id)
        .filter((id) => [bronze, gold, plain, elsewhere].some((made) => made.badge_id === id));
    expect(await ids([`segment:${home.segment_id}`, 'medal:1'])).toEqual([bronze.badge_id]);
    expect(await ids([`segment:${home.segment_id}`, 'medal:none', 'medal:3'])).toEqual([
      plain.badge_id,
      gold.badge_id,
    ]);
    expect(await ids(['medal:1'])).toEqual([elsewhere.badge_id, bronze.badge_id]);
    expect(await ids([`segment:${other.segment_id}`, `segment:${home.segment_id}`, 'medal:1'])).toEqual([
      elsewhere.badge_id,
      bronze.badge_id,
    ]);
    expect((await server.request('/badge?filters[]=medal:gold', { as: admin })).status).toBe(400);
  });

  it('offers segment and medal filters: the segments not archived, bronze to gold and none', async () => {
    const filters = await server.readOk('/badge/filters', adminFilterListSchema, admin);
    const segmentIds = (await server.readOk('/badge/segment/list', badgeSegmentListSchema, admin)).data.map(
      (row) => String(row.segment_id),
    );
    expect(filters.data.map((group) => group.key)).toEqual(['segment', 'medal']);
    expect(filters.data[0]?.options.map((option) => option.value)).toEqual(segmentIds);
    expect(filters.data[1]?.options).toEqual([
      { value: '1', label: 'Bronze' },
      { value: '2', label: 'Silver' },
      { value: '3', label: 'Gold' },
      { value: 'none', label: adminMessages.badges.filterNoMedal },
    ]);
  });

  it('searches badges by name above 2 characters, archived ones left out', async () => {
    const kept = await createBadge(badgeDraft({ name: `Zebra finder ${sequence}` }));
    const archived = await createBadge(badgeDraft({ name: `Zebra keeper ${sequence}` }));
    await server.request(`/badge/${archived.badge_id}`, { method: 'DELETE', as: admin });
    const found = await server.readOk('/badge/segment/search/name/zebra', badgeNameSearchListSchema, admin);
    expect(found.data.map((row) => row.badge_id)).toEqual([kept.badge_id]);
    expect(found.data[0]?.segment_name).toBe(home.name);
    const short = await server.request('/badge/segment/search/name/ze', { as: admin });
    expect(short.status).toBe(400);
    expect(await issuesOf(short)).toEqual([{ path: 'term', message: messages.validation.searchTooShort }]);
  });

  it('offers the segments that are not archived', async () => {
    const segments = await server.readOk('/badge/segment/list', badgeSegmentListSchema, admin);
    expect(segments.data).toContainEqual({ segment_id: home.segment_id, name: home.name });
  });

  it('adds and removes contents of its segment, searches the rest, with update lines', async () => {
    const created = await createBadge();
    const inSegment = await addContent(home.segment_id, `Badge course alpha ${sequence}`);
    const elsewhere = await addContent(null, `Badge course beta ${sequence}`);
    const search = (term: string) =>
      server.request(`/badge/${created.badge_id}/content/search?term=${encodeURIComponent(term)}`, {
        as: admin,
      });
    const found = adminBadgeContentListSchema.parse(await read(await search('badge course')));
    expect(found.data.map((row) => row.content_id)).toEqual([inSegment]);
    const short = await search('ba');
    expect(short.status).toBe(400);
    expect(await issuesOf(short)).toEqual([{ path: 'term', message: messages.validation.searchTooShort }]);

    const added = await server.request(`/badge/${created.badge_id}/content/${inSegment}`, {
      method: 'POST',
      as: admin,
    });
    expect(adminBadgeContentListSchema.parse(await read(added)).data.map((row) => row.content_id)).toEqual([
      inSegment,
    ]);
    expect(adminBadgeContentListSchema.parse(await read(await search('badge course'))).data).toEqual([]);
    const refused = await server.request(`/badge/${created.badge_id}/content/${elsewhere}`, {
      method: 'POST',
      as: admin,
    });
    expect(refused.status).toBe(400);
    expect(await contentsOf(created.badge_id)).toEqual([inSegment]);
    expect(
      (await server.readOk(`/badge/${created.badge_id}/admin`, adminBadgeSchema, admin)).content_count,
    ).toBe(1);

    const learnerView = await server.readOk(
      `/badge/${created.badge_id}?include[]=content`,
      badgeDetailSchema,
      learner,
    );
    expect(learnerView.contents?.map((row) => row.content_id)).toEqual([inSegment]);

    const removed = await server.request(`/badge/${created.badge_id}/content/${inSegment}`, {
      method: 'DELETE',
      as: admin,
    });
    expect(adminBadgeContentListSchema.parse(await read(removed)).data).toEqual([]);
    expect((await changeLog(created.badge_id)).data.map((line) => [line.action, line.detail])).toEqual([
      ['update', 'contents'],
      ['update', 'contents'],
      ['create', ''],
    ]);
    // The content's change log records it too, as the content's badges step does.
    const contentLog = await server.readOk(`/content/${inSegment}/changelog`, changeLogSchema, admin);
    expect(contentLog.data.map((line) => [line.action, line.detail, line.user_name])).toEqual([
      ['update', 'badges', 'Priya Raman'],
      ['update', 'badges', 'Priya Raman'],
    ]);
    // Taking out a content that is not in it changes nothing and writes no line.
    await server.request(`/badge/${created.badge_id}/content/${inSegment}`, { method: 'DELETE', as: admin });
    expect((await server.readOk(`/content/${inSegment}/changelog`, changeLogSchema, admin)).total).toBe(2);
    const missing = await server.request(`/badge/${created.badge_id}/content/999999`, {
      method: 'POST',
      as: admin,
    });
    expect(missing.status).toBe(404);
  });

  it('saves nothing of a save when its change-log line cannot be written (one transaction)', async () => {
    const service = createAdminBadgeService({ orm: server.db.orm, now: server.clock.now });
    const created = await createBadge(badgeDraft({ medal_type_id: 1 }));
    const [stored] = await server.db.orm.select().from(badge).where(eq(badge.id, created.badge_id));
    // No such user: the change log's reference to app_user fails after the badge row was updated.
    const changes = {
      name: `${created.name} (half)`,
      description: 'Half saved?',
      medal_type_id: 3,
      notify_on_earn: false,
      status: 2,
    } as const;
    await expect(service.update(999_999, created.badge_id, changes)).rejects.toThrow();
    expect(await server.db.orm.select().from(badge).where(eq(badge.id, created.badge_id))).toEqual([stored]);
    // Nor of a content added: the badge, its contents and both logs stay as they were.
    const contentId = await addContent(home.segment_id, `Badge course gamma ${sequence}`);
    await expect(service.setContent(999_999, created.badge_id, contentId, true)).rejects.toThrow();
    expect(await contentsOf(created.badge_id)).toEqual([]);
    expect(await server.db.orm.select().from(badge).where(eq(badge.id, created.badge_id))).toEqual([stored]);
    expect((await changeLog(created.badge_id)).data.map((line) => line.action)).toEqual(['create']);
    expect((await server.readOk(`/content/${contentId}/changelog`, changeLogSchema, admin)).total).toBe(0);
    // The same saves by a real user go through: only the change-log line failed above.
    expect(await service.update(admin.user_id, created.badge_id, changes)).toMatchObject({
      outcome: 'saved',
      saved: { name: changes.name, medal_type_id: 3, notify_on_earn: false, status: 2 },
    });
    expect(await service.setContent(admin.user_id, created.badge_id, contentId, true)).toMatchObject({
      outcome: 'saved',
    });
    expect(await contentsOf(created.badge_id)).toEqual([contentId]);
  });

  it('shows a badge as active among its segment’s badges for learners once published, and no longer once archived', async () => {
    // Learners see a segment's badges once the segment is published.
    const segmentPublished = await server.request(`/segment/${home.segment_id}`, {
      method: 'PUT',
      as: admin,
      ...json({ status: 2 }),
    });
    expect(segmentPublished.status).toBe(200);
    const created = await createBadge(badgeDraft({ medal_type_id: 1 }));
    const activeOf = async () =>
      (await server.readOk(`/segment/${home.segment_id}/badge`, segmentBadgeListSchema, learner)).data.find(
        (row) => row.badge_id === created.badge_id,
      )?.active;
    expect(await activeOf()).toBe(false);
    await put(created.badge_id, { status: 2 });
    expect(await activeOf()).toBe(true);
    await server.request(`/badge/${created.badge_id}`, { method: 'DELETE', as: admin });
    expect(await activeOf()).not.toBe(true);
  });
});
