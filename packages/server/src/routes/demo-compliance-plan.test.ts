/**
 * The demo's compliance plan 'Store Safety Compliance 2026' as its four learners read it (issue 6; 002
 * sections 4 and 9): its own contents in order, and each learner's progress and due date giving the bar the
 * state the demo promises, judged by the domain's `progressBarState` at the fixed test clock (March: 30 %).
 */
import {
  decodeDates,
  planDetailSchema,
  progressBarState,
  unitContentListSchema,
  userPlanListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoComplianceContentIds } from '../demo/demo-compliance';
import { demoPlanIds } from '../demo/demo-extras';
import { demoAnyTwoOfThreeContentIds } from '../demo/demo-plan-units';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer, testReferenceDate } from '../testing/test-server';

describe('the demo compliance plan', () => {
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

  it('GET /plan/1/content lists its 20 contents in the plan order with the learner state of each', async () => {
    const { data } = z
      .strictObject(unitContentListSchema.shape)
      .parse(await get(`/plan/${demoPlanIds.compliance}/content`));
    expect(data.map((item) => item.content_id)).toEqual([...demoComplianceContentIds]);
    expect(data[0]).toMatchObject({ name: 'Emergency Exits and Assembly Points', type: 11, points: 10 });
    // March's target is 30 %; `learner` is 5 points behind it: the first 5 of the 20 are done.
    expect(data.map((item) => item.is_complete)).toEqual(
      demoComplianceContentIds.map((_, index) => index < 5),
    );
    for (const item of data) {
      const stored = server.demo.contents.find((content) => content.id === item.content_id);
      expect(item).toMatchObject({
        times_viewed: stored?.timesViewed,
        rating: stored?.rating,
        course_id: null,
        is_sandbox: false,
        is_locked: false,
        categories: [{ category_id: 2 }, { category_id: 5 }],
      });
    }
    expect(data.filter((item) => item.rating === null)).toHaveLength(5);
  });

  it('GET /plan/2/content lists a standard plan once per content, in unit order then tree order', async () => {
    const { data } = unitContentListSchema.parse(await get(`/plan/${demoPlanIds.foundations}/content`));
    expect(data.map((item) => item.content_id)).toEqual([...demoAnyTwoOfThreeContentIds, 1, 4, 7, 10, 12]);
    expect(data.filter((item) => item.is_complete).map((item) => item.content_id)).toEqual([1, 10, 12]);
    // The ILT content stands for no course here; the lock comes from each content's own prerequisites.
    expect(data.every((item) => item.course_id === null && !item.is_locked)).toBe(true);
  });

  it('GET /plan/:id/content answers 404 for a draft plan to a learner and for a plan that does not exist', async () => {
    const status = async (path: string) =>
      (await readErrorResponse(await server.request(path, { as: learner }))).status;
    expect(await status(`/plan/${demoPlanIds.draft}/content`)).toBe(404);
    expect(await status('/plan/999999/content')).toBe(404);
    const admin = await server.signIn('admin');
    expect(unitContentListSchema.parse(await get(`/plan/${demoPlanIds.draft}/content`, admin))).toEqual({
      data: [],
    });
  });

  it.each([
    // On track: 6 of 20 is March's 30 %.
    ['manager', { total_complete: 6, tone: 'neutral', text: '60 day(s) left', pointsBehind: 0 }],
    // 5 points behind: yellow.
    ['learner', { total_complete: 5, tone: 'yellow', text: '60 day(s) left', pointsBehind: 5 }],
    // 15 points behind: red, yet not overdue.
    ['kmensah', { total_complete: 3, tone: 'red', text: '60 day(s) left', pointsBehind: 15 }],
    // At the target, but started 100 days ago with 90 to finish: red and overdue.
    ['salvarez', { total_complete: 6, tone: 'red', text: '10 day(s) overdue', pointsBehind: 0 }],
  ] as const)('GET /plan/1 gives %s the bar the demo promises', async (username, expected) => {
    const as = await server.signIn(username);
    const detail = planDetailSchema.parse(await get(`/plan/${demoPlanIds.compliance}`, as));
    expect(detail).toMatchObject({
      object_type: 'compliancePlan',
      is_assigned: 1,
      use_monthly_targets: true,
      plan_due_date: null,
      plan_due_duration: 90,
      contents: { total: 20, total_complete: expected.total_complete },
    });
    expect(detail.monthly_targets.map((target) => target.target_percent)).toEqual([
      20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75,
    ]);
    const bar = progressBarState(
      {
        contents: detail.contents,
        dueDate: detail.due_date,
        objectType: detail.object_type,
        monthlyTargets: detail.monthly_targets,
        useMonthlyTargets: detail.use_monthly_targets,
      },
      testReferenceDate,
    );
    expect(bar).toMatchObject({
      tone: expected.tone,
      text: expected.text,
      target: 30,
      pointsBehind: expected.pointsBehind,
      isOverdue: username === 'salvarez',
      isComplete: false,
    });
  });

  it("lists the plan with the learner's own due date, 90 days after the plan was assigned", async () => {
    const { data } = userPlanListSchema.parse(decodeDates(await get(`/user/${learner.user_id}/plan`)));
    const compliance = data.find((plan) => plan.plan_id === demoPlanIds.compliance);
    // Assigned 30 days before the 10 March clock, on 8 February: due at the end of 9 May.
    expect(compliance?.due_date).toEqual(new Date(2026, 4, 9, 23, 59, 59));
    expect(compliance?.contents).toEqual({ total: 20, total_complete: 5, percent_complete: 25 });
  });
});
