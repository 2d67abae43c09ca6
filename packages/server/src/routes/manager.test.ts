import { managerDataSchema, managerProfilesResponseSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoApprovals, demoApprovalIds } from '../demo/demo-approvals';
import { buildDemoIlt } from '../demo/demo-ilt';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/manager/:user_id/profiles', () => {
  let server: TestServer;
  let manager: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.signIn('manager');
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  it("lists the manager's team by last name with the count", async () => {
    const response = await server.request(`/manager/${manager.user_id}/profiles`, { as: manager });
    expect(response.status).toBe(200);
    const profiles = managerProfilesResponseSchema.parse(await response.json());
    const expected = server.demo.users
      .filter((user) => user.managerId === manager.user_id)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    expect(profiles.total_managees).toBe(expected.length);
    expect(profiles.total_managees).toBeGreaterThan(0);
    expect(profiles.data.map((profile) => profile.user_id)).toEqual(expected.map((user) => user.id));
    expect(profiles.data).toContainEqual({
      user_id: 1,
      first_name: 'Maya',
      last_name: 'Chen',
      profile_img: null,
    });
  });

  it('answers 0 and an empty list for someone who manages nobody', async () => {
    const response = await server.request(`/manager/${learner.user_id}/profiles`, { as: learner });
    expect(await response.json()).toEqual({
      total_managees: 0,
      data: [],
      total_pending_approvals: 0,
      total_approved: 0,
      business_units: [],
      total_pending_registrations: 0,
      has_sessions: false,
    });
  });

  it("carries the Manager data: the team's pending and approved responsibilities, units and registrations", async () => {
    const response = await server.request(`/manager/${manager.user_id}/profiles`, { as: manager });
    const data = managerDataSchema.parse(await response.json());
    // From the demo (demo-approvals.ts), counting only `manager`'s own users, never treyes's.
    const approvals = buildDemoApprovals(
      server.demo.now,
      server.demo.users,
      buildDemoIlt(server.demo.now, server.demo.users, server.demo.completions),
    );
    const team = new Set(
      server.demo.users.filter((user) => user.managerId === manager.user_id).map((u) => u.id),
    );
    const held = approvals.userResponsibilities.filter((row) => team.has(row.userId));
    expect(data).toEqual({
      total_managees: team.size,
      total_pending_approvals: held.filter((row) => !row.isApproved).length,
      total_approved: held.filter((row) => row.isApproved).length,
      business_units: [
        { business_unit_id: demoApprovalIds.customerCare, name: 'Customer Care' },
        { business_unit_id: demoApprovalIds.storeOperations, name: 'Store Operations' },
      ],
      total_pending_registrations: 2,
      has_sessions: true,
    });
    expect([data.total_pending_approvals, data.total_approved]).toEqual([5, 4]);
  });

  it("refuses another user's team (403), a bad id (400) and no session (401)", async () => {
    const other = await server.request(`/manager/${manager.user_id}/profiles`, { as: learner });
    expect((await readErrorResponse(other)).status).toBe(403);
    const bad = await server.request('/manager/0/profiles', { as: learner });
    expect((await readErrorResponse(bad)).status).toBe(400);
    const anonymous = await server.request(`/manager/${manager.user_id}/profiles`);
    expect((await readErrorResponse(anonymous)).status).toBe(401);
  });
});
