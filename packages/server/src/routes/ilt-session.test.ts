import {
  courseSchema,
  courseSessionListSchema,
  courseSuggestionListSchema,
  decodeDates,
  encodeDates,
  instructorListSchema,
  learnerSuggestionListSchema,
  locationSuggestionListSchema,
  sessionFiltersSchema,
  sessionListPageSchema,
  sessionSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIltIds } from '../demo/demo-ilt';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(encodeDates(body)),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

describe('ILT courses and sessions', () => {
  let server: TestServer;
  let learner: SignedIn;
  let instructor: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    instructor = await server.signIn('instructor');
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  it('GET /course/{id} answers the course with its session data; 404 for none', async () => {
    const response = await server.request('/course/1', { as: learner });
    expect(response.status).toBe(200);
    const course = courseSchema.parse(await read(response));
    expect(course).toMatchObject({ course_id: 1, short_name: 'DIFFCONV', status_id: 2 });
    expect(course.course_session_data).toEqual({
      days: [{ minutes: 240, sort_order: 1 }],
      min_class_size: 4,
      max_class_size: 10,
    });
    expect((await readErrorResponse(await server.request('/course/999', { as: learner }))).status).toBe(404);
    expect((await readErrorResponse(await server.request('/course/1'))).status).toBe(401);
  });

  it("GET /course/{id}/session lists the sessions earliest first with the learner's registration", async () => {
    const response = await server.request('/course/1/session', { as: learner });
    const { data } = courseSessionListSchema.parse(await read(response));
    expect(data.map((session) => session.session_id)).toEqual([
      demoIltIds.past,
      demoIltIds.nextWeek,
      demoIltIds.twoDay,
    ]);
    const nextWeek = data.find((session) => session.session_id === demoIltIds.nextWeek);
    expect(nextWeek).toMatchObject({ max_class_size: 10, number_enrolled: 4, registration: null });
    const twoDay = data.find((session) => session.session_id === demoIltIds.twoDay);
    // A two-day session starting on a Friday has its second day on the Monday after (002 section 4).
    expect(twoDay?.session_days.map((day) => day.start_date.getUTCDay())).toEqual([5, 1]);
    expect(twoDay?.duration).toBe(420);
    const past = data.find((session) => session.session_id === demoIltIds.past);
    expect(past).toMatchObject({ is_complete: true, number_enrolled: 3 });
  });

  it('GET /session pages, filters current sessions, by course and by term', async () => {
    const all = sessionListPageSchema.parse(await read(await server.request('/session', { as: instructor })));
    expect(all.total).toBe(3);
    const current = sessionListPageSchema.parse(
      await read(await server.request('/session?filters[]=current_sessions:1', { as: instructor })),
    );
    expect(current.data.map((session) => session.session_id)).toEqual([
      demoIltIds.nextWeek,
      demoIltIds.twoDay,
    ]);
    const paged = sessionListPageSchema.parse(
      await read(await server.request('/session?_limit=1&_offset=1&course_id=1', { as: instructor })),
    );
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.data.map((session) => session.session_id)).toEqual([demoIltIds.nextWeek]);
    const byTerm = sessionListPageSchema.parse(
      await read(await server.request('/session?term=riverside', { as: instructor })),
    );
    expect(byTerm.data.map((session) => session.location_name)).toEqual(['Riverside Distribution Centre']);
    expect(
      (await readErrorResponse(await server.request('/session?_limit=0', { as: instructor }))).status,
    ).toBe(400);
  });

  it('GET /session/filters offers current sessions and the courses with sessions', async () => {
    const { data } = sessionFiltersSchema.parse(
      await read(await server.request('/session/filters', { as: admin })),
    );
    expect(data.map((group) => group.name)).toEqual(['current_sessions', 'course_id']);
    expect(data[1]?.options).toEqual([
      { value: 'course_id:1', label: 'Difficult Conversations Workshop', checked: false },
    ]);
  });

  it('GET /session/{id} answers one session; 404 and 400 otherwise', async () => {
    const session = sessionSchema.parse(await read(await server.request('/session/1', { as: learner })));
    expect(session).toMatchObject({ session_id: 1, location_name: 'Main Street Store, Training Room' });
    expect((await readErrorResponse(await server.request('/session/99', { as: learner }))).status).toBe(404);
    expect((await readErrorResponse(await server.request('/session/x', { as: learner }))).status).toBe(400);
  });

  describe('POST /session and PUT /session/{id}', () => {
    const friday = new Date('2026-03-20T09:00:00.000Z');
    const payload = {
      course_id: 1,
      max_class_size: 6,
      maxClassSize: 6,
      location_id: 3,
      session_days: [
        { start_date: friday, room: 'Room 4', duration: 90, sort_order: 1 },
        { start_date: new Date('2026-03-21T13:00:00.000Z'), room: 'Room 4', duration: 60, sort_order: 2 },
      ],
    };

    it('lets an instructor create a session, defaulted as its instructor, days chained over the weekend', async () => {
      const response = await server.request('/session', { method: 'POST', as: instructor, ...json(payload) });
      expect(response.status).toBe(200);
      const created = sessionSchema.parse(await read(response));
      expect(created).toMatchObject({
        instructor_id: instructor.user_id,
        max_class_size: 6,
        number_enrolled: 0,
      });
      expect(created.session_days.map((day) => day.start_date.toISOString())).toEqual([
        '2026-03-20T09:00:00.000Z',
        '2026-03-23T13:00:00.000Z',
      ]);
      const saved = await server.request(`/session/${created.session_id}`, {
        method: 'PUT',
        as: admin,
        ...json({ ...payload, instructor_id: instructor.user_id, max_class_size: 8, maxClassSize: 8 }),
      });
      expect(sessionSchema.parse(await read(saved)).max_class_size).toBe(8);
    });

    it('refuses a learner (403), a zero duration, an unknown location and a non-instructor (400)', async () => {
      const asLearner = await server.request('/session', { method: 'POST', as: learner, ...json(payload) });
      expect((await readErrorResponse(asLearner)).status).toBe(403);
      const zero = await server.request('/session', {
        method: 'POST',
        as: instructor,
        ...json({ ...payload, session_days: [{ ...payload.session_days[0], duration: 0 }] }),
      });
      expect((await readErrorResponse(zero)).status).toBe(400);
      const problems = await readErrorResponse(
        await server.request('/session', {
          method: 'POST',
          as: admin,
          ...json({ ...payload, location_id: 99, instructor_id: learner.user_id }),
        }),
      );
      expect(problems.status).toBe(400);
      expect(problems.body.error.issues?.map((issue) => issue.path)).toEqual([
        'location_id',
        'instructor_id',
      ]);
      const shrink = await server.request(`/session/${demoIltIds.nextWeek}`, {
        method: 'PUT',
        as: admin,
        ...json({ ...payload, instructor_id: instructor.user_id, max_class_size: 2, maxClassSize: 2 }),
      });
      expect((await readErrorResponse(shrink)).body.error.issues?.[0]?.path).toBe('max_class_size');
    });
  });

  it('suggests instructors, locations and learners to add, for session managers only', async () => {
    const instructors = instructorListSchema.parse(
      await read(await server.request('/instructor/list', { as: admin })),
    );
    expect(instructors.data).toContainEqual({ instructor_id: instructor.user_id, name: 'Daniel Okafor' });
    const locations = locationSuggestionListSchema.parse(
      await read(await server.request('/location/search/name/store', { as: instructor })),
    );
    expect(locations.data).toEqual([{ location_id: 2, location_name: 'Main Street Store, Training Room' }]);
    // A course without sessions yet is suggested too: its first session is created from here.
    const courses = courseSuggestionListSchema.parse(
      await read(await server.request('/course/search/name/workshop', { as: instructor })),
    );
    expect(courses.data).toEqual([
      { course_id: 1, name: 'Difficult Conversations Workshop' },
      { course_id: 2, name: 'Store Opening Workshop' },
    ]);
    const learners = learnerSuggestionListSchema.parse(
      await read(
        await server.request(`/session/${demoIltIds.nextWeek}/add/search/name/maya`, { as: instructor }),
      ),
    );
    expect(learners.data).toContainEqual({ user_id: learner.user_id, name: 'Maya Chen' });
    for (const path of [
      '/instructor/list',
      '/location/search/name/store',
      '/course/search/name/workshop',
      '/session/1/add/search/name/maya',
    ]) {
      expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(403);
    }
  });
});
