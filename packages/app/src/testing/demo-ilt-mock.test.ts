/**
 * The ILT screens' stories answer from the mock in demo-ilt-responses; these keep it honest against the real
 * server on the same demo data: the course, its sessions with each user's registration, the session list and
 * filters, one session, the roster and the suggestions.
 */
import {
  courseSchema,
  courseSessionListSchema,
  courseSuggestionListSchema,
  decodeDates,
  instructorListSchema,
  learnerSuggestionListSchema,
  locationSuggestionListSchema,
  registrationListSchema,
  registrationSchema,
  sessionFiltersSchema,
  sessionListPageSchema,
  sessionSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import {
  demoCourse,
  demoCourseSearch,
  demoCourseSessions,
  demoInstructors,
  demoLearnersToAdd,
  demoLocationSearch,
  demoRegistrationRow,
  demoRoster,
  demoSession,
  demoSessionFilters,
  demoSessionPage,
} from './demo-ilt-responses';

describe('the ILT API answers what the stories mock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['learner', 'kmensah', 'instructor'])('the course and its sessions for %s', async (username) => {
    const signedIn = await server.signIn(username);
    expect(demoCourse(server.demo, 1)).toEqual(await server.readOk('/course/1', courseSchema, signedIn));
    const sessions = await server.readOk('/course/1/session', courseSessionListSchema, signedIn);
    expect(sessions.data.length).toBeGreaterThanOrEqual(3);
    expect(demoCourseSessions(server.demo, signedIn.user_id, 1)).toEqual(sessions);
  });

  it('the session list, its filters, each session and roster, and the suggestions', async () => {
    const signedIn = await server.signIn('instructor');
    expect(demoSessionPage(server.demo, { limit: 25, offset: 0, courseIds: [] })).toEqual(
      await server.readOk('/session?_limit=25&_offset=0', sessionListPageSchema, signedIn),
    );
    expect(demoSessionPage(server.demo, { limit: 2, offset: 2, courseIds: [1] })).toEqual(
      await server.readOk('/session?_limit=2&_offset=2&course_id=1', sessionListPageSchema, signedIn),
    );
    expect(demoSessionFilters(server.demo)).toEqual(
      await server.readOk('/session/filters', sessionFiltersSchema, signedIn),
    );
    for (const sessionId of [1, 2, 3]) {
      expect(demoSession(server.demo, sessionId), `session ${sessionId}`).toEqual(
        await server.readOk(`/session/${sessionId}`, sessionSchema, signedIn),
      );
      expect(demoRoster(server.demo, sessionId), `roster ${sessionId}`).toEqual(
        await server.readOk(`/session/${sessionId}/registration`, registrationListSchema, signedIn),
      );
    }
    expect(demoLocationSearch(server.demo, 'store')).toEqual(
      await server.readOk('/location/search/name/store', locationSuggestionListSchema, signedIn),
    );
    expect(demoCourseSearch(server.demo, 'workshop')).toEqual(
      await server.readOk('/course/search/name/workshop', courseSuggestionListSchema, signedIn),
    );
    expect(demoInstructors(server.demo)).toEqual(
      await server.readOk('/instructor/list', instructorListSchema, signedIn),
    );
    expect(demoLearnersToAdd(server.demo, 1, 'a')).toEqual(
      await server.readOk('/session/1/add/search/name/a', learnerSuggestionListSchema, signedIn),
    );
  });

  it('a registration answers the roster row the mock answers, and seats move by one', async () => {
    const signedIn = await server.signIn('learner');
    const response = await server.request('/session/2/registration', {
      as: signedIn,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: signedIn.user_id }),
    });
    expect(response.status).toBe(200);
    const row = registrationSchema.parse(decodeDates(await response.json()));
    expect(row).toEqual(
      demoRegistrationRow(server.demo, demoSession(server.demo, 2), signedIn.user_id, row.registration_id),
    );
    const session = await server.readOk('/session/2', sessionSchema, signedIn);
    expect(session.number_enrolled).toBe((demoSession(server.demo, 2)?.number_enrolled ?? 0) + 1);
  });

  it('answers 404 where the server does: an unknown course or session', async () => {
    const signedIn = await server.signIn('learner');
    expect((await server.request('/course/99', { as: signedIn })).status).toBe(404);
    expect(demoCourse(server.demo, 99)).toBeUndefined();
    expect((await server.request('/session/99', { as: signedIn })).status).toBe(404);
    expect(demoSession(server.demo, 99)).toBeUndefined();
  });
});
