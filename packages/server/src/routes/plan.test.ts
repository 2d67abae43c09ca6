import { decodeDates, planSubscriptionResponseSchema, userPlanListSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlanIds } from '../demo/demo-extras';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('plans of a user', () => {
  let server: TestServer;
  let learner: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  async function listPlans(as: SignedIn) {
    const response = await server.request(`/user/${as.user_id}/plan`, { as });
    expect(response.status).toBe(200);
    return userPlanListSchema.parse(decodeDates(await response.json()));
  }

  const subscription = (as: SignedIn, planId: number, action: 'subscribe' | 'unsubscribe') =>
    server.request(`/user/${as.user_id}/plan/${planId}/${action}`, { method: 'PUT', as });

  it("lists the learner's assigned plan first, then the self-subscribed one, with progress", async () => {
    const { data } = await listPlans(learner);
    expect(data).toEqual([
      {
        plan_id: demoPlanIds.compliance,
        plan_name: 'Store Safety Compliance 2026',
        plan_short_name: 'Safety 2026',
        object_type: 'compliancePlan',
        unit_pointer: null,
        is_subscribed: 0,
        is_assigned: 1,
        status: 2,
        // 90 days after `learner` got it (30 days before the clock), at the end of that day.
        due_date: new Date(2026, 4, 9, 23, 59, 59),
        contents: { total: 20, total_complete: 5, percent_complete: 25 },
      },
      {
        plan_id: demoPlanIds.foundations,
        plan_name: 'Customer Service Foundations',
        plan_short_name: 'Service Basics',
        object_type: 'standard',
        unit_pointer: null,
        is_subscribed: 1,
        is_assigned: 0,
        status: 2,
        due_date: null,
        contents: { total: 8, total_complete: 3, percent_complete: 37 },
      },
    ]);
  });

  it('sends due_date as 10-digit seconds', async () => {
    const response = await server.request(`/user/${learner.user_id}/plan`, { as: learner });
    const raw = (await response.json()) as { data: { due_date: unknown }[] };
    expect(String(raw.data[0]?.due_date)).toMatch(/^\d{10}$/);
  });

  it('answers an empty list for a user without plans', async () => {
    expect((await listPlans(admin)).data).toEqual([]);
  });

  it('subscribes to a published plan, lists it, and refuses a second subscription as a duplicate', async () => {
    const response = await subscription(admin, demoPlanIds.merchandising, 'subscribe');
    expect(response.status).toBe(200);
    expect(planSubscriptionResponseSchema.parse(await response.json())).toEqual({
      plan_id: demoPlanIds.merchandising,
      is_subscribed: 1,
      is_assigned: 0,
    });
    expect((await listPlans(admin)).data.map((plan) => plan.plan_id)).toEqual([demoPlanIds.merchandising]);
    const again = await readErrorResponse(await subscription(admin, demoPlanIds.merchandising, 'subscribe'));
    expect(again.status).toBe(409);
  });

  it('unsubscribes a self-subscribed plan, which then leaves the list; a second unsubscribe is refused', async () => {
    await subscription(admin, demoPlanIds.foundations, 'subscribe');
    const response = await subscription(admin, demoPlanIds.foundations, 'unsubscribe');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      plan_id: demoPlanIds.foundations,
      is_subscribed: 0,
      is_assigned: 0,
    });
    expect((await listPlans(admin)).data.map((plan) => plan.plan_id)).not.toContain(demoPlanIds.foundations);
    expect(
      (await readErrorResponse(await subscription(admin, demoPlanIds.foundations, 'unsubscribe'))).status,
    ).toBe(409);
  });

  it('refuses to unsubscribe or re-subscribe an assigned plan (409) and leaves it assigned', async () => {
    for (const action of ['unsubscribe', 'subscribe'] as const) {
      const { status, body } = await readErrorResponse(
        await subscription(learner, demoPlanIds.compliance, action),
      );
      expect(status).toBe(409);
      expect(body.error.message).toMatch(/assigned/);
    }
    const compliance = (await listPlans(learner)).data.find(
      (plan) => plan.plan_id === demoPlanIds.compliance,
    );
    expect(compliance).toMatchObject({ is_assigned: 1, is_subscribed: 0 });
  });

  it.each([
    ['a plan that does not exist', 999],
    ['a draft plan', demoPlanIds.draft],
  ])('answers 404 when subscribing to %s', async (_, planId) => {
    expect((await readErrorResponse(await subscription(learner, planId, 'subscribe'))).status).toBe(404);
  });

  it('answers 400 for a plan id that is not a number', async () => {
    const response = await server.request(`/user/${learner.user_id}/plan/abc/subscribe`, {
      method: 'PUT',
      as: learner,
    });
    expect((await readErrorResponse(response)).status).toBe(400);
  });

  it("refuses another user's plans and subscriptions (403)", async () => {
    const list = await server.request(`/user/${admin.user_id}/plan`, { as: learner });
    expect((await readErrorResponse(list)).status).toBe(403);
    const subscribe = await server.request(
      `/user/${admin.user_id}/plan/${demoPlanIds.merchandising}/subscribe`,
      {
        method: 'PUT',
        as: learner,
      },
    );
    expect((await readErrorResponse(subscribe)).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await readErrorResponse(await server.request(`/user/${learner.user_id}/plan`))).status).toBe(401);
    const subscribe = await server.request(`/user/${learner.user_id}/plan/3/subscribe`, { method: 'PUT' });
    expect((await readErrorResponse(subscribe)).status).toBe(401);
  });
});
