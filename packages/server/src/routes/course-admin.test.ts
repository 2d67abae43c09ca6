import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import {
  adminCourseListSchema,
  adminCourseSchema,
  adminFilterListSchema,
  apiBasePath,
  type Course,
  type CourseDraftInput,
  type CourseUpdateInput,
  changeLogSchema,
  courseCreatedSchema,
  courseListSchema,
  courseSchema,
  decodeDates,
  messages,
  planAdminMessages,
  scormCourseCheckSchema,
  scormUploadedSchema,
} from '@segno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { changeLog, course, courseExternal, iltSession, scormPackage } from '../db/schema';
import { createCourseAdminService } from '../services/course-admin-service';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

const required = messages.validation.required;
const atLeast = (n: number) => `needs at least ${n} characters`;
const atMost = (n: number) => `must be at most ${n} characters`;

let sequence = 0;
function courseDraft(overrides: Partial<CourseDraftInput> = {}): CourseDraftInput {
  sequence += 1;
  return {
    name: `Authoring course ${sequence}`,
    short_name: `crs-${sequence}`,
    description: 'Driving a forklift safely.',
    external_courses: [{ id: 'new-1', url: `EXT-${sequence}-A` }],
    ...overrides,
  };
}

/** The merged course the wizard sends: the course read, with the changes. */
function merged(saved: Course, changes: Partial<CourseUpdateInput> = {}): CourseUpdateInput {
  return { ...saved, ...changes } as CourseUpdateInput;
}

