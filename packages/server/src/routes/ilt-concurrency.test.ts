import {
  decodeDates,
  encodeDates,
  iltErrorMessage,
  iltMessages,
  Role,
  registrationListSchema,
  sessionSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(encodeDates(body)),
  headers: { 'Content-Type': 'application/json' },
});

/**
 * 002 section 4: full when enrolled reaches max. Fifty learners register at once for ten seats: every request
 * is in flight together, so only the session's row lock (migration 0010) keeps the count right.
 */
describe('50 learners registering at once for a session with 10 seats', () => {
  let server: TestServer;
  let instructor: SignedIn;
  let learners: SignedIn[];
  beforeAll(async () => {
    server = await startTestServer();
    instructor = await server.signIn('instructor');
    const usernames = server.demo.users
      .filter((user) => user.roles.includes(Role.learner) && user.username !== 'instructor')
      .map((user) => user.username)
      .slice(0, 50);
    learners = [];
    for (const username of usernames) learners.push(await server.signIn(username));
  });
  afterAll(() => server.close());

  it('enrols exactly 10 and refuses 40 with 409 and the full message', async () => {
    expect(learners).toHaveLength(50);
    const created = await server.request('/session', {
      method: 'POST',
      as: instructor,
      ...json({
        course_id: 1,
        max_class_size: 10,
        maxClassSize: 10,
        location_id: 1,
        session_days: [
          { start_date: new Date('2026-04-01T09:00:00.000Z'), room: 'Room 9', duration: 60, sort_order: 1 },
        ],
      }),
    });
    const { session_id } = sessionSchema.parse(decodeDates(await created.json()));

    const responses = await Promise.all(
      learners.map((learner) =>
        server.request(`/session/${session_id}/registration`, {
          method: 'PUT',
          as: learner,
          ...json({ user_id: learner.user_id }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const response of responses.filter((each) => each.status === 409)) {
      const body: unknown = await response.clone().json();
      expect((await readErrorResponse(response)).status).toBe(409);
      expect(iltErrorMessage(body)).toBe(iltMessages.registration.full);
    }

    const session = sessionSchema.parse(
      decodeDates(await (await server.request(`/session/${session_id}`, { as: instructor })).json()),
    );
    expect(session.number_enrolled).toBe(10);
    const roster = registrationListSchema.parse(
      decodeDates(
        await (await server.request(`/session/${session_id}/registration`, { as: instructor })).json(),
      ),
    );
    expect(roster.data.filter((row) => row.registration_type_id === 1)).toHaveLength(10);
  });
});
