/** The demo's standard plan made of units as `learner` reads it, and when a plan subscription starts (issue 6). */
import {
  decodeDates,
  learnerUnitSchema,
  planDetailSchema,
  planUnitListSchema,
  userPlanListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, userPlan } from '../db/schema';
import { demoPlanIds } from '../demo/demo-extras';
import {
  demoAnyTwoOfThreeContentIds,
  demoUnitGroupIds,
  demoUnitIds,
  demoUnitWaitDays,
} from '../demo/demo-plan-units';
import { type SignedIn, startTestServer, type TestServer, testReferenceDate } from '../testing/test-server';

const day = 86_400_000;

describe('the demo standard plan made of units', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  const get = async (path: string, as: SignedIn = learner) => {
    const response = await server.request(path, { as });
    expect(response.status, path).toBe(200);
    return decodeDates(await response.json());
  };
  const firstUnit = async () =>
    z
      .strictObject(learnerUnitSchema.shape)
      .parse(
        await get(
          `/user/${learner.user_id}/plan/${demoPlanIds.foundations}/unit/${demoUnitIds.gettingStarted}`,
        ),
      );
  const { anyTwoOfThree, afterLeft, afterRight, twoParents } = demoUnitGroupIds;

  it('is subscribed by learner and counts 3 of the 8 placed contents done, from the ledger', async () => {
    const detail = planDetailSchema.parse(await get(`/plan/${demoPlanIds.foundations}`));
    expect(detail).toMatchObject({
      object_type: 'standard',
      is_assigned: 0,
      is_subscribed: 1,
      unit_pointer: null,
      contents: { total: 8, total_complete: 3, percent_complete: 37 },
    });
  });

  it('lists its three units with prerequisites of types 4, 1 and 2; only the first is open', async () => {
    const { data, total } = planUnitListSchema.parse(await get(`/plan/${demoPlanIds.foundations}/unit`));
    expect(total).toBe(3);
    expect(data.map((row) => [row.unit_id, row.prereq_type_id, row.is_locked])).toEqual([
      [demoUnitIds.gettingStarted, 4, false],
      [demoUnitIds.hazards, 1, true],
      [demoUnitIds.lifting, 2, true],
    ]);
    // `learner` did unit 2's content 10 days ago; unit 3 waits 14 days after it.
    expect(data[2]?.locked_reason).toBe('This unit opens 14 day(s) after you completed A Safe Shop Floor.');
    expect(data[1]?.locked_reason).toBe('Complete Getting Started to open this unit.');
    expect(data[2]).toMatchObject({
      prereq_unit_id: demoUnitIds.hazards,
      prereq_wait_time: demoUnitWaitDays,
    });
    // Done before the plan had units, yet locked until the unit before is complete.
    expect(data.map((row) => row.is_complete)).toEqual([false, true, true]);
  });

  it("starts at the 'any 2 of 3' group; two of its three contents make the group after it next", async () => {
    const before = await firstUnit();
    const byGroup = Object.fromEntries(before.unit_data.map((group) => [group.group_id, group]));
    expect(byGroup[anyTwoOfThree]).toMatchObject({
      rule_case: 2,
      parent_node: [-1],
      status: 'next',
      items_completed: 0,
      items_needed: 2,
    });
    expect(byGroup[twoParents]?.parent_node).toEqual([afterLeft, afterRight]);
    expect(before.unit_data.map((group) => [group.group_id, group.status])).toEqual([
      [anyTwoOfThree, 'next'],
      [afterLeft, 'satisfied'],
      [afterRight, 'locked'],
      [twoParents, 'locked'],
    ]);
    expect(before.is_locked).toBe(false);

    for (const [index, contentId] of demoAnyTwoOfThreeContentIds.slice(0, 2).entries()) {
      await server.db.orm.insert(completion).values({
        userId: learner.user_id,
        contentId,
        completedAt: new Date(testReferenceDate.getTime() - (index + 1) * day),
        pointsAwarded: 0,
      });
    }
    const after = await firstUnit();
    expect(after.unit_data.map((group) => [group.group_id, group.status])).toEqual([
      [anyTwoOfThree, 'satisfied'],
      [afterLeft, 'satisfied'],
      [afterRight, 'next'],
      [twoParents, 'locked'],
    ]);
    const done = after.unit_contents.filter((item) => item.is_complete).map((item) => item.content_id);
    expect(done.sort((a, b) => a - b)).toEqual([1, ...demoAnyTwoOfThreeContentIds.slice(0, 2)]);
    // The learner's plan list counts the same way as the plan page: 3 done before, 5 now.
    const list = userPlanListSchema.parse(await get(`/user/${learner.user_id}/plan`));
    expect(list.data.find((plan) => plan.plan_id === demoPlanIds.foundations)?.contents).toEqual({
      total: 8,
      total_complete: 5,
      percent_complete: 62,
    });
  });
});

describe('plan subscription start', () => {
  let server: TestServer;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  const subscription = async (action: 'subscribe' | 'unsubscribe') => {
    const response = await server.request(
      `/user/${admin.user_id}/plan/${demoPlanIds.merchandising}/${action}`,
      { method: 'PUT', as: admin },
    );
    expect(response.status).toBe(200);
  };
  const startedAt = async () => {
    const [row] = await server.db.orm
      .select({ startedAt: userPlan.startedAt })
      .from(userPlan)
      .where(and(eq(userPlan.userId, admin.user_id), eq(userPlan.planId, demoPlanIds.merchandising)));
    return row?.startedAt;
  };

  it('sets started_at on the first subscribe and keeps it through unsubscribing and subscribing again', async () => {
    const first = server.clock.now();
    await subscription('subscribe');
    expect(await startedAt()).toEqual(first);
    server.clock.advance(60_000);
    await subscription('unsubscribe');
    await subscription('subscribe');
    expect(await startedAt()).toEqual(first);
  });
});
