import {
  completionCreatedSchema,
  courseSessionListSchema,
  decodeDates,
  iltErrorMessage,
  iltMessages,
  registrationListSchema,
  registrationSchema,
  sessionSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLearningIds } from '../demo/demo-data';
import { demoIltIds } from '../demo/demo-ilt';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());

describe('ILT registration, roster and attendance', () => {
  let server: TestServer;
  let learner: SignedIn;
  let colleague: SignedIn;
  let instructor: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    colleague = await server.signIn('kmensah');
    instructor = await server.signIn('instructor');
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  const register = (sessionId: number, userId: number, as: SignedIn) =>
    server.request(`/session/${sessionId}/registration`, { method: 'PUT', as, ...json({ user_id: userId }) });
  const enrolled = async (sessionId: number) =>
    sessionSchema.parse(await read(await server.request(`/session/${sessionId}`, { as: learner })))
      .number_enrolled;
  const score = async (as: SignedIn) => {
    const response = await server.request(`/user/${as.user_id}`, { as });
    return ((await response.json()) as { score: number }).score;
  };
  /** The 409's error_msg beside the error, as the client reads it. */
  const refusal = async (response: Response) => {
    const body: unknown = await response.clone().json();
    expect((await readErrorResponse(response)).status).toBe(409);
    return iltErrorMessage(body);
  };

  it('a learner registers (seats drop by one), cannot register twice, cancels (seats rise), registers again', async () => {
    const session = demoIltIds.nextWeek;
    const before = await enrolled(session);
    const response = await register(session, learner.user_id, learner);
    expect(response.status).toBe(200);
    const registration = registrationSchema.parse(await read(response));
    expect(registration).toMatchObject({
      user_id: learner.user_id,
      registration_type_id: 1,
      has_completed: false,
    });
    expect(await enrolled(session)).toBe(before + 1);

    expect(await refusal(await register(session, learner.user_id, learner))).toBe(
      iltMessages.registration.registered,
    );
    const { data } = courseSessionListSchema.parse(
      await read(await server.request('/course/1/session', { as: learner })),
    );
    expect(data.find((row) => row.session_id === session)?.registration).toEqual({
      registration_id: registration.registration_id,
      registration_type_id: 1,
    });

    const cancel = await server.request(`/session/${session}/registration/${registration.registration_id}`, {
      method: 'DELETE',
      as: learner,
    });
    expect(await cancel.json()).toEqual({
      registration_id: registration.registration_id,
      registration_type_id: 3,
    });
    expect(await enrolled(session)).toBe(before);
    const again = await server.request(`/session/${session}/registration/${registration.registration_id}`, {
      method: 'DELETE',
      as: learner,
    });
    expect(await refusal(again)).toBe(iltMessages.registration.cancelled);

    const back = registrationSchema.parse(await read(await register(session, learner.user_id, learner)));
    expect(back.registration_id).toBe(registration.registration_id);
    expect(await enrolled(session)).toBe(before + 1);
  });

  it('a learner cannot add another learner, read the roster, deny, or cancel for someone else', async () => {
    const session = demoIltIds.twoDay;
    expect((await readErrorResponse(await register(session, colleague.user_id, learner))).status).toBe(403);
    const roster = await server.request(`/session/${demoIltIds.nextWeek}/registration`, { as: learner });
    expect((await readErrorResponse(roster)).status).toBe(403);
    const added = registrationSchema.parse(
      await read(await register(session, colleague.user_id, instructor)),
    );
    const path = `/session/${session}/registration/${added.registration_id}`;
    const deny = await server.request(path, {
      method: 'PUT',
      as: learner,
      ...json({ registration_type_id: 2 }),
    });
    expect((await readErrorResponse(deny)).status).toBe(403);
    expect(
      (await readErrorResponse(await server.request(path, { method: 'DELETE', as: learner }))).status,
    ).toBe(403);
  });

  it('an instructor adds, denies (a denied learner cannot register), reinstates and removes a learner', async () => {
    const session = demoIltIds.twoDay;
    const before = await enrolled(session);
    const rosterBefore = registrationListSchema.parse(
      await read(await server.request(`/session/${session}/registration`, { as: instructor })),
    );
    const row = rosterBefore.data.find((registration) => registration.user_id === colleague.user_id);
    if (!row) throw new Error('kmensah was not added');
    const path = `/session/${session}/registration/${row.registration_id}`;

    const denied = await server.request(path, {
      method: 'PUT',
      as: admin,
      ...json({ registration_type_id: 2 }),
    });
    expect(registrationSchema.parse(await read(denied)).registration_type_id).toBe(2);
    expect(await enrolled(session)).toBe(before - 1);
    expect(await refusal(await register(session, colleague.user_id, colleague))).toBe(
      iltMessages.registration.denied,
    );
    expect(await refusal(await register(session, colleague.user_id, instructor))).toBe(
      iltMessages.registration.denied,
    );
    const roster = registrationListSchema.parse(
      await read(await server.request(`/session/${session}/registration`, { as: instructor })),
    );
    expect(
      roster.data.find((registration) => registration.user_id === colleague.user_id)?.registration_type_id,
    ).toBe(2);

    const reinstated = await server.request(path, {
      method: 'PUT',
      as: instructor,
      ...json({ registration_type_id: 1 }),
    });
    expect(registrationSchema.parse(await read(reinstated)).registration_type_id).toBe(1);
    expect(await enrolled(session)).toBe(before);

    const removed = await server.request(path, { method: 'DELETE', as: instructor });
    expect(removed.status).toBe(200);
    expect(await enrolled(session)).toBe(before - 1);
    const after = registrationListSchema.parse(
      await read(await server.request(`/session/${session}/registration`, { as: instructor })),
    );
    expect(after.data.map((registration) => registration.user_id)).not.toContain(colleague.user_id);
  });

  it('marks attendance as a completion with points; unmarks it only when it earned no medal or badge', async () => {
    const session = demoIltIds.twoDay;
    // Learners who never completed the ILT content, so attendance earns its points; those who hold most of
    // the content's segment medals first, as the points would bring a newcomer to the next one.
    const segmentMedalIds = new Set(
      server.demo.medals.filter((medal) => medal.segmentId === 1).map((m) => m.id),
    );
    const medalsHeld = (userId: number) =>
      server.demo.userMedals.filter((row) => row.userId === userId && segmentMedalIds.has(row.medalId))
        .length;
    const newcomers = server.demo.users
      .filter(
        (user) =>
          user.roles.includes(1) &&
          user.id > 14 &&
          !server.demo.completions.some(
            (row) => row.userId === user.id && row.contentId === demoLearningIds.ilt,
          ),
      )
      .sort((a, b) => medalsHeld(b.id) - medalsHeld(a.id) || a.id - b.id);
    let reversed = false;
    for (const newcomer of newcomers.slice(0, 8)) {
      const colleague = await server.signIn(newcomer.username);
      const joined = registrationSchema.parse(
        await read(await register(session, colleague.user_id, colleague)),
      );
      const path = `/session/${session}/registration/${joined.registration_id}/completion`;
      expect(
        (await readErrorResponse(await server.request(path, { method: 'POST', as: colleague }))).status,
      ).toBe(403);
      const scoreBefore = await score(colleague);
      const marked = await server.request(path, { method: 'POST', as: instructor });
      expect(marked.status).toBe(200);
      const { completion_id } = completionCreatedSchema.parse(await marked.json());
      expect(await score(colleague)).toBeGreaterThan(scoreBefore);
      expect(await refusal(await server.request(path, { method: 'POST', as: instructor }))).toBe(
        iltMessages.roster.updateError,
      );
      const roster = registrationListSchema.parse(
        await read(await server.request(`/session/${session}/registration`, { as: instructor })),
      );
      const row = roster.data.find((registration) => registration.registration_id === joined.registration_id);
      expect(row).toMatchObject({ has_completed: true, completion_id });
      const remove = await server.request(`/session/${session}/registration/${joined.registration_id}`, {
        method: 'DELETE',
        as: instructor,
      });
      expect(await refusal(remove)).toBe(iltMessages.roster.cannotRemoveLearner.message);
      if (!row?.can_remove) {
        // A medal or badge came with the points: the attendance stays.
        expect(await refusal(await server.request(path, { method: 'DELETE', as: instructor }))).toBe(
          iltMessages.roster.cannotRemoveAttendance.message,
        );
        continue;
      }
      expect(
        (await readErrorResponse(await server.request(path, { method: 'DELETE', as: colleague }))).status,
      ).toBe(403);
      const unmarked = await server.request(path, { method: 'DELETE', as: instructor });
      expect(unmarked.status).toBe(200);
      expect(await score(colleague)).toBe(scoreBefore);
      // Marked again, the points come back: the taken-back ledger row does not count as an earlier award.
      expect((await server.request(path, { method: 'POST', as: instructor })).status).toBe(200);
      expect(await score(colleague)).toBeGreaterThan(scoreBefore);
      reversed = true;
      break;
    }
    expect(reversed).toBe(true);
  });

  it('keeps the past, complete session final: attendance cannot be removed, nor a present learner', async () => {
    const session = demoIltIds.past;
    const roster = registrationListSchema.parse(
      await read(await server.request(`/session/${session}/registration`, { as: instructor })),
    );
    expect(roster.data).toHaveLength(3);
    for (const row of roster.data) expect(row).toMatchObject({ has_completed: true, can_remove: false });
    const [first] = roster.data;
    if (!first) throw new Error('The past session has no roster');
    const unmark = await server.request(
      `/session/${session}/registration/${first.registration_id}/completion`,
      {
        method: 'DELETE',
        as: admin,
      },
    );
    expect(await refusal(unmark)).toBe(iltMessages.roster.cannotRemoveAttendance.message);
  });

  it('answers 404 for an unknown session or registration and 400 for a bad body', async () => {
    expect((await readErrorResponse(await register(999, learner.user_id, learner))).status).toBe(404);
    const unknown = await server.request(`/session/${demoIltIds.nextWeek}/registration/9999`, {
      method: 'DELETE',
      as: instructor,
    });
    expect((await readErrorResponse(unknown)).status).toBe(404);
    const bad = await server.request(`/session/${demoIltIds.nextWeek}/registration`, {
      method: 'PUT',
      as: learner,
      ...json({ user_id: 'me' }),
    });
    expect((await readErrorResponse(bad)).status).toBe(400);
  });
});
