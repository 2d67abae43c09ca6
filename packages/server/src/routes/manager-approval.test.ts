import {
  type BusinessUnitList,
  businessUnitListSchema,
  decodeDates,
  type ManagerApproval,
  managerApprovalSchema,
  managerRegistrationCheckSchema,
  pendingRegistrationListSchema,
  registrationSchema,
  sessionSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApprovalIds } from '../demo/demo-approvals';
import { demoIltIds } from '../demo/demo-ilt';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const read = async (response: Response) => decodeDates(await response.json());
const { storeOperations, customerCare, cashHandling, openingAndClosing, stockReceiving } = demoApprovalIds;

describe('manager approvals: business units, responsibilities and pending registrations', () => {
  let server: TestServer;
  let manager: SignedIn;
  let otherManager: SignedIn;
  let learner: SignedIn;
  let instructor: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.signIn('manager');
    otherManager = await server.signIn('treyes');
    learner = await server.signIn('learner');
    instructor = await server.signIn('instructor');
  });
  afterAll(() => server.close());

  const idOf = (username: string) => {
    const user = server.demo.users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`no demo user ${username}`);
    return user.id;
  };
  const approvalPath = (managerId: number, businessUnitId: number) =>
    `/manager/${managerId}/profiles/business_unit/${businessUnitId}`;
  const getApproval = async (as: SignedIn, businessUnitId: number): Promise<ManagerApproval> => {
    const response = await server.request(approvalPath(as.user_id, businessUnitId), { as });
    expect(response.status).toBe(200);
    return managerApprovalSchema.parse(await response.json());
  };
  /** responsibility id → user id → is_approved */
  const approvedMap = (approval: ManagerApproval) =>
    Object.fromEntries(
      approval.responsibilities.data.map((item) => [
        item.responsibility_id,
        Object.fromEntries(item.users.map((user) => [user.user_id, user.is_approved])),
      ]),
    );
  const save = (as: SignedIn, managerId: number, businessUnitId: number, body: unknown) =>
    server.request(approvalPath(managerId, businessUnitId), { method: 'PUT', as, ...json(body) });
  const check = async (as: SignedIn) =>
    managerRegistrationCheckSchema.parse(
      await (await server.request('/manager/session/registration/check', { as })).json(),
    );
  const pending = async (as: SignedIn) => {
    const response = await server.request('/manager/session/registration', { as });
    expect(response.status).toBe(200);
    return pendingRegistrationListSchema.parse(await read(response)).data;
  };
  const enrolled = async (sessionId: number) =>
    sessionSchema.parse(await read(await server.request(`/session/${sessionId}`, { as: learner })))
      .number_enrolled;
  const setType = (as: SignedIn, sessionId: number, registrationId: number, type: 1 | 2) =>
    server.request(`/session/${sessionId}/registration/${registrationId}`, {
      method: 'PUT',
      as,
      ...json({ registration_type_id: type }),
    });

  it("GET /business-unit lists the units holding the signed-in manager's users' responsibilities", async () => {
    const units = async (as: SignedIn): Promise<BusinessUnitList> =>
      businessUnitListSchema.parse(await (await server.request('/business-unit', { as })).json());
    expect(await units(manager)).toEqual({
      data: [
        { business_unit_id: customerCare, name: 'Customer Care' },
        { business_unit_id: storeOperations, name: 'Store Operations' },
      ],
    });
    expect(await units(otherManager)).toEqual({
      data: [{ business_unit_id: storeOperations, name: 'Store Operations' }],
    });
    expect(await units(learner)).toEqual({ data: [] });
    expect((await readErrorResponse(await server.request('/business-unit'))).status).toBe(401);
  });

  it("GET a unit's responsibilities with the manager's own users only, by name", async () => {
    const approval = await getApproval(manager, storeOperations);
    expect(approval.responsibilities.data.map((item) => item.name)).toEqual([
      'Cash Handling',
      'Opening and Closing',
      'Stock Receiving',
    ]);
    expect(approval.responsibilities.data[0]?.users).toEqual([
      { user_id: idOf('learner'), name: 'Maya Chen', is_approved: true },
      { user_id: idOf('kmensah'), name: expect.any(String), is_approved: true },
    ]);
    expect(approvedMap(approval)).toEqual({
      [cashHandling]: { [idOf('learner')]: true, [idOf('kmensah')]: true },
      [openingAndClosing]: { [idOf('kmensah')]: false, [idOf('nwilliams')]: false },
      [stockReceiving]: { [idOf('salvarez')]: false },
    });
    // treyes sees their own user (ilund) on Cash Handling, and none of `manager`'s.
    expect(approvedMap(await getApproval(otherManager, storeOperations))).toEqual({
      [cashHandling]: { [idOf('ilund')]: false },
    });
  });

  it("refuses another manager's path, a non-manager, an unknown unit, a bad id and no session", async () => {
    const status = async (path: string, as?: SignedIn) =>
      (await readErrorResponse(await server.request(path, { as }))).status;
    expect(await status(approvalPath(manager.user_id, storeOperations), otherManager)).toBe(403);
    expect(await status(approvalPath(manager.user_id, storeOperations), learner)).toBe(403);
    expect(await status(approvalPath(learner.user_id, storeOperations), learner)).toBe(403);
    expect(await status(approvalPath(manager.user_id, 99), manager)).toBe(404);
    expect(await status(`/manager/${manager.user_id}/profiles/business_unit/x`, manager)).toBe(400);
    expect(await status(approvalPath(manager.user_id, storeOperations))).toBe(401);
    const put = await save(otherManager, manager.user_id, storeOperations, { responsibilities: [] });
    expect((await readErrorResponse(put)).status).toBe(403);
  });

  it("PUT saves is_approved for the manager's own users; another manager's user refuses it all (403)", async () => {
    const before = await getApproval(manager, storeOperations);
    const stock = before.responsibilities.data.find((item) => item.responsibility_id === stockReceiving);
    const cash = before.responsibilities.data.find((item) => item.responsibility_id === cashHandling);
    if (!stock || !cash) throw new Error('demo responsibilities missing');
    const approveStock = {
      ...stock,
      users: stock.users.map((user) => ({ ...user, is_approved: true })),
    };

    // With ilund (treyes's user) in it, nothing is saved, not even salvarez's approval.
    const ilund = { user_id: idOf('ilund'), name: 'ilund', is_approved: true };
    const mixed = await save(manager, manager.user_id, storeOperations, {
      responsibilities: [approveStock, { ...cash, users: [...cash.users, ilund] }],
    });
    expect((await readErrorResponse(mixed)).status).toBe(403);
    expect(await getApproval(manager, storeOperations)).toEqual(before);
    // A responsibility the user does not hold is a bad request, also saving nothing.
    const notHeld = await save(manager, manager.user_id, storeOperations, {
      responsibilities: [
        approveStock,
        { ...stock, users: [{ user_id: idOf('learner'), name: 'Maya Chen', is_approved: true }] },
      ],
    });
    expect((await readErrorResponse(notHeld)).status).toBe(400);
    expect(await getApproval(manager, storeOperations)).toEqual(before);

    // The whole screen sent back: salvarez approved, learner's Cash Handling taken back.
    const saved = await save(manager, manager.user_id, storeOperations, {
      responsibilities: before.responsibilities.data.map((item) => {
        if (item.responsibility_id === stockReceiving) return approveStock;
        if (item.responsibility_id !== cashHandling) return item;
        return {
          ...item,
          users: item.users.map((user) =>
            user.user_id === learner.user_id ? { ...user, is_approved: false } : user,
          ),
        };
      }),
    });
    expect(saved.status).toBe(200);
    const after = managerApprovalSchema.parse(await saved.json());
    expect(approvedMap(after)).toEqual({
      [cashHandling]: { [idOf('learner')]: false, [idOf('kmensah')]: true },
      [openingAndClosing]: { [idOf('kmensah')]: false, [idOf('nwilliams')]: false },
      [stockReceiving]: { [idOf('salvarez')]: true },
    });
    expect(await getApproval(manager, storeOperations)).toEqual(after);
    // treyes approves their own user, and may not approve `manager`'s.
    const theirs = await save(otherManager, otherManager.user_id, storeOperations, {
      responsibilities: [{ ...cash, users: [ilund] }],
    });
    expect(approvedMap(managerApprovalSchema.parse(await theirs.json()))).toEqual({
      [cashHandling]: { [idOf('ilund')]: true },
    });
    const notTheirs = await save(otherManager, otherManager.user_id, storeOperations, {
      responsibilities: [{ ...stock, users: [{ user_id: idOf('salvarez'), name: 's', is_approved: false }] }],
    });
    expect((await readErrorResponse(notTheirs)).status).toBe(403);
    expect(approvedMap(await getApproval(manager, storeOperations))[stockReceiving]).toEqual({
      [idOf('salvarez')]: true,
    });
  });

  it("lists the manager's users' pending registrations, counted by the check; others are refused", async () => {
    const rows = await pending(manager);
    expect(rows.map((row) => [row.user_id, row.session.session_id])).toEqual([
      [idOf('lmoreau'), demoIltIds.twoDay],
      [idOf('nwilliams'), demoIltIds.twoDay],
    ]);
    expect(rows[0]?.session.course_name).toBe('Difficult Conversations Workshop');
    expect(rows[0]?.session.session_days).toHaveLength(2);
    expect(await check(manager)).toEqual({ total_pending_registrations: 2, has_sessions: true });
    // treyes's users are enrolled next week, already approved in the demo.
    expect(await pending(otherManager)).toEqual([]);
    expect(await check(otherManager)).toEqual({ total_pending_registrations: 0, has_sessions: true });
    for (const path of ['/manager/session/registration', '/manager/session/registration/check']) {
      expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(403);
      expect((await readErrorResponse(await server.request(path))).status).toBe(401);
    }
  });

  it("the learner's own manager approves (the seat stays) or denies (the seat goes back); nobody else may", async () => {
    const session = demoIltIds.twoDay;
    const [first, second] = await pending(manager);
    if (!first || !second) throw new Error('two pending registrations expected');
    const seats = await enrolled(session);

    for (const outsider of [otherManager, learner]) {
      expect(
        (await readErrorResponse(await setType(outsider, session, first.registration_id, 1))).status,
      ).toBe(403);
    }
    expect(await check(manager)).toEqual({ total_pending_registrations: 2, has_sessions: true });

    const approved = await setType(manager, session, first.registration_id, 1);
    expect(approved.status).toBe(200);
    expect(registrationSchema.parse(await read(approved)).registration_type_id).toBe(1);
    expect(await enrolled(session)).toBe(seats);
    expect((await pending(manager)).map((row) => row.registration_id)).toEqual([second.registration_id]);
    expect(await check(manager)).toEqual({ total_pending_registrations: 1, has_sessions: true });

    const denied = await setType(manager, session, second.registration_id, 2);
    expect(registrationSchema.parse(await read(denied)).registration_type_id).toBe(2);
    expect(await enrolled(session)).toBe(seats - 1);
    expect(await pending(manager)).toEqual([]);
    expect(await check(manager)).toEqual({ total_pending_registrations: 0, has_sessions: true });
    // Denying again changes nothing: the seat is not given back twice.
    expect((await setType(manager, session, second.registration_id, 2)).status).toBe(200);
    expect(await enrolled(session)).toBe(seats - 1);
  });

  it("a direct user's new registration awaits their manager; an instructor's deny does not need one", async () => {
    const session = demoIltIds.twoDay;
    const response = await server.request(`/session/${session}/registration`, {
      method: 'PUT',
      as: learner,
      ...json({ user_id: learner.user_id }),
    });
    const registration = registrationSchema.parse(await read(response));
    expect((await pending(manager)).map((row) => row.user_id)).toEqual([learner.user_id]);
    // The learner may not approve themself.
    expect(
      (await readErrorResponse(await setType(learner, session, registration.registration_id, 1))).status,
    ).toBe(403);
    const seats = await enrolled(session);
    expect((await setType(instructor, session, registration.registration_id, 2)).status).toBe(200);
    expect(await enrolled(session)).toBe(seats - 1);
    expect(await check(manager)).toEqual({ total_pending_registrations: 0, has_sessions: true });
  });

  it('registering again after cancelling asks the manager again', async () => {
    const session = demoIltIds.nextWeek;
    const register = () =>
      server.request(`/session/${session}/registration`, {
        method: 'PUT',
        as: learner,
        ...json({ user_id: learner.user_id }),
      });
    const registration = registrationSchema.parse(await read(await register()));
    expect((await setType(manager, session, registration.registration_id, 1)).status).toBe(200);
    expect((await pending(manager)).map((row) => row.user_id)).not.toContain(learner.user_id);
    const cancelled = await server.request(
      `/session/${session}/registration/${registration.registration_id}`,
      {
        method: 'DELETE',
        as: learner,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(registrationSchema.parse(await read(await register())).registration_id).toBe(
      registration.registration_id,
    );
    expect((await pending(manager)).map((row) => row.user_id)).toContain(learner.user_id);
  });
});
