/** A plan's units and unit trees over HTTP, on fixture plans built here (issue 6; 002 sections 3, 4 and 7). */
import {
  contentPrerequisiteListSchema,
  decodeDates,
  learnerUnitSchema,
  planDetailSchema,
  planOverviewSchema,
  planUnitListSchema,
  unitContentListSchema,
  unitSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completion,
  plan,
  planMonthlyTarget,
  planUnit,
  unit,
  unitContent,
  unitGroup,
  unitGroupParent,
  userEmployment,
  userPlan,
} from '../db/schema';
import { createContentFixtures, publicationStatus } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer, testReferenceDate } from '../testing/test-server';

const ids = {
  plan: 910_001,
  draftPlan: 910_002,
  compliancePlan: 910_003,
  unitOne: 911_001,
  unitTwo: 911_002,
  unitThree: 911_003,
  unitFour: 911_004,
  unitFive: 911_005,
  // Unit one's tree: 1 root -> 2 (any 2 of 3) -> 4 (two parents: 2 and 3); 3 is a second root.
  groupOne: 912_001,
  groupTwo: 912_002,
  groupThree: 912_003,
  groupFour: 912_004,
} as const;
const day = 86_400_000;

describe('plans made of units', () => {
  let server: TestServer;
  let learner: SignedIn;
  let admin: SignedIn;
  let draftContent: number;
  /** Content ids by letter: a in group 1, b c d in group 2, e in group 3, f in group 4, g in the sandbox. */
  const c: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    admin = await server.signIn('admin');
    const db = server.db.orm;
    const fixtures = createContentFixtures(db);
    for (const [letter, minutes] of [
      ['a', 10],
      ['b', 5],
      ['c', 5],
      ['d', 5],
      ['e', 20],
      ['f', 15],
      ['g', 30],
      ['h', 10],
      ['i', 10],
      ['j', 10],
      ['k', 10],
    ] as const) {
      c[letter] = await fixtures.content({
        name: `Content ${letter.toUpperCase()}`,
        points: 10,
        estimatedMinutes: minutes,
      });
    }
    await fixtures.prerequisites(c.f as number, [c.a as number, c.e as number], 1);
    draftContent = await fixtures.content({ name: 'Draft content', status: publicationStatus.draft });
    await fixtures.prerequisites(draftContent, [c.a as number], 1);

    await db.insert(plan).values([
      {
        id: ids.plan,
        planName: 'Fixture Plan',
        planShortName: 'Fixture',
        objectType: 'standard',
        status: 2,
        planDescription: 'Three units.',
        publishedAt: new Date(testReferenceDate.getTime() - 30 * day),
      },
      {
        id: ids.draftPlan,
        planName: 'Draft Plan',
        planShortName: 'Draft',
        objectType: 'standard',
        status: 1,
      },
      {
        id: ids.compliancePlan,
        planName: 'Fixture Compliance',
        planShortName: 'Compliance',
        objectType: 'compliancePlan',
        status: 2,
        dueDate: new Date(2026, 5, 30, 23, 59, 59),
        useMonthlyTargets: true,
      },
    ]);
    await db.insert(planMonthlyTarget).values([
      { planId: ids.compliancePlan, monthId: 3, targetPercent: 25 },
      { planId: ids.compliancePlan, monthId: 6, targetPercent: 100 },
    ]);
    await db.insert(unit).values([
      { id: ids.unitOne, name: 'Unit One', createdAt: testReferenceDate },
      { id: ids.unitTwo, name: 'Unit Two' },
      { id: ids.unitThree, name: 'Unit Three' },
      { id: ids.unitFour, name: 'Unit Four' },
      { id: ids.unitFive, name: 'Unit Five' },
    ]);
    await db.insert(unitGroup).values([
      { id: ids.groupOne, unitId: ids.unitOne, position: 0 },
      { id: ids.groupTwo, unitId: ids.unitOne, position: 1, ruleCase: 2 },
      { id: ids.groupThree, unitId: ids.unitOne, position: 2 },
      { id: ids.groupFour, unitId: ids.unitOne, position: 3, defaultRow: 2 },
      { id: 912_005, unitId: ids.unitTwo },
      { id: 912_006, unitId: ids.unitThree },
      { id: 912_007, unitId: ids.unitFour },
      { id: 912_008, unitId: ids.unitFive },
    ]);
    await db.insert(unitGroupParent).values([
      { groupId: ids.groupTwo, parentGroupId: ids.groupOne },
      { groupId: ids.groupFour, parentGroupId: ids.groupTwo },
      { groupId: ids.groupFour, parentGroupId: ids.groupThree },
    ]);
    const place = (unitId: number, letter: string, groupId: number | null, position = 0) => ({
      unitId,
      contentId: c[letter] as number,
      groupId,
      position,
    });
    await db
      .insert(unitContent)
      .values([
        place(ids.unitOne, 'a', ids.groupOne),
        place(ids.unitOne, 'b', ids.groupTwo, 1),
        place(ids.unitOne, 'c', ids.groupTwo, 2),
        place(ids.unitOne, 'd', ids.groupTwo, 3),
        place(ids.unitOne, 'e', ids.groupThree, 4),
        place(ids.unitOne, 'f', ids.groupFour, 5),
        place(ids.unitOne, 'g', null, 6),
        place(ids.unitTwo, 'h', 912_005),
        place(ids.unitThree, 'i', 912_006),
        place(ids.unitFour, 'j', 912_007),
        place(ids.unitFive, 'k', 912_008),
      ]);
    await db.insert(planUnit).values([
      { planId: ids.plan, unitId: ids.unitOne, position: 0 },
      { planId: ids.plan, unitId: ids.unitTwo, position: 1, prereqTypeId: 1, prereqUnitId: ids.unitOne },
      {
        planId: ids.plan,
        unitId: ids.unitThree,
        position: 2,
        prereqTypeId: 2,
        prereqUnitId: ids.unitTwo,
        prereqWaitTime: 5,
      },
      {
        planId: ids.plan,
        unitId: ids.unitFour,
        position: 3,
        prereqTypeId: 4,
        prereqStartDate: new Date(2026, 3, 1),
      },
      { planId: ids.plan, unitId: ids.unitFive, position: 4, prereqTypeId: 3, prereqWaitTime: 90 },
      { planId: ids.draftPlan, unitId: ids.unitOne },
    ]);
    await db
      .insert(userEmployment)
      .values({ userId: learner.user_id, hireDate: new Date(testReferenceDate.getTime() - 60 * day) });
    await db.insert(userPlan).values({
      userId: learner.user_id,
      planId: ids.plan,
      isSubscribed: true,
      startedAt: testReferenceDate,
    });
  });
  afterAll(() => server.close());

  const get = async (path: string, as: SignedIn = learner) => {
    const response = await server.request(path, { as });
    expect(response.status, path).toBe(200);
    return decodeDates(await response.json());
  };
  const complete = (letter: string, daysAgo = 0) =>
    server.db.orm.insert(completion).values({
      userId: learner.user_id,
      contentId: c[letter] as number,
      completedAt: new Date(testReferenceDate.getTime() - daysAgo * day),
      pointsAwarded: 0,
    });
  const learnerUnit = async (unitId: number = ids.unitOne) =>
    z
      .strictObject(learnerUnitSchema.shape)
      .parse(await get(`/user/${learner.user_id}/plan/${ids.plan}/unit/${unitId}`));
  const statuses = async () =>
    Object.fromEntries((await learnerUnit()).unit_data.map((g) => [g.group_id, g.status]));
  const planUnits = async (query = '') =>
    planUnitListSchema.parse(await get(`/plan/${ids.plan}/unit${query}`));

  it('GET /unit/:id gives the tree: parents per group (-1 for a root, two for the joined group) and the sandbox', async () => {
    const found = z.strictObject(unitSchema.shape).parse(await get(`/unit/${ids.unitOne}`));
    expect(
      found.unit_data.map(({ group_id, parent_node, rule_case, content_col }) => [
        group_id,
        parent_node,
        rule_case,
        content_col,
      ]),
    ).toEqual([
      [ids.groupOne, [-1], 0, [c.a]],
      [ids.groupTwo, [ids.groupOne], 2, [c.b, c.c, c.d]],
      [ids.groupThree, [-1], 0, [c.e]],
      [ids.groupFour, [ids.groupTwo, ids.groupThree], 0, [c.f]],
    ]);
    expect(found.unit_contents).toContainEqual({ id: c.g, is_sandbox: true });
    expect(found.unit_contents).toContainEqual({ id: c.a, is_sandbox: false });
    expect(found.unit_plans).toEqual([{ id: ids.plan }, { id: ids.draftPlan }]);
    expect(found).toMatchObject({
      unit_name: 'Unit One',
      name: 'Unit One',
      unit_status_id: 2,
      unit_created_date: testReferenceDate,
    });
  });

  it('GET /plan/:id/overview counts the placed content of every unit once', async () => {
    expect(z.strictObject(planOverviewSchema.shape).parse(await get(`/plan/${ids.plan}/overview`))).toEqual({
      plan_total_units: 5,
      plan_total_content_count: 10,
      plan_total_points_available: 100,
      plan_est_plan_time: 100,
      plan_created_date: expect.any(Date),
      plan_published_date: new Date(testReferenceDate.getTime() - 30 * day),
    });
  });

  it('walks the tree: roots next, the any-2-of-3 group satisfied by two, the two-parent group waits for both', async () => {
    expect(await statuses()).toEqual({
      [ids.groupOne]: 'next',
      [ids.groupTwo]: 'locked',
      [ids.groupThree]: 'next',
      [ids.groupFour]: 'locked',
    });
    await complete('a', 3);
    await complete('b', 2);
    const partway = await learnerUnit();
    expect(partway.unit_data.find((g) => g.group_id === ids.groupTwo)).toMatchObject({
      status: 'next',
      items_completed: 1,
      items_needed: 2,
    });
    await complete('d', 2);
    expect(await statuses()).toEqual({
      [ids.groupOne]: 'satisfied',
      [ids.groupTwo]: 'satisfied',
      [ids.groupThree]: 'next',
      [ids.groupFour]: 'locked',
    });
    await complete('e', 2);
    expect(await statuses()).toEqual({
      [ids.groupOne]: 'satisfied',
      [ids.groupTwo]: 'satisfied',
      [ids.groupThree]: 'satisfied',
      [ids.groupFour]: 'next',
    });
    const unitOne = await learnerUnit();
    expect(unitOne.is_complete).toBe(false);
    expect(unitOne.unit_contents.find((item) => item.content_id === c.a)).toMatchObject({
      is_complete: true,
      is_sandbox: false,
    });
    expect(unitOne.unit_contents.find((item) => item.content_id === c.g)).toMatchObject({
      is_complete: false,
      is_sandbox: true,
    });
  });

  it('locks units by their prerequisites, says why and when they open', async () => {
    const before = await planUnits();
    expect(before.total).toBe(5);
    const byUnit = Object.fromEntries(before.data.map((row) => [row.unit_id, row]));
    expect(byUnit[ids.unitOne]).toMatchObject({ prereq_type_id: 0, is_locked: false, locked_reason: null });
    expect(byUnit[ids.unitTwo]).toMatchObject({
      prereq_type_id: 1,
      prereq_unit_id: ids.unitOne,
      is_locked: true,
      locked_reason: 'Complete Unit One to open this unit.',
      opens_date: null,
    });
    expect(byUnit[ids.unitThree]).toMatchObject({
      is_locked: true,
      locked_reason: 'Complete Unit Two; this unit opens 5 day(s) later.',
    });
    expect(byUnit[ids.unitFour]).toMatchObject({
      prereq_type_id: 4,
      is_locked: true,
      opens_date: new Date(2026, 3, 1),
    });
    // Hired 60 days ago, 90 needed.
    expect(byUnit[ids.unitFive]?.is_locked).toBe(true);
    expect(byUnit[ids.unitFive]?.opens_date?.getTime()).toBeGreaterThan(testReferenceDate.getTime());

    await complete('f', 1);
    await complete('h', 2);
    const after = Object.fromEntries((await planUnits()).data.map((row) => [row.unit_id, row]));
    expect(after[ids.unitOne]?.is_complete).toBe(true);
    expect(after[ids.unitTwo]).toMatchObject({ is_locked: false, is_complete: true });
    expect(after[ids.unitThree]).toMatchObject({
      is_locked: true,
      locked_reason: 'This unit opens 5 day(s) after you completed Unit Two.',
    });
    const unitTwoDone = new Date(testReferenceDate.getTime() - 2 * day);
    const opens = new Date(unitTwoDone.getFullYear(), unitTwoDone.getMonth(), unitTwoDone.getDate() + 5);
    expect(after[ids.unitThree]?.opens_date).toEqual(opens);
    const unitThree = await learnerUnit(ids.unitThree);
    expect(unitThree).toMatchObject({ is_locked: true, opens_date: opens });
  });

  it('pages, searches and sorts the unit rows', async () => {
    expect((await planUnits('?_limit=2&_offset=1')).data.map((row) => row.unit_id)).toEqual([
      ids.unitTwo,
      ids.unitThree,
    ]);
    expect((await planUnits('?search_term=five')).data.map((row) => row.unit_id)).toEqual([ids.unitFive]);
    expect((await planUnits('?_sort=name')).data.map((row) => row.unit_name)).toEqual([
      'Unit Five',
      'Unit Four',
      'Unit One',
      'Unit Three',
      'Unit Two',
    ]);
    expect(
      (await readErrorResponse(await server.request(`/plan/${ids.plan}/unit?_limit=0`, { as: learner })))
        .status,
    ).toBe(400);
  });

  it('GET /plan/:id gives the plan with the learner flags, progress and due-date fields', async () => {
    const detail = z.strictObject(planDetailSchema.shape).parse(await get(`/plan/${ids.plan}`));
    expect(detail).toMatchObject({
      plan_name: 'Fixture Plan',
      plan_description: 'Three units.',
      is_subscribed: 1,
      is_assigned: 0,
      plan_due_date: null,
      plan_due_duration: null,
      due_date: null,
    });
    expect(detail.contents).toEqual({ total: 10, total_complete: 6, percent_complete: 60 });
    const compliance = z.strictObject(planDetailSchema.shape).parse(await get(`/plan/${ids.compliancePlan}`));
    expect(compliance).toMatchObject({
      object_type: 'compliancePlan',
      use_monthly_targets: true,
      monthly_targets: [
        { month_id: 3, target_percent: 25 },
        { month_id: 6, target_percent: 100 },
      ],
      plan_due_date: '2026-06-30 23:59:59',
      due_date: new Date(2026, 5, 30, 23, 59, 59),
      is_subscribed: 0,
    });
  });

  it('GET /unit/:id/content and /content/:id/prerequisite give the learner state of each content', async () => {
    const { data } = unitContentListSchema.parse(await get(`/unit/${ids.unitOne}/content`));
    expect(data.map((item) => item.content_id)).toEqual([c.a, c.b, c.c, c.d, c.e, c.f, c.g]);
    expect(data[0]).toMatchObject({ name: 'Content A', estimated_time: 10, points: 10, is_locked: false });
    const prerequisites = z
      .strictObject(contentPrerequisiteListSchema.shape)
      .parse(await get(`/content/${c.f}/prerequisite`));
    expect(prerequisites).toEqual({
      prerequisite_rule: 1,
      is_locked: false,
      data: [
        { content_id: c.a, name: 'Content A', is_complete: true },
        { content_id: c.e, name: 'Content E', is_complete: true },
      ],
    });
    expect(contentPrerequisiteListSchema.parse(await get(`/content/${c.a}/prerequisite`))).toEqual({
      prerequisite_rule: null,
      is_locked: false,
      data: [],
    });
  });

  it('hides drafts from learners but not from admins; answers 404, 403, 400 and 401 where due', async () => {
    const status = async (path: string, as?: SignedIn) =>
      (await readErrorResponse(await server.request(path, { as }))).status;
    expect(await status(`/plan/${ids.draftPlan}`, learner)).toBe(404);
    expect(planDetailSchema.parse(await get(`/plan/${ids.draftPlan}`, admin)).plan_status_id).toBe(1);
    expect(await status('/plan/999999', learner)).toBe(404);
    expect(await status('/plan/999999/overview', learner)).toBe(404);
    expect(await status('/unit/999999', learner)).toBe(404);
    expect(await status('/unit/999999/content', learner)).toBe(404);
    // What unlocks a content is the learner's to read only where the content itself is.
    expect(await status(`/content/${draftContent}/prerequisite`, learner)).toBe(403);
    expect(await status('/content/999999/prerequisite', learner)).toBe(404);
    expect(
      await status(`/user/${learner.user_id}/plan/${ids.compliancePlan}/unit/${ids.unitOne}`, learner),
    ).toBe(404);
    expect(await status(`/user/${admin.user_id}/plan/${ids.plan}/unit/${ids.unitOne}`, learner)).toBe(403);
    expect(await status('/plan/abc', learner)).toBe(400);
    expect(await status(`/plan/${ids.plan}`)).toBe(401);
  });
});
