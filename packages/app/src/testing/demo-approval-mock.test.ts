/**
 * The manager approval screens' stories answer from the mock in demo-approval-responses; these keep it honest
 * against the real server on the same demo data: the business units, each unit's responsibilities, the
 * pending registrations and their check, the Manager data of the profiles call, and what a save and a
 * decision change.
 */
import {
  businessUnitListSchema,
  decodeDates,
  managerApprovalSchema,
  managerProfilesResponseSchema,
  managerRegistrationCheckSchema,
  pendingRegistrationListSchema,
  registrationSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import {
  approvalKey,
  demoBusinessUnits,
  demoManagerApproval,
  demoManagerData,
  demoPendingRegistrations,
  demoRegistrationCheck,
  noApprovalChanges,
} from './demo-approval-responses';
import { demoRegistrationRow, demoSession } from './demo-ilt-responses';

describe('the manager approval API answers what the stories mock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  type SignedIn = Awaited<ReturnType<TestServer['signIn']>>;

  async function put(path: string, body: unknown, as: SignedIn) {
    const response = await server.request(path, {
      as,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return decodeDates(await response.json());
  }

  // `treyes` manages one user; `learner` manages nobody and gets empty lists.
  it.each(['manager', 'treyes', 'learner'])('the business units and Manager data of %s', async (username) => {
    const signedIn = await server.signIn(username);
    const id = signedIn.user_id;
    expect(demoBusinessUnits(server.demo, id)).toEqual(
      await server.readOk('/business-unit', businessUnitListSchema, signedIn),
    );
    const profiles = await server.readOk(`/manager/${id}/profiles`, managerProfilesResponseSchema, signedIn);
    expect(demoManagerData(server.demo, id)).toEqual({
      total_pending_approvals: profiles.total_pending_approvals,
      total_approved: profiles.total_approved,
      business_units: profiles.business_units,
      total_pending_registrations: profiles.total_pending_registrations,
      has_sessions: profiles.has_sessions,
    });
  });

  it("each business unit's responsibilities, the pending registrations and their check", async () => {
    const signedIn = await server.signIn('manager');
    const id = signedIn.user_id;
    const units = demoBusinessUnits(server.demo, id).data;
    expect(units.length).toBeGreaterThanOrEqual(2);
    for (const unit of units) {
      const approval = demoManagerApproval(server.demo, id, unit.business_unit_id);
      expect(approval?.responsibilities.data.length, unit.name).toBeGreaterThan(0);
      expect(approval).toEqual(
        await server.readOk(
          `/manager/${id}/profiles/business_unit/${unit.business_unit_id}`,
          managerApprovalSchema,
          signedIn,
        ),
      );
    }
    const pending = demoPendingRegistrations(server.demo, id);
    expect(pending.data).toHaveLength(2);
    expect(pending).toEqual(
      await server.readOk('/manager/session/registration', pendingRegistrationListSchema, signedIn),
    );
    expect(demoRegistrationCheck(server.demo, id)).toEqual(
      await server.readOk('/manager/session/registration/check', managerRegistrationCheckSchema, signedIn),
    );
    expect(demoManagerApproval(server.demo, id, 99)).toBeUndefined();
    expect((await server.request(`/manager/${id}/profiles/business_unit/99`, { as: signedIn })).status).toBe(
      404,
    );
  });

  it('approving one responsibility and one registration changes the counts as the mock does', async () => {
    const signedIn = await server.signIn('manager');
    const id = signedIn.user_id;
    const [unit] = demoBusinessUnits(server.demo, id).data;
    if (!unit) throw new Error('The demo manager has no business unit');
    const before = demoManagerApproval(server.demo, id, unit.business_unit_id);
    const responsibility = before?.responsibilities.data.find((item) =>
      item.users.some((user) => !user.is_approved),
    );
    const user = responsibility?.users.find((candidate) => !candidate.is_approved);
    if (!responsibility || !user) throw new Error('Nothing pending in the first business unit');
    const approved = before?.responsibilities.data.map((item) => ({
      ...item,
      users: item.users.map((candidate) =>
        item === responsibility && candidate.user_id === user.user_id
          ? { ...candidate, is_approved: true }
          : candidate,
      ),
    }));
    await put(
      `/manager/${id}/profiles/business_unit/${unit.business_unit_id}`,
      { responsibilities: approved },
      signedIn,
    );

    const [registration] = demoPendingRegistrations(server.demo, id).data;
    if (!registration) throw new Error('No pending registration');
    const sessionId = registration.session.session_id;
    const row = registrationSchema.parse(
      await put(
        `/session/${sessionId}/registration/${registration.registration_id}`,
        { registration_type_id: 1 },
        signedIn,
      ),
    );
    expect(row).toEqual({
      ...demoRegistrationRow(
        server.demo,
        demoSession(server.demo, sessionId),
        registration.user_id,
        registration.registration_id,
      ),
      registration_type_id: 1,
    });

    const changes = {
      approvals: new Map([[approvalKey(user.user_id, responsibility.responsibility_id), true]]),
      decidedRegistrationIds: new Set([registration.registration_id]),
    };
    expect(demoManagerApproval(server.demo, id, unit.business_unit_id, changes)).toEqual(
      await server.readOk(
        `/manager/${id}/profiles/business_unit/${unit.business_unit_id}`,
        managerApprovalSchema,
        signedIn,
      ),
    );
    const profiles = await server.readOk(`/manager/${id}/profiles`, managerProfilesResponseSchema, signedIn);
    const data = demoManagerData(server.demo, id, changes);
    expect(data.total_pending_approvals).toBe(
      demoManagerData(server.demo, id, noApprovalChanges).total_pending_approvals - 1,
    );
    expect(profiles).toMatchObject(data);
    expect(demoPendingRegistrations(server.demo, id, changes)).toEqual(
      await server.readOk('/manager/session/registration', pendingRegistrationListSchema, signedIn),
    );
  });
});
