import {
  type AdminSegment,
  adminFilterListSchema,
  adminMedalListSchema,
  adminMessages,
  adminSegletSchema,
  adminSegmentContentListSchema,
  adminSegmentListSchema,
  adminSegmentSchema,
  changeLogSchema,
  decodeDates,
  formatMessage,
  type MedalSave,
  messages,
  Role,
  type SegmentDraftInput,
  tagSchema,
} from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, badge, content, medal, segment } from '../db/schema';
import { createAdminSegmentService } from '../services/admin-segment-service';
import { findTakenNames } from '../services/name-check';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

let sequence = 0;
/** A valid draft whose names no other test uses. */
function draft(overrides: Partial<SegmentDraftInput> = {}): SegmentDraftInput {
  sequence += 1;
  return {
    name: `Authoring segment ${sequence}`,
    short_name: `auth-seg-${sequence}`,
    description: 'Everything about the register.',
    image_file: '/uploads/segment.png',
    ...overrides,
  };
}

describe('segment authoring: list, create, save, archive, medals and the change log', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const create = async (body: SegmentDraftInput = draft()): Promise<AdminSegment> => {
    const response = await server.request('/segment', { method: 'POST', as: admin, ...json(body) });
    expect(response.status).toBe(201);
    return adminSegmentSchema.parse(await read(response));
  };
  const put = (segmentId: number, body: unknown, as = admin) =>
    server.request(`/segment/${segmentId}`, { method: 'PUT', as, ...json(body) });
  const saveMedals = (segmentId: number, medals: MedalSave['medals']) =>
    server.request(`/segment/${segmentId}/medal`, { method: 'PUT', as: admin, ...json({ medals }) });
  const readMedals = (segmentId: number) =>
    server.readOk(`/segment/${segmentId}/medal/admin`, adminMedalListSchema, admin);
  const changeLog = (segmentId: number, query = '') =>
    server.readOk(`/segment/${segmentId}/changelog${query}`, changeLogSchema, admin);
  const list = (query: string) => server.readOk(`/segment/list${query}`, adminSegmentListSchema, admin);
  const issuesOf = async (response: Response) => (await readErrorResponse(response)).body.error.issues;
  const createTag = async (name: string) => {
    const response = await server.request('/tag', { method: 'POST', as: admin, ...json({ name }) });
    expect(response.status).toBe(201);
    return tagSchema.parse(await response.json());
  };
  const tagSegment = async (segmentId: number, tagId: number) =>
    expect(
      (await server.request(`/segment/${segmentId}/tag/${tagId}`, { method: 'PUT', as: admin })).status,
    ).toBe(200);

  describe('only segment admins (roles 2, 3, 4)', () => {
    const calls: [method: string, path: string, body?: unknown][] = [
      ['GET', '/segment/list'],
      ['GET', '/segment/filters'],
      ['GET', '/segment/1/content'],
      ['POST', '/segment', draft()],
      ['GET', '/segment/1/admin'],
      ['PUT', '/segment/1', { name: 'Renamed by a learner' }],
      ['DELETE', '/segment/1'],
      ['GET', '/segment/1/medal/admin'],
      ['PUT', '/segment/1/medal', { medals: [{ level: 1, points: 5, status: 2 }] }],
      ['GET', '/segment/1/changelog'],
    ];

    it.each(calls)('%s %s answers 403 to a learner and changes nothing', async (method, path, body) => {
      const before = await server.db.orm.select().from(segment).where(eq(segment.id, 1));
      const response = await server.request(path, {
        method,
        as: learner,
        ...(body === undefined ? {} : json(body)),
      });
      const { status, body: error } = await readErrorResponse(response);
      expect(status).toBe(403);
      expect(error.error.message).toBe('Only segment admins may do this.');
      expect(await server.db.orm.select().from(segment).where(eq(segment.id, 1))).toEqual(before);
    });

    it.each(calls)('%s %s answers 401 without a session', async (method, path, body) => {
      const response = await server.request(path, { method, ...(body === undefined ? {} : json(body)) });
      expect(response.status).toBe(401);
    });

    /** A user with only these roles, signed in with the demo password (copied from admin's row). */
    async function signInWithRoles(roles: number[]): Promise<SignedIn> {
      const [adminRow] = await server.db.orm
        .select({ passwordHash: appUser.passwordHash })
        .from(appUser)
        .where(eq(appUser.username, 'admin'));
      const username = `roles-${roles.join('-')}`;
      await server.db.orm.insert(appUser).values({
        username,
        passwordHash: adminRow?.passwordHash ?? null,
        firstName: 'Roles',
        lastName: roles.join(' '),
        roles,
        userPrefs: { show_redesign_splash: false },
      });
      return server.signIn(username);
    }

    it.each([
      [[Role.segmentAdminAlt], 200],
      [[Role.segmentAdminAlt2], 200],
      [[Role.learner], 403],
    ])('a user whose roles are %j gets %i from an admin call', async (roles, status) => {
      const user = await signInWithRoles(roles);
      expect(user.user.roles).toEqual(roles);
      const response = await server.request('/segment/list', { as: user });
      expect(response.status).toBe(status);
      if (status === 200) expect(adminSegmentListSchema.parse(await read(response)).total).toBeGreaterThan(0);
      else
        expect((await readErrorResponse(response)).body.error.message).toBe(
          'Only segment admins may do this.',
        );
    });
  });

  describe('create', () => {
    it('creates a draft segment with three draft medals at 0 points, as GET …/admin reads it', async () => {
      const body = draft({ name: '  Register <basics>  ' });
      const created = await create(body);
      expect(created).toMatchObject({
        name: 'Register basics',
        short_name: body.short_name,
        description: body.description,
        image_file: body.image_file,
        max_points: 150,
        status: 1,
        total_points: 0,
        seglet_count: 0,
        content_count: 0,
      });
      expect(await server.readOk(`/segment/${created.segment_id}/admin`, adminSegmentSchema, admin)).toEqual(
        created,
      );
      const medals = await readMedals(created.segment_id);
      expect(medals.max_points).toBe(150);
      expect(
        medals.data.map(({ level, points, status, error }) => ({ level, points, status, error })),
      ).toEqual([
        { level: 1, points: 0, status: 1, error: null },
        { level: 2, points: 0, status: 1, error: null },
        { level: 3, points: 0, status: 1, error: null },
      ]);
    });

    it('takes a form body and a chosen max points', async () => {
      const body = draft();
      const response = await server.request('/segment', {
        method: 'POST',
        as: admin,
        body: new URLSearchParams({ ...body, image_file: '/uploads/a.png', max_points: '90' } as Record<
          string,
          string
        >),
      });
      expect(response.status).toBe(201);
      expect(adminSegmentSchema.parse(await read(response)).max_points).toBe(90);
    });

    it('answers every field rule with the message the form shows', async () => {
      const cases: [Partial<SegmentDraftInput>, string, string][] = [
        [{ name: '' }, 'name', 'is required'],
        [{ name: '   ' }, 'name', messages.validation.required],
        [{ name: 'n'.repeat(101) }, 'name', 'must be at most 100 characters'],
        [{ name: ' n ' }, 'name', 'needs at least 2 characters'],
        [{ short_name: 's'.repeat(21) }, 'short_name', 'must be at most 20 characters'],
        [{ short_name: 's' }, 'short_name', 'needs at least 2 characters'],
        [{ description: 'd' }, 'description', 'needs at least 2 characters'],
        [{ short_name: '' }, 'short_name', 'is required'],
        [{ description: '' }, 'description', 'is required'],
        [
          { description: 'd'.repeat(1001) },
          'description',
          formatMessage(adminMessages.validation.tooLong, { maxlength: 1000 }),
        ],
        [{ image_file: null }, 'image_file', 'Choose an image.'],
      ];
      for (const [overrides, path, message] of cases) {
        const body = draft(overrides);
        const response = await server.request('/segment', { method: 'POST', as: admin, ...json(body) });
        expect(response.status, path).toBe(400);
        expect(await issuesOf(response)).toEqual([{ path, message }]);
        const stored = await server.db.orm
          .select()
          .from(segment)
          .where(eq(segment.shortName, body.short_name));
        expect(stored).toEqual([]);
      }
    });

    it('refuses a name or short name taken by a segment that is not archived, whatever the case (409)', async () => {
      const first = await create();
      const sameName = await server.request('/segment', {
        method: 'POST',
        as: admin,
        ...json(draft({ name: first.name.toUpperCase() })),
      });
      expect(sameName.status).toBe(409);
      expect(await issuesOf(sameName)).toEqual([{ path: 'name', message: messages.validation.unique }]);

      const both = await server.request('/segment', {
        method: 'POST',
        as: admin,
        ...json(draft({ name: first.name, short_name: ` ${first.short_name.toUpperCase()} ` })),
      });
      expect(both.status).toBe(409);
      expect(await issuesOf(both)).toEqual([
        { path: 'name', message: 'must be unique' },
        { path: 'short_name', message: 'must be unique' },
      ]);

      // Archived, its names are free again.
      expect(
        (await server.request(`/segment/${first.segment_id}`, { method: 'DELETE', as: admin })).status,
      ).toBe(200);
      const again = await create(draft({ name: first.name, short_name: first.short_name }));
      expect(again.segment_id).not.toBe(first.segment_id);
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const service = createAdminSegmentService({ orm: server.db.orm, now: server.clock.now });
      const body = draft();
      const parsed = {
        ...body,
        description: body.description,
        image_file: body.image_file ?? null,
        max_points: 150,
      };
      // No such user: the change log's reference to app_user fails after the segment and medals were inserted.
      await expect(service.create(999_999, parsed)).rejects.toThrow();
      expect(await server.db.orm.select().from(segment).where(eq(segment.name, body.name))).toEqual([]);
      expect(
        await server.db.orm.select().from(segment).where(eq(segment.shortName, body.short_name)),
      ).toEqual([]);
    });
  });

  describe('name-taken check shared by every authored type', () => {
    it('finds names without regard to case or surrounding spaces, ignoring archived items and the one edited', async () => {
      const orm = server.db.orm;
      const [row] = await orm
        .insert(content)
        .values({
          name: 'Check Content Name',
          shortName: 'chk-content',
          type: 1,
          points: 1,
          status: 1,
          recurrence: 'never',
        })
        .returning({ id: content.id });
      await orm.insert(badge).values({ name: 'Check Badge Name', status: 2 });
      await orm.insert(badge).values({ name: 'Archived Badge Name', status: 3 });
      expect(
        await findTakenNames(orm, 'content', { name: ' check content NAME ', shortName: 'CHK-CONTENT' }),
      ).toEqual({
        nameTaken: true,
        shortNameTaken: true,
      });
      expect(
        await findTakenNames(orm, 'content', {
          name: 'Check Content Name',
          shortName: 'chk-content',
          excludeId: row?.id,
        }),
      ).toEqual({ nameTaken: false, shortNameTaken: false });
      expect(
        await findTakenNames(orm, 'badge', { name: 'check badge name', shortName: 'Check Badge Name' }),
      ).toEqual({
        nameTaken: true,
        shortNameTaken: false,
      });
      expect(await findTakenNames(orm, 'badge', { name: 'Archived Badge Name' })).toEqual({
        nameTaken: false,
        shortNameTaken: false,
      });
      expect(await findTakenNames(orm, 'seglet', { name: '', shortName: '  ' })).toEqual({
        nameTaken: false,
        shortNameTaken: false,
      });
      expect(await findTakenNames(orm, 'segment', { name: 'Check Content Name' })).toEqual({
        nameTaken: false,
        shortNameTaken: false,
      });
    });
  });

  describe('list', () => {
    it('pages 25 at a time, newest first, matching the term in name or short name, without archived ones', async () => {
      const tag = 'zq-list';
      const created: AdminSegment[] = [];
      for (let index = 0; index < 27; index += 1) {
        server.clock.advance(1000);
        created.push(await create(draft({ name: `List ${tag} ${index}`, short_name: `${tag}-${index}` })));
      }
      const byShortName = await create(draft({ name: 'Plainly named', short_name: `${tag}-SHORT` }));
      const archived = await create(draft({ name: `List ${tag} archived`, short_name: `${tag}-arch` }));
      await server.request(`/segment/${archived.segment_id}`, { method: 'DELETE', as: admin });

      const first = await list(`?term=${tag.toUpperCase()}`);
      expect(first.total).toBe(28);
      expect(first.data).toHaveLength(25);
      expect(first.data[0]?.segment_id).toBe(byShortName.segment_id);
      expect(first.data[1]?.segment_id).toBe(created[26]?.segment_id);
      const second = await list(`?term=${tag}&_offset=25`);
      expect(second.data.map((row) => row.segment_id)).toEqual(
        created
          .slice(0, 3)
          .map((row) => row.segment_id)
          .reverse(),
      );

      const archivedOnly = await list(`?term=${tag}&filters[]=status:3`);
      expect(archivedOnly.data.map((row) => row.segment_id)).toEqual([archived.segment_id]);
      expect(archivedOnly.data[0]?.status).toBe(3);

      const published = await list(`?term=${tag}&filters[]=status:2`);
      expect(published.total).toBe(0);
      expect((await list('?term=%25')).total).toBe(0);
    });

    it('lists demo segments of every status but archived by default', async () => {
      const all = await list('?_limit=100');
      expect(all.total).toBeGreaterThan(0);
      expect(all.data.every((row) => row.status !== 3)).toBe(true);
      expect(all.data.some((row) => row.status === 2 && row.total_points > 0)).toBe(true);
    });

    it('refuses an unknown filter (400)', async () => {
      expect((await server.request('/segment/list?filters[]=status:9', { as: admin })).status).toBe(400);
      expect((await server.request('/segment/list?filters[]=tag:x', { as: admin })).status).toBe(400);
    });

    it('filters by tag, any tag within the key, with the status filter too', async () => {
      const [red, blue, unused] = [
        await createTag('zq-filter red'),
        await createTag('zq-filter blue'),
        await createTag('zq-filter unused'),
      ];
      const both = await create(draft({ name: 'zq-tagged both' }));
      const onlyRed = await create(draft({ name: 'zq-tagged red' }));
      const onlyBlue = await create(draft({ name: 'zq-tagged blue' }));
      const untagged = await create(draft({ name: 'zq-tagged none' }));
      await tagSegment(both.segment_id, red.tag_id);
      await tagSegment(both.segment_id, blue.tag_id);
      await tagSegment(onlyRed.segment_id, red.tag_id);
      await tagSegment(onlyBlue.segment_id, blue.tag_id);
      const ids = async (filters: string[]) =>
        (await list(`?term=zq-tagged&${filters.map((filter) => `filters[]=${filter}`).join('&')}`)).data.map(
          (row) => row.segment_id,
        );

      expect(await ids([])).toEqual([
        untagged.segment_id,
        onlyBlue.segment_id,
        onlyRed.segment_id,
        both.segment_id,
      ]);
      expect(await ids([`tag:${red.tag_id}`])).toEqual([onlyRed.segment_id, both.segment_id]);
      expect((await list(`?term=zq-tagged&filters[]=tag:${red.tag_id}`)).total).toBe(2);
      expect(await ids([`tag:${red.tag_id}`, `tag:${blue.tag_id}`])).toEqual([
        onlyBlue.segment_id,
        onlyRed.segment_id,
        both.segment_id,
      ]);
      expect(await ids([`tag:${unused.tag_id}`])).toEqual([]);
      expect(await ids([`tag:${blue.tag_id}`, 'status:2'])).toEqual([]);
      expect((await put(onlyBlue.segment_id, { status: 2 })).status).toBe(200);
      expect(await ids([`tag:${blue.tag_id}`, 'status:2'])).toEqual([onlyBlue.segment_id]);
    });

    it('offers the tags in use on segments as the filter beyond status (GET /segment/filters)', async () => {
      const used = await createTag('zq-offered used');
      const unused = await createTag('zq-offered unused');
      const created = await create();
      await tagSegment(created.segment_id, used.tag_id);
      const filters = await server.readOk('/segment/filters', adminFilterListSchema, admin);
      expect(filters.data.map(({ key, label }) => ({ key, label }))).toEqual([
        { key: 'tag', label: adminMessages.tags.title },
      ]);
      const options = filters.data[0]?.options ?? [];
      expect(options).toContainEqual({ value: String(used.tag_id), label: used.name });
      expect(options.map((option) => option.value)).not.toContain(String(unused.tag_id));
      const labels = options.map((option) => option.label.toLowerCase());
      expect(labels).toEqual([...labels].sort());
    });
  });

  describe('the segment’s seglets with their contents (GET /segment/{id}/content)', () => {
    const createSeglet = async (name: string) => {
      const response = await server.request('/seglet', {
        method: 'POST',
        as: admin,
        ...json({ name, short_name: name.slice(-20) }),
      });
      expect(response.status).toBe(201);
      return adminSegletSchema.parse(await read(response));
    };
    const addSeglet = async (segmentId: number, segletId: number) =>
      expect(
        (await server.request(`/segment/${segmentId}/seglet/${segletId}`, { method: 'POST', as: admin }))
          .status,
      ).toBe(200);
    const addContent = async (
      segmentId: number,
      segletId: number,
      name: string,
      fields: Partial<typeof content.$inferInsert> = {},
    ) => {
      const [row] = await server.db.orm
        .insert(content)
        .values({ name, type: 1, points: 10, status: 2, recurrence: 'never', segmentId, segletId, ...fields })
        .returning({ id: content.id });
      if (!row) throw new Error('no content row');
      return row.id;
    };
    const contentsOf = (segmentId: number) =>
      server.readOk(`/segment/${segmentId}/content`, adminSegmentContentListSchema, admin);

    it('lists the seglets in the segment’s order, each with its contents by name, whatever their status', async () => {
      const created = await create();
      const second = await createSeglet('zq-sc Alpha seglet');
      const first = await createSeglet('zq-sc Zulu seglet');
      const archived = await createSeglet('zq-sc Archived seglet');
      // Added Zulu first: the segment's order, not the names'.
      await addSeglet(created.segment_id, first.seglet_id);
      await addSeglet(created.segment_id, second.seglet_id);
      await addSeglet(created.segment_id, archived.seglet_id);
      await server.request(`/seglet/${archived.seglet_id}`, { method: 'DELETE', as: admin });
      const banana = await addContent(created.segment_id, first.seglet_id, 'Banana');
      const apple = await addContent(created.segment_id, first.seglet_id, 'Apple', { status: 1 });
      const cherry = await addContent(created.segment_id, second.seglet_id, 'Cherry');
      // Archived contents and parts of a content are not listed; nor the archived seglet's contents.
      await addContent(created.segment_id, first.seglet_id, 'Archived content', { status: 3 });
      await addContent(created.segment_id, first.seglet_id, 'A part', { objectType: 'contentPart' });
      await addContent(created.segment_id, archived.seglet_id, 'In an archived seglet');

      const listed = await contentsOf(created.segment_id);
      expect(
        listed.data.map((row) => ({
          seglet_id: row.seglet_id,
          segment_id: row.segment_id,
          contents: row.contents.map((item) => [item.content_id, item.name, item.status, item.seglet_id]),
        })),
      ).toEqual([
        {
          seglet_id: first.seglet_id,
          segment_id: created.segment_id,
          contents: [
            [apple, 'Apple', 1, first.seglet_id],
            [banana, 'Banana', 2, first.seglet_id],
          ],
        },
        {
          seglet_id: second.seglet_id,
          segment_id: created.segment_id,
          contents: [[cherry, 'Cherry', 2, second.seglet_id]],
        },
      ]);
      // The counts are of the contents listed: the part is in neither.
      const segmentRead = await server.readOk(
        `/segment/${created.segment_id}/admin`,
        adminSegmentSchema,
        admin,
      );
      // Banana, Apple, Cherry and the one in the archived seglet.
      expect(segmentRead.content_count).toBe(4);
      const segletRead = await server.readOk(`/seglet/${first.seglet_id}/admin`, adminSegletSchema, admin);
      expect(segletRead.content_count).toBe(2);
      // Each content as the admin's content call reads it.
      const [firstContent] = listed.data[0]?.contents ?? [];
      expect(firstContent).toMatchObject({ type: 1, points: 10, segment_id: created.segment_id });
    });

    it('answers an empty list for a segment without seglets, and 404 for no such segment', async () => {
      const created = await create();
      expect(await contentsOf(created.segment_id)).toEqual({ data: [] });
      expect((await server.request('/segment/987654/content', { as: admin })).status).toBe(404);
      expect((await server.request('/segment/abc/content', { as: admin })).status).toBe(400);
    });
  });

  describe('save, status, archive and the change log', () => {
    it('saves only the fields sent, and writes a line for each update and status change', async () => {
      const created = await create(draft({ max_points: 120 }));
      server.clock.advance(60_000);
      const renamed = await put(created.segment_id, {
        name: 'Renamed segment zq',
        description: 'New words.',
      });
      expect(renamed.status).toBe(200);
      const saved = adminSegmentSchema.parse(await read(renamed));
      expect(saved).toMatchObject({ name: 'Renamed segment zq', description: 'New words.', max_points: 120 });
      expect(saved.updated_at.getTime()).toBe(server.clock.now().getTime());

      server.clock.advance(60_000);
      const published = adminSegmentSchema.parse(await read(await put(created.segment_id, { status: 2 })));
      expect(published.status).toBe(2);
      // Nothing changed: no line.
      await put(created.segment_id, { name: 'Renamed segment zq', status: 2 });

      server.clock.advance(60_000);
      const archived = await server.request(`/segment/${created.segment_id}`, {
        method: 'DELETE',
        as: admin,
      });
      expect(adminSegmentSchema.parse(await read(archived)).status).toBe(3);

      const log = await changeLog(created.segment_id);
      expect(log.total).toBe(4);
      expect(log.data.map(({ action, detail, user_name }) => ({ action, detail, user_name }))).toEqual([
        { action: 'archive', detail: '', user_name: 'Priya Raman' },
        { action: 'status', detail: '2', user_name: 'Priya Raman' },
        { action: 'update', detail: 'name,description', user_name: 'Priya Raman' },
        { action: 'create', detail: '', user_name: 'Priya Raman' },
      ]);
    });

    it('answers the change log 5 a page, newest first', async () => {
      const created = await create();
      for (let index = 1; index <= 6; index += 1) {
        server.clock.advance(1000);
        expect((await put(created.segment_id, { description: `Version ${index}` })).status).toBe(200);
      }
      const first = await changeLog(created.segment_id);
      expect(first.total).toBe(7);
      expect(first.data).toHaveLength(5);
      const times = first.data.map((line) => line.created_at.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const second = await changeLog(created.segment_id, '?_offset=5');
      expect(second.data.map((line) => line.action)).toEqual(['update', 'create']);
      expect(new Set([...first.data, ...second.data].map((line) => line.change_id)).size).toBe(7);
    });

    it('refuses a save with a rule broken or a name taken, and changes nothing', async () => {
      const other = await create();
      const created = await create();
      const tooLong = await put(created.segment_id, { name: 'x'.repeat(101) });
      expect(await issuesOf(tooLong)).toEqual([{ path: 'name', message: 'must be at most 100 characters' }]);
      const emptyImage = await put(created.segment_id, { image_file: null });
      expect(await issuesOf(emptyImage)).toEqual([{ path: 'image_file', message: 'Choose an image.' }]);
      const taken = await put(created.segment_id, { short_name: other.short_name });
      expect(taken.status).toBe(409);
      expect(await issuesOf(taken)).toEqual([{ path: 'short_name', message: 'must be unique' }]);
      // Its own names are not taken.
      expect((await put(created.segment_id, { name: created.name.toUpperCase() })).status).toBe(200);
      const archiveStatus = await put(created.segment_id, { status: 3 });
      expect(archiveStatus.status).toBe(400);
      const stored = await server.readOk(`/segment/${created.segment_id}/admin`, adminSegmentSchema, admin);
      expect(stored).toMatchObject({
        short_name: created.short_name,
        image_file: created.image_file,
        status: 1,
      });
      expect((await changeLog(created.segment_id)).data.map((line) => line.action)).toEqual([
        'update',
        'create',
      ]);
    });

    it('answers 404 for a missing segment or object, and for an object with no change log', async () => {
      expect((await put(987_654, { name: 'Nobody' })).status).toBe(404);
      expect((await server.request('/segment/987654', { method: 'DELETE', as: admin })).status).toBe(404);
      expect((await server.request('/segment/987654/admin', { as: admin })).status).toBe(404);
      expect((await server.request('/segment/987654/medal/admin', { as: admin })).status).toBe(404);
      expect((await saveMedals(987_654, [{ level: 1, points: 1, status: 1 }])).status).toBe(404);
      expect((await server.request('/segment/987654/changelog', { as: admin })).status).toBe(404);
      expect((await server.request('/alert/1/changelog', { as: admin })).status).toBe(404);
      expect((await server.request('/segment/abc/admin', { as: admin })).status).toBe(400);
    });
  });

  describe('medals: publishing with error codes 1 to 4 (001 section 5)', () => {
    const summary = (medals: { level: number; points: number; status: number; error: number | null }[]) =>
      medals.map(({ level, points, status, error }) => ({ level, points, status, error }));

    it('publishes 5, 10 and 20', async () => {
      const created = await create();
      const response = await saveMedals(created.segment_id, [
        { level: 1, points: '5', status: 2 },
        { level: 2, points: 10, status: 2 },
        { level: 3, points: 20, status: 2 },
      ]);
      expect(response.status).toBe(200);
      const saved = adminMedalListSchema.parse(await read(response));
      expect(summary(saved.data)).toEqual([
        { level: 1, points: 5, status: 2, error: null },
        { level: 2, points: 10, status: 2, error: null },
        { level: 3, points: 20, status: 2, error: null },
      ]);
      expect(summary((await readMedals(created.segment_id)).data)).toEqual(summary(saved.data));
      expect((await changeLog(created.segment_id)).data[0]).toMatchObject({
        action: 'update',
        detail: 'medals',
      });
    });

    it('refuses silver out of order with error 3 and stores it as a draft', async () => {
      const created = await create();
      const saved = adminMedalListSchema.parse(
        await read(
          await saveMedals(created.segment_id, [
            { level: 1, points: 10, status: 2 },
            { level: 2, points: 5, status: 2 },
            { level: 3, points: 20, status: 2 },
          ]),
        ),
      );
      expect(summary(saved.data)).toEqual([
        { level: 1, points: 10, status: 2, error: null },
        { level: 2, points: 5, status: 1, error: 3 },
        { level: 3, points: 20, status: 2, error: null },
      ]);
      const stored = await readMedals(created.segment_id);
      expect(summary(stored.data)).toEqual([
        { level: 1, points: 10, status: 2, error: null },
        { level: 2, points: 5, status: 1, error: null },
        { level: 3, points: 20, status: 2, error: null },
      ]);
    });

    it('refuses points above the segment max (1), zero without badges (2), and not a number (4)', async () => {
      const created = await create();
      await saveMedals(created.segment_id, [{ level: 3, points: 30, status: 1 }]);
      const saved = adminMedalListSchema.parse(
        await read(
          await saveMedals(created.segment_id, [
            { level: 1, points: 0, status: 2 },
            { level: 2, points: 200, status: 2 },
            { level: 3, points: 'ten', status: 2 },
          ]),
        ),
      );
      expect(saved.max_points).toBe(150);
      expect(summary(saved.data)).toEqual([
        { level: 1, points: 0, status: 1, error: 2 },
        { level: 2, points: 200, status: 1, error: 1 },
        // Not a number: the stored points stay.
        { level: 3, points: 30, status: 1, error: 4 },
      ]);
    });

    it('publishes zero points when a badge is earned with the medal', async () => {
      const created = await create();
      const [bronze] = await server.db.orm
        .select()
        .from(medal)
        .where(eq(medal.segmentId, created.segment_id));
      if (!bronze) throw new Error('no medal');
      await server.db.orm
        .insert(badge)
        .values({ name: 'Zero-point badge', segmentId: created.segment_id, status: 2, medalId: bronze.id });
      expect(
        (await readMedals(created.segment_id)).data.find((row) => row.level === bronze.level)?.badge_count,
      ).toBe(1);
      const saved = adminMedalListSchema.parse(
        await read(
          await saveMedals(created.segment_id, [{ level: bronze.level as 1, points: 0, status: 2 }]),
        ),
      );
      expect(saved.data.find((row) => row.level === bronze.level)).toMatchObject({ status: 2, error: null });
    });

    it('checks the medals not sent with those sent', async () => {
      const created = await create();
      await saveMedals(created.segment_id, [{ level: 2, points: 10, status: 2 }]);
      const saved = adminMedalListSchema.parse(
        await read(await saveMedals(created.segment_id, [{ level: 3, points: 10, status: 2 }])),
      );
      expect(summary(saved.data)[2]).toEqual({ level: 3, points: 10, status: 1, error: 3 });
    });

    it('changes nothing on an invalid body', async () => {
      const created = await create();
      await saveMedals(created.segment_id, [{ level: 1, points: 5, status: 2 }]);
      const before = await readMedals(created.segment_id);
      const logBefore = await changeLog(created.segment_id);
      const invalid = [
        { medals: [] },
        { medals: [{ level: 4, points: 5, status: 2 }] },
        { medals: [{ level: 1, points: 5, status: 3 }] },
        {
          medals: [
            { level: 1, points: 5, status: 2 },
            { level: 1, points: 6, status: 2 },
          ],
        },
        {},
      ];
      for (const body of invalid) {
        const response = await server.request(`/segment/${created.segment_id}/medal`, {
          method: 'PUT',
          as: admin,
          ...json(body),
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      expect(await readMedals(created.segment_id)).toEqual(before);
      expect(await changeLog(created.segment_id)).toEqual(logBefore);
    });
  });
});