describe('ILT course authoring: create, read, save, list', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const post = (body: unknown, as = admin) =>
    server.request('/course', { method: 'POST', as, ...json(body) });
  const put = (courseId: number, body: unknown, as = admin) =>
    server.request(`/course/${courseId}`, { method: 'PUT', as, ...json(body) });
  const readCourse = (courseId: number) => server.readOk(`/course/${courseId}`, courseSchema, admin);
  const createCourse = async (body: CourseDraftInput = courseDraft()): Promise<Course> => {
    const response = await post(body);
    expect(response.status).toBe(201);
    const { course_id } = courseCreatedSchema.parse(await read(response));
    return readCourse(course_id);
  };
  const issuesOf = async (response: Response) => {
    const { status, body } = await readErrorResponse(response);
    expect(status).toBe(400);
    return body.error.issues;
  };
  const changesOf = (courseId: number) =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'course'), eq(changeLog.objectId, courseId)));
  const timedDays = { days: [{ minutes: 90, sort_order: 1 }], min_class_size: 2, max_class_size: 12 };

  describe('every call is for segment admins', () => {
    it.each([
      ['GET', '/course'],
      ['GET', '/course/filters'],
      ['GET', '/course/list'],
      ['POST', '/course'],
      ['PUT', '/course/1'],
    ])('%s %s answers 403 to a learner', async (method, path) => {
      const body = method === 'GET' ? {} : json(courseDraft());
      const response = await server.request(path, { method, as: learner, ...body });
      expect(response.status).toBe(403);
    });

    it('answers 401 without a session', async () => {
      expect((await server.request('/course')).status).toBe(401);
    });

    it('still gives a learner the course page’s GET /course/{id}, without the external ids', async () => {
      const created = await createCourse();
      const asLearner = await server.readOk(`/course/${created.course_id}`, courseSchema, learner);
      expect(asLearner.name).toBe(created.name);
      expect(asLearner.external_courses).toEqual([]);
      expect(created.external_courses).toHaveLength(1);
    });
  });

  describe('POST /course', () => {
    it('creates a draft with its external ids and a change-log line', async () => {
      const draft = courseDraft({
        short_name: '',
        external_courses: [
          { id: 'new-1', url: ' FORK-101 ' },
          { id: 'new-2', url: 'FORK-102' },
        ],
      });
      const created = await createCourse(draft);
      expect(created).toMatchObject({
        name: draft.name,
        short_name: '',
        description: draft.description,
        status_id: 1,
        course_session_data: { days: [], min_class_size: null, max_class_size: null },
      });
      expect(created.external_courses.map((item) => item.url)).toEqual(['FORK-101', 'FORK-102']);
      expect(created.external_courses.every((item) => typeof item.id === 'number')).toBe(true);
      expect(await changesOf(created.course_id)).toEqual([{ action: 'create', detail: '' }]);
      const log = await server.readOk(`/course/${created.course_id}/changelog`, changeLogSchema, admin);
      expect(log.data.map((line) => line.action)).toEqual(['create']);
    });

    it.each([
      [{ name: '' }, 'name', required],
      [{ name: 'A' }, 'name', atLeast(2)],
      [{ name: 'x'.repeat(101) }, 'name', atMost(100)],
      [{ short_name: 'A' }, 'short_name', atLeast(2)],
      [{ short_name: 'x'.repeat(21) }, 'short_name', atMost(20)],
      [{ description: '' }, 'description', required],
      [{ description: 'A' }, 'description', atLeast(2)],
      [{ description: 'x'.repeat(1001) }, 'description', atMost(1000)],
      [{ external_courses: [{ url: '' }] }, 'external_courses.0.url', required],
      [{ external_courses: [{ url: 'A' }] }, 'external_courses.0.url', atLeast(2)],
      [{ external_courses: [{ url: 'x'.repeat(301) }] }, 'external_courses.0.url', atMost(300)],
    ])('refuses %o: %s %s', async (change, path, message) => {
      const response = await post(courseDraft(change as Partial<CourseDraftInput>));
      expect(await issuesOf(response)).toContainEqual({ path, message });
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const service = createCourseAdminService({ orm: server.db.orm, now: server.clock.now });
      const name = 'Never saved course';
      await expect(
        service.create(999_999, {
          name,
          short_name: '',
          description: 'No such user.',
          external_courses: [{ url: 'LOST-1' }],
        }),
      ).rejects.toThrow();
      expect(await server.db.orm.select().from(course).where(eq(course.name, name))).toEqual([]);
      expect(
        await server.db.orm.select().from(courseExternal).where(eq(courseExternal.externalId, 'LOST-1')),
      ).toEqual([]);
    });
  });

  describe('PUT /course/{id}', () => {
    it('answers 404 for an unknown course, and on GET', async () => {
      const saved = await createCourse();
      const response = await put(999_999, merged(saved));
      expect(response.status).toBe(404);
      expect((await server.request('/course/999999', { as: admin })).status).toBe(404);
    });

    it('saves the merged course: fields, session data, external ids kept, added and removed', async () => {
      const saved = await createCourse(
        courseDraft({
          external_courses: [
            { id: 'new-1', url: 'KEEP-1' },
            { id: 'new-2', url: 'DROP-2' },
          ],
        }),
      );
      const [keep] = saved.external_courses;
      const response = await put(
        saved.course_id,
        merged(saved, {
          name: 'Forklift advanced',
          course_session_data: {
            days: [
              { minutes: 30, sort_order: 2 },
              { minutes: 120, sort_order: 1 },
            ],
            min_class_size: null,
            max_class_size: 10,
          },
          external_courses: [
            { id: keep?.id, url: 'KEEP-1b' },
            { id: 'new-3', url: 'ADDED-3' },
          ],
        }),
      );
      expect(response.status).toBe(200);
      const answer = courseSchema.parse(await read(response));
      expect(answer).toEqual(await readCourse(saved.course_id));
      expect(answer.name).toBe('Forklift advanced');
      expect(answer.course_session_data).toEqual({
        days: [
          { minutes: 120, sort_order: 1 },
          { minutes: 30, sort_order: 2 },
        ],
        min_class_size: null,
        max_class_size: 10,
      });
      expect(answer.external_courses[0]).toEqual({ id: keep?.id, url: 'KEEP-1b' });
      expect(answer.external_courses.map((item) => item.url)).toEqual(['KEEP-1b', 'ADDED-3']);
      expect(await changesOf(saved.course_id)).toContainEqual({
        action: 'update',
        detail: 'name,external_courses,course_session_data',
      });
    });

    it('writes nothing when the course does not differ, course_id aside', async () => {
      const saved = await createCourse();
      const response = await put(saved.course_id, merged(saved, { course_id: 424_242 }));
      expect(response.status).toBe(200);
      expect(courseSchema.parse(await read(response))).toEqual(saved);
      expect(await changesOf(saved.course_id)).toEqual([{ action: 'create', detail: '' }]);
    });

    it('drops the session data sent as null', async () => {
      const saved = await createCourse();
      await put(saved.course_id, merged(saved, { course_session_data: timedDays }));
      const response = await put(saved.course_id, merged(saved, { course_session_data: null }));
      expect(courseSchema.parse(await read(response)).course_session_data).toEqual({
        days: [],
        min_class_size: null,
        max_class_size: null,
      });
    });

    it.each([
      [{ name: 'A' }, 'name', atLeast(2)],
      [{ short_name: '' }, 'short_name', required],
      [{ short_name: 'x'.repeat(21) }, 'short_name', atMost(20)],
      [{ description: '' }, 'description', required],
      [{ external_courses: [{ id: 'new-1', url: 'A' }] }, 'external_courses.0.url', atLeast(2)],
      [
        {
          course_session_data: {
            days: [{ minutes: 0, sort_order: 1 }],
            min_class_size: null,
            max_class_size: null,
          },
        },
        'course_session_data.days.0',
        planAdminMessages.courseAuthoring.dayWithoutTime,
      ],
      [
        { course_session_data: { ...timedDays, min_class_size: 20 } },
        'course_session_data.min_class_size',
        planAdminMessages.courseAuthoring.classSizeOrder,
      ],
    ])('refuses %o: %s %s', async (change, path, message) => {
      const saved = await createCourse();
      const response = await put(saved.course_id, merged(saved, change as Partial<CourseUpdateInput>));
      expect(await issuesOf(response)).toContainEqual({ path, message });
      expect(await readCourse(saved.course_id)).toEqual(saved);
    });

    it('offers only Draft without a session-day duration, then Published or Archived', async () => {
      const saved = await createCourse();
      const refused = await put(saved.course_id, merged(saved, { status_id: 2 }));
      expect(await issuesOf(refused)).toEqual([
        { path: 'status_id', message: planAdminMessages.courseAuthoring.statusNotOffered },
      ]);
      const published = await put(
        saved.course_id,
        merged(saved, { status_id: 2, course_session_data: timedDays }),
      );
      expect(published.status).toBe(200);
      const after = courseSchema.parse(await read(published));
      expect(after.status_id).toBe(2);
      expect(await changesOf(saved.course_id)).toContainEqual({ action: 'status', detail: '2' });
      // a published course cannot go back to draft
      const back = await put(saved.course_id, merged(after, { status_id: 1 }));
      expect(await issuesOf(back)).toEqual([
        { path: 'status_id', message: planAdminMessages.courseAuthoring.statusNotOffered },
      ]);
      expect((await put(saved.course_id, merged(after, { status_id: 3 }))).status).toBe(200);
    });

    describe('the expertise step (002 section 2)', () => {
      const readAdmin = (courseId: number) => server.readOk(`/course/${courseId}`, adminCourseSchema, admin);

      it('reads a new course without expertise, saves a level with a change-log line, and clears it', async () => {
        const created = await createCourse();
        const saved = await readAdmin(created.course_id);
        expect(saved.expertise).toBeNull();
        const response = await put(saved.course_id, merged(saved, { expertise: 2 }));
        expect(response.status).toBe(200);
        expect(adminCourseSchema.parse(await read(response)).expertise).toBe(2);
        expect(await readAdmin(saved.course_id)).toEqual({ ...saved, expertise: 2 });
        expect(await changesOf(saved.course_id)).toContainEqual({ action: 'update', detail: 'expertise' });
        await put(saved.course_id, merged(saved, { expertise: null }));
        expect((await readAdmin(saved.course_id)).expertise).toBeNull();
      });

      it('keeps the stored expertise when the merged course leaves it out', async () => {
        const saved = await readAdmin((await createCourse()).course_id);
        await put(saved.course_id, merged(saved, { expertise: 3 }));
        const { expertise: _left, ...withoutExpertise } = saved;
        const response = await put(saved.course_id, { ...withoutExpertise, name: 'Renamed, same level' });
        expect(response.status).toBe(200);
        expect(await readAdmin(saved.course_id)).toMatchObject({ name: 'Renamed, same level', expertise: 3 });
      });

      it.each([[0], [4], ['2'], [1.5]])('refuses the level %o, saving nothing', async (expertise) => {
        const saved = await readAdmin((await createCourse()).course_id);
        const response = await put(saved.course_id, { ...saved, expertise });
        expect((await issuesOf(response))?.map((issue) => issue.path)).toContain('expertise');
        expect(await readAdmin(saved.course_id)).toEqual(saved);
      });

      it('answers 403 to a learner and saves nothing', async () => {
        const saved = await readAdmin((await createCourse()).course_id);
        const response = await put(saved.course_id, merged(saved, { expertise: 1 }), learner);
        expect(response.status).toBe(403);
        expect((await readAdmin(saved.course_id)).expertise).toBeNull();
      });

      it('writes the expertise and its change-log line in one transaction', async () => {
        const saved = await readAdmin((await createCourse()).course_id);
        const service = createCourseAdminService({ orm: server.db.orm, now: server.clock.now });
        await expect(
          service.update(999_999, saved.course_id, {
            ...saved,
            external_courses: saved.external_courses,
            expertise: 3,
          }),
        ).rejects.toThrow();
        expect((await readAdmin(saved.course_id)).expertise).toBeNull();
      });
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const saved = await createCourse();
      const service = createCourseAdminService({ orm: server.db.orm, now: server.clock.now });
      await expect(
        service.update(999_999, saved.course_id, {
          name: 'Never renamed',
          short_name: saved.short_name,
          description: saved.description,
          status_id: 1,
          external_courses: [{ url: 'LOST-2' }],
          course_session_data: null,
        }),
      ).rejects.toThrow();
      expect(await readCourse(saved.course_id)).toEqual(saved);
    });
  });

  describe('GET /course, /course/filters, /course/list', () => {
    it('pages 25 a page, newest first, with the total', async () => {
      const page = await server.readOk('/course', adminCourseListSchema, admin);
      expect(page.data.length).toBeLessThanOrEqual(25);
      const ids = page.data.map((row) => row.course_id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const second = await server.readOk('/course?_offset=1&_limit=1', adminCourseListSchema, admin);
      expect(second.total).toBe(page.total);
      expect(second.data[0]?.course_id).toBe(ids[1]);
    });

    it('finds by term and status, and by sessions', async () => {
      const created = await createCourse(courseDraft({ name: 'Zebra crossing drill' }));
      const byTerm = await server.readOk('/course?term=zebra%20cross', adminCourseListSchema, admin);
      expect(byTerm.data.map((row) => row.course_id)).toEqual([created.course_id]);
      expect(byTerm.data[0]).toMatchObject({ status_id: 1, day_count: 0, session_count: 0 });
      const published = await server.readOk(
        '/course?term=zebra&filters[]=status:2',
        adminCourseListSchema,
        admin,
      );
      expect(published.data).toEqual([]);
      const without = await server.readOk(
        '/course?term=zebra&filters[]=sessions:without',
        adminCourseListSchema,
        admin,
      );
      expect(without.total).toBe(1);
      const withSessions = await server.readOk(
        '/course?filters[]=sessions:with',
        adminCourseListSchema,
        admin,
      );
      const [sessionCourse] = await server.db.orm
        .select({ id: iltSession.courseId })
        .from(iltSession)
        .limit(1);
      if (sessionCourse) expect(withSessions.total).toBeGreaterThan(0);
      expect(withSessions.data.every((row) => row.session_count > 0)).toBe(true);
      expect(withSessions.data.map((row) => row.course_id)).not.toContain(created.course_id);
    });

    it('refuses a filter it does not know', async () => {
      const response = await server.request('/course?filters[]=color:red', { as: admin });
      expect(response.status).toBe(400);
    });

    it('offers the sessions filter', async () => {
      const filters = await server.readOk('/course/filters', adminFilterListSchema, admin);
      expect(filters.data).toEqual([
        {
          key: 'sessions',
          label: planAdminMessages.courseAuthoring.filterSessions,
          options: [
            { value: 'with', label: planAdminMessages.courseAuthoring.withSessions },
            { value: 'without', label: planAdminMessages.courseAuthoring.withoutSessions },
          ],
        },
      ]);
    });

    it('lists every course but the archived ones, by name', async () => {
      const archivedOne = await createCourse();
      await put(archivedOne.course_id, merged(archivedOne, { status_id: 2, course_session_data: timedDays }));
      const published = await readCourse(archivedOne.course_id);
      await put(archivedOne.course_id, merged(published, { status_id: 3 }));
      const list = await server.readOk('/course/list', courseListSchema, admin);
      const names = list.data.map((row) => row.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'variant' })));
      expect(list.data.map((row) => row.course_id)).not.toContain(archivedOne.course_id);
      expect(list.data.every((row) => row.status_id !== 3)).toBe(true);
    });
  });

  describe('SCORM upload: GET /course/{type}/{course id}, POST /course/{type}', () => {
    let uploadsDir: string;
    let origin: string;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'segno-scorm-'));
      // a second API on the same database that stores uploads in a temp folder
      const api = createApi({ db: server.db, secret: server.secret, now: server.clock.now, uploadsDir });
      await new Promise<void>((resolve) => {
        const started = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
          origin = `http://127.0.0.1:${info.port}${apiBasePath}`;
          stop = () =>
            new Promise<void>((done) => {
              (started as Server).close(() => done());
              (started as Server).closeAllConnections();
            });
          resolve();
        });
      });
    });
    afterAll(async () => {
      await stop();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);
    const notZip = new TextEncoder().encode('<html></html>');
    const call = (path: string, init: RequestInit & { as?: SignedIn } = {}) => {
      const { as = admin, ...rest } = init;
      return fetch(`${origin}${path}`, { ...rest, headers: { Authorization: as.authorization } });
    };
    const form = (fields: Record<string, string>, bytes: Uint8Array | null = zip) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      if (bytes) body.append('file', new Blob([bytes], { type: 'application/zip' }), 'package.zip');
      return body;
    };
    const upload = (
      fields: Record<string, string>,
      bytes: Uint8Array | null = zip,
      as?: SignedIn,
      type = 'scorm_1_2',
    ) => call(`/course/${type}`, { method: 'POST', as, body: form(fields, bytes) });
    const check = async (courseId: string, type = 'scorm_1_2') => {
      const response = await call(`/course/${type}/${courseId}`);
      expect(response.status).toBe(200);
      return scormCourseCheckSchema.parse(await response.json());
    };

    it('answers 403 to a learner', async () => {
      expect((await call('/course/scorm_1_2/FORK-1', { as: learner })).status).toBe(403);
      expect((await upload({ course_id: 'FORK-1' }, zip, learner)).status).toBe(403);
    });

    it('stores version 1, refuses the same id again (409), and takes a new version when asked', async () => {
      expect(await check('forklift_101.v2-b')).toEqual({ exists: false, version: null });
      const first = await upload({ course_id: 'forklift_101.v2-b' });
      expect(first.status).toBe(201);
      expect(scormUploadedSchema.parse(await first.json())).toEqual({
        type: 'scorm_1_2',
        course_id: 'forklift_101.v2-b',
        version: 1,
      });
      expect(await check('forklift_101.v2-b')).toEqual({ exists: true, version: 1 });
      // another sub type is another id
      expect(await check('forklift_101.v2-b', 'segscorm')).toEqual({ exists: false, version: null });
      const again = await upload({ course_id: 'forklift_101.v2-b', new_version: 'false' });
      expect(again.status).toBe(409);
      expect((await readErrorResponse(again)).body.error.message).toBe(
        planAdminMessages.courseAuthoring.scormExists,
      );
      const second = await upload({ course_id: 'forklift_101.v2-b', new_version: 'true' });
      expect(scormUploadedSchema.parse(await second.json()).version).toBe(2);
      const rows = await server.db.orm
        .select()
        .from(scormPackage)
        .where(eq(scormPackage.courseId, 'forklift_101.v2-b'));
      expect(rows.map((row) => row.version).sort()).toEqual([1, 2]);
      expect((await readdir(uploadsDir)).sort()).toEqual(rows.map((row) => row.fileName).sort());
    });

    it.each([
      [{ course_id: 'fork lift' }, zip, 'course_id', planAdminMessages.courseAuthoring.scormCourseIdInvalid],
      [{ course_id: '' }, zip, 'course_id', required],
      [{ course_id: 'FORK-9' }, null, 'file', required],
      [{ course_id: 'FORK-9' }, notZip, 'file', planAdminMessages.courseAuthoring.scormNotZip],
      [{ course_id: 'FORK-9', new_version: 'maybe' }, zip, 'new_version', undefined],
    ])('refuses %o', async (fields, bytes, path, message) => {
      const response = await upload(fields, bytes);
      const issues = await issuesOf(response);
      if (message) expect(issues).toContainEqual({ path, message });
      else expect(issues?.map((issue) => issue.path)).toContain(path);
      expect(await check('FORK-9')).toEqual({ exists: false, version: null });
    });

    it('refuses a check of an id that is not one, and a type that is not SCORM', async () => {
      const response = await call('/course/scorm_1_2/fork%20lift');
      expect(await issuesOf(response)).toEqual([
        { path: 'course_id', message: planAdminMessages.courseAuthoring.scormCourseIdInvalid },
      ]);
      expect((await upload({ course_id: 'FORK-1' }, zip, admin, 'video')).status).toBe(404);
    });

    it('answers 503 when the server keeps no uploads', async () => {
      const response = await server.request('/course/scorm_1_2', {
        method: 'POST',
        as: admin,
        body: form({ course_id: 'NOWHERE-1' }),
      });
      expect(response.status).toBe(503);
    });
  });
});
