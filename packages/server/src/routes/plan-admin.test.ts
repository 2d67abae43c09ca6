/** Plan authoring over HTTP (issue 9; 002 sections 4, 5 and 7): every call, 403, 404, validation, change log. */
import {
  adminFilterListSchema,
  adminMessages,
  adminPlanListSchema,
  adminPlanSchema,
  adminPlanUnitListSchema,
  decodeDates,
  formatMessage,
  messages,
  planAdminMessages,
  planCreatedSchema,
  planNameListSchema,
  planUnitPickListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeLog,
  plan,
  planMonthlyTarget,
  planUnit,
  unit,
  unitContent,
  unitGroup,
  unitGroupParent,
} from '../db/schema';
import { createPlanAdminService } from '../services/plan-admin-service';
import { createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const texts = planAdminMessages.planAuthoring;

describe('plan authoring', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  /** Units: published A, B, C, D with a tree; draft E. */
  const units: Record<'a' | 'b' | 'c' | 'd' | 'e', number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };
  let treeContents: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
    const db = server.db.orm;
    for (const [key, status] of [
      ['a', 2],
      ['b', 2],
      ['c', 2],
      ['d', 2],
      ['e', 1],
    ] as const) {
      const [row] = await db
        .insert(unit)
        .values({ name: `Plan test unit ${key.toUpperCase()}`, status })
        .returning({ id: unit.id });
      units[key] = row?.id ?? 0;
    }
    // Unit D: group 1 -> group 2 (any 1 of 2), and one content in the sandbox.
    const fixtures = createContentFixtures(db);
    treeContents = [
      await fixtures.content({ name: 'Tree content one' }),
      await fixtures.content({ name: 'Tree content two' }),
      await fixtures.content({ name: 'Tree content three' }),
      await fixtures.content({ name: 'Tree content sandbox' }),
    ];
    const [first] = await db
      .insert(unitGroup)
      .values({ unitId: units.d, position: 0 })
      .returning({ id: unitGroup.id });
    const [second] = await db
      .insert(unitGroup)
      .values({ unitId: units.d, position: 1, ruleCase: 1 })
      .returning({ id: unitGroup.id });
    await db.insert(unitGroupParent).values({ groupId: second?.id ?? 0, parentGroupId: first?.id ?? 0 });
    await db.insert(unitContent).values([
      { unitId: units.d, contentId: treeContents[0] ?? 0, groupId: first?.id ?? null },
      { unitId: units.d, contentId: treeContents[1] ?? 0, groupId: second?.id ?? null, position: 0 },
      { unitId: units.d, contentId: treeContents[2] ?? 0, groupId: second?.id ?? null, position: 1 },
      { unitId: units.d, contentId: treeContents[3] ?? 0, groupId: null },
    ]);
  });
  afterAll(() => server.close());

  /** As the admin unless told. */
  const send = (method: string, path: string, body?: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method,
      as,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const parse = async <T>(response: Response, schema: { parse: (value: unknown) => T }, status = 200) => {
    expect(response.status).toBe(status);
    return schema.parse(decodeDates(await response.json()));
  };

  let draftNumber = 0;
  const draft = (fields: Record<string, unknown> = {}) => {
    draftNumber += 1;
    return {
      plan_name: `Store opening ${draftNumber}`,
      plan_short_name: `Opening ${draftNumber}`,
      plan_description: 'Everything for the first week.',
      plan_image_url: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      plan_is_public: true,
      ...fields,
    };
  };
  const create = async (fields: Record<string, unknown> = {}) =>
    (await parse(await send('POST', '/plan', draft(fields)), planCreatedSchema, 201)).plan_id;
  const read = async (planId: number) =>
    parse(await send('GET', `/plan/${planId}/admin`), z.strictObject(adminPlanSchema.shape));

  const changesOf = (planId: number) =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'plan'), eq(changeLog.objectId, planId)))
      .orderBy(asc(changeLog.id));

  async function expectIssue(response: Response, status: number, path: string, message: string) {
    const { status: got, body } = await readErrorResponse(response);
    expect(got).toBe(status);
    expect(body.error.issues).toContainEqual({ path, message });
  }

  describe('only segment admins', () => {
    it.each([
      ['GET', '/plan/search'],
      ['GET', '/plan/search/filters'],
      ['GET', '/plan'],
      ['GET', '/plan/units'],
      ['POST', '/plan'],
      ['GET', '/plan/1/admin'],
      ['PUT', '/plan/1'],
      ['GET', '/plan/1/units'],
      ['POST', '/plan/1/units'],
      ['PUT', '/plan/1/units'],
      ['PUT', '/plan/1/unit/pre-requisites'],
      ['PUT', '/plan/1/unit/2'],
      ['DELETE', '/plan/1/unit/2'],
      ['PUT', '/plan/1/unit/2/duplicate'],
    ])('%s %s answers 403 to a learner', async (method, path) => {
      const response = await send(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
        learner,
      );
      expect(response.status).toBe(403);
    });
  });

  describe('create and save', () => {
    it('creates a draft with its targets and due date, answers plan_id and logs it', async () => {
      const planId = await create({
        object_type: 'compliancePlan',
        monthly_targets: [
          { month_id: 1, target_percent: 10 },
          { month_id: 6, target_percent: 50 },
        ],
        plan_due_date: '2026-03-10 23:59:59',
      });
      const saved = await read(planId);
      expect(saved).toMatchObject({
        plan_status_id: 1,
        object_type: 'compliancePlan',
        plan_is_public: true,
        monthly_targets: [
          { month_id: 1, target_percent: 10 },
          { month_id: 6, target_percent: 50 },
        ],
        plan_due_date: '2026-03-10 23:59:59',
        plan_due_duration: null,
        plan_total_units: 0,
        plan_published_date: null,
      });
      expect(await changesOf(planId)).toEqual([{ action: 'create', detail: '' }]);
    });

    it.each([
      ['plan_name', { plan_name: '  ' }, messages.validation.required],
      [
        'plan_short_name',
        { plan_short_name: 's'.repeat(21) },
        formatMessage(adminMessages.validation.tooLong, { maxlength: 20 }),
      ],
      [
        'plan_description',
        { plan_description: 'd'.repeat(1001) },
        formatMessage(adminMessages.validation.tooLong, { maxlength: 1000 }),
      ],
      [
        'plan_name',
        { plan_name: 'n'.repeat(101) },
        formatMessage(adminMessages.validation.tooLong, { maxlength: 100 }),
      ],
      ['plan_image_url', { plan_image_url: null }, adminMessages.validation.imageRequired],
      ['plan_is_public', { plan_is_public: undefined }, texts.publicRequired],
      [
        'monthly_targets.0.target_percent',
        { monthly_targets: [{ month_id: 1, target_percent: 12.5 }] },
        texts.monthlyTargetInvalid,
      ],
      [
        'monthly_targets',
        {
          monthly_targets: [
            { month_id: 2, target_percent: 1 },
            { month_id: 2, target_percent: 3 },
          ],
        },
        texts.monthlyTargetsDuplicate,
      ],
      ['plan_due_date', { plan_due_date: '2026-03-09 23:59:59' }, texts.dueDateInPast],
      ['plan_due_date', { plan_due_date: 'soon' }, texts.dueDateRequired],
      ['plan_due_duration', { plan_due_duration: 0 }, texts.dueDurationInvalid],
      [
        'plan_due_duration',
        { plan_due_date: '2026-04-01 23:59:59', plan_due_duration: 3 },
        texts.dueDateAndDuration,
      ],
      ['business_unit_id', { business_unit_id: 999_999 }, texts.businessUnitMissing],
    ])('refuses %s: %j', async (path, fields, message) => {
      await expectIssue(await send('POST', '/plan', draft(fields)), 400, path, message);
    });

    it('refuses names another plan uses (409), whatever the case; the plan itself may keep them', async () => {
      const planId = await create({ plan_name: 'Unique plan name', plan_short_name: 'Unique short' });
      const response = await send(
        'POST',
        '/plan',
        draft({ plan_name: ' unique PLAN name ', plan_short_name: 'UNIQUE SHORT' }),
      );
      await expectIssue(response, 409, 'plan_name', messages.validation.unique);
      const saved = await parse(
        await send('PUT', `/plan/${planId}`, {
          plan_name: 'Unique plan name',
          plan_description: 'New words.',
        }),
        adminPlanSchema,
      );
      expect(saved.plan_description).toBe('New words.');
      const other = await create();
      await expectIssue(
        await send('PUT', `/plan/${other}`, { plan_short_name: 'unique short' }),
        409,
        'plan_short_name',
        messages.validation.unique,
      );
    });

    it('saves the fields sent, logs the changed ones, and a repeat logs nothing', async () => {
      const planId = await create();
      const body = {
        plan_is_public: false,
        plan_due_duration: 30,
        monthly_targets: [{ month_id: 3, target_percent: 40 }],
      };
      const saved = await parse(
        await send('PUT', `/plan/${planId}`, body),
        z.strictObject(adminPlanSchema.shape),
      );
      expect(saved).toMatchObject({ plan_is_public: false, plan_due_duration: 30, plan_due_date: null });
      expect(saved.monthly_targets).toEqual([{ month_id: 3, target_percent: 40 }]);
      await send('PUT', `/plan/${planId}`, body);
      expect(await changesOf(planId)).toEqual([
        { action: 'create', detail: '' },
        { action: 'update', detail: 'plan_is_public, plan_due_duration, monthly_targets' },
      ]);
      // Mode 1 again: both cleared.
      const cleared = await parse(
        await send('PUT', `/plan/${planId}`, { plan_due_duration: null, monthly_targets: [] }),
        adminPlanSchema,
      );
      expect(cleared).toMatchObject({ plan_due_duration: null, monthly_targets: [] });
      expect(
        await server.db.orm.select().from(planMonthlyTarget).where(eq(planMonthlyTarget.planId, planId)),
      ).toEqual([]);
      const unknownUnit = await send('PUT', `/plan/${planId}`, { business_unit_id: 999_999 });
      await expectIssue(unknownUnit, 400, 'business_unit_id', texts.businessUnitMissing);
    });

    it('publishes (status line, published date), then refuses draft again', async () => {
      const planId = await create();
      const published = await parse(
        await send('PUT', `/plan/${planId}`, { plan_status_id: 2 }),
        adminPlanSchema,
      );
      expect(published.plan_status_id).toBe(2);
      expect(published.plan_published_date).toEqual(server.clock.now());
      await expectIssue(
        await send('PUT', `/plan/${planId}`, { plan_status_id: 1 }),
        400,
        'plan_status_id',
        texts.draftOnlyWhileDraft,
      );
      expect((await changesOf(planId)).at(-1)).toEqual({ action: 'status', detail: '2' });
    });

    it('answers 404 for an unknown plan', async () => {
      expect(
        (await send('PUT', '/plan/987654', { plan_description: 'A plan that does not exist.' })).status,
      ).toBe(404);
      expect((await send('GET', '/plan/987654/admin')).status).toBe(404);
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const service = createPlanAdminService({ orm: server.db.orm, now: server.clock.now });
      const name = 'Never saved plan';
      await expect(
        service.create(999_999, {
          ...draft({ plan_name: name }),
          plan_image_url: '/x.png',
          object_type: 'standard',
          business_unit_id: null,
          use_monthly_targets: false,
          monthly_targets: [{ month_id: 1, target_percent: 5 }],
          plan_due_date: null,
          plan_due_duration: null,
        }),
      ).rejects.toThrow();
      expect(await server.db.orm.select().from(plan).where(eq(plan.planName, name))).toEqual([]);
    });
  });

  describe('the manage list', () => {
    it('searches, filters by status and type, orders and pages', async () => {
      const a = await create({ plan_name: 'Listing Alpha zz', plan_short_name: 'LA zz' });
      const b = await create({
        plan_name: 'listing beta zz',
        plan_short_name: 'LB zz',
        object_type: 'compliancePlan',
      });
      await send('PUT', `/plan/${b}`, { plan_status_id: 2 });
      const search = (query: string) => send('GET', `/plan/search?${query}`);
      const byName = await parse(await search('term=zz&order_by=plan_name&sort_by=asc'), adminPlanListSchema);
      expect(byName.data.map((row) => row.plan_id)).toEqual([a, b]);
      expect(byName.total).toBe(2);
      const descending = await parse(
        await search('term=zz&order_by=plan_name&sort_by=desc'),
        adminPlanListSchema,
      );
      expect(descending.data.map((row) => row.plan_id)).toEqual([b, a]);
      const published = await parse(await search('term=zz&filters[]=status:2'), adminPlanListSchema);
      expect(published.data.map((row) => row.plan_id)).toEqual([b]);
      const standard = await parse(await search('term=zz&filters[]=type:standard'), adminPlanListSchema);
      expect(standard.data.map((row) => row.plan_id)).toEqual([a]);
      const paged = await parse(
        await search('term=zz&_limit=1&_offset=1&order_by=plan_name&sort_by=asc'),
        adminPlanListSchema,
      );
      expect(paged).toMatchObject({ total: 2, data: [{ plan_id: b }] });
      expect((await search('order_by=points')).status).toBe(400);
      expect((await search('filters[]=type:other')).status).toBe(400);
    });

    it('offers the type filter and lists plan names', async () => {
      const filters = await parse(await send('GET', '/plan/search/filters'), adminFilterListSchema);
      expect(filters.data[0]?.options.map((option) => option.value)).toEqual(['standard', 'compliancePlan']);
      const planId = await create({ plan_name: 'Named in the list' });
      const names = await parse(await send('GET', '/plan'), planNameListSchema);
      expect(names.data).toContainEqual({
        plan_id: planId,
        plan_name: 'Named in the list',
        plan_status_id: 1,
        object_type: 'standard',
      });
    });
  });

  describe("a plan's units", () => {
    const unitIds = (list: { data: { unit_id: number }[] }) => list.data.map((row) => row.unit_id);

    it('adds a published unit, refuses a draft unit (409 unit_status_id), removes and logs', async () => {
      const planId = await create();
      const added = await parse(
        await send('PUT', `/plan/${planId}/unit/${units.a}`),
        adminPlanUnitListSchema,
      );
      expect(unitIds(added)).toEqual([units.a]);
      // Again: no change, no line.
      await send('PUT', `/plan/${planId}/unit/${units.a}`);
      await expectIssue(
        await send('PUT', `/plan/${planId}/unit/${units.e}`),
        409,
        'unit_status_id',
        texts.unitNotPublished,
      );
      expect((await send('PUT', `/plan/${planId}/unit/987654`)).status).toBe(404);
      expect((await send('PUT', `/plan/987654/unit/${units.a}`)).status).toBe(404);
      const removed = await parse(
        await send('DELETE', `/plan/${planId}/unit/${units.a}`),
        adminPlanUnitListSchema,
      );
      expect(removed.data).toEqual([]);
      expect((await send('DELETE', `/plan/${planId}/unit/${units.a}`)).status).toBe(404);
      expect(await changesOf(planId)).toEqual([
        { action: 'create', detail: '' },
        { action: 'update', detail: `units: added ${units.a}` },
        { action: 'update', detail: `units: removed ${units.a}` },
      ]);
    });

    it('adds several (all published or none), orders them, and refuses an order that is not the plan’s units', async () => {
      const planId = await create();
      await expectIssue(
        await send('POST', `/plan/${planId}/units`, { unit_ids: [] }),
        400,
        'unit_ids',
        texts.noUnitsChosen,
      );
      expect((await send('POST', `/plan/${planId}/units`, { unit_ids: [units.a, units.e] })).status).toBe(
        409,
      );
      expect((await parse(await send('GET', `/plan/${planId}/units`), adminPlanUnitListSchema)).data).toEqual(
        [],
      );
      const added = await parse(
        await send('POST', `/plan/${planId}/units`, { unit_ids: [units.a, units.b, units.c] }),
        adminPlanUnitListSchema,
      );
      expect(unitIds(added)).toEqual([units.a, units.b, units.c]);
      const ordered = await parse(
        await send('PUT', `/plan/${planId}/units`, { order: [units.c, units.a, units.b] }),
        adminPlanUnitListSchema,
      );
      expect(unitIds(ordered)).toEqual([units.c, units.a, units.b]);
      expect(ordered.data.map((row) => row.position)).toEqual([0, 1, 2]);
      await expectIssue(
        await send('PUT', `/plan/${planId}/units`, { order: [units.c, units.a] }),
        400,
        'order',
        texts.unitOrderMismatch,
      );
      await expectIssue(
        await send('PUT', `/plan/${planId}/units`, { order: [units.c, units.a, units.a] }),
        400,
        'order',
        texts.unitOrderMismatch,
      );
      const listed = await parse(await send('GET', `/plan/${planId}/units`), adminPlanUnitListSchema);
      expect(unitIds(listed)).toEqual([units.c, units.a, units.b]);
      expect((await changesOf(planId)).map((change) => change.detail)).toEqual([
        '',
        `units: added ${units.a}, ${units.b}, ${units.c}`,
        'units: order',
      ]);
    });

    it('saves prerequisites: type 0 clears; a unit never needs itself or a unit that needs it', async () => {
      const planId = await create();
      await send('POST', `/plan/${planId}/units`, { unit_ids: [units.a, units.b, units.c] });
      const path = `/plan/${planId}/unit/pre-requisites`;
      const saved = await parse(
        await send('PUT', path, {
          data: [
            { unit_id: units.b, prereq_type_id: 2, prereq_unit_id: units.a, prereq_wait_time: 3 },
            { unit_id: units.c, prereq_type_id: 4, prereq_start_date: 1_775_000_000 },
          ],
        }),
        adminPlanUnitListSchema,
      );
      expect(saved.data[1]).toMatchObject({
        prereq_type_id: 2,
        prereq_unit_id: units.a,
        prereq_wait_time: 3,
      });
      expect(saved.data[2]?.prereq_start_date).toEqual(new Date(1_775_000_000_000));
      await expectIssue(
        await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 1, prereq_unit_id: units.b }] }),
        400,
        'data.0',
        texts.prerequisiteUnitInvalid,
      );
      await expectIssue(
        await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 1, prereq_unit_id: units.a }] }),
        400,
        'data.0',
        texts.prerequisiteUnitInvalid,
      );
      await expectIssue(
        await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 1 }] }),
        400,
        'data.0',
        texts.prerequisiteUnitRequired,
      );
      await expectIssue(
        await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 3, prereq_wait_time: -1 }] }),
        400,
        'data.0',
        texts.prerequisiteWaitInvalid,
      );
      await expectIssue(
        await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 4 }] }),
        400,
        'data.0',
        texts.prerequisiteDateRequired,
      );
      expect((await send('PUT', path, { data: [{ unit_id: units.a, prereq_type_id: 6 }] })).status).toBe(400);
      expect((await send('PUT', path, { data: [{ unit_id: units.d, prereq_type_id: 0 }] })).status).toBe(404);
      const cleared = await parse(
        await send('PUT', path, {
          data: [{ unit_id: units.b, prereq_type_id: 0, prereq_unit_id: units.a, prereq_wait_time: 3 }],
        }),
        adminPlanUnitListSchema,
      );
      expect(cleared.data[1]).toMatchObject({
        prereq_type_id: 0,
        prereq_unit_id: null,
        prereq_wait_time: null,
      });
      expect((await changesOf(planId)).map((change) => change.detail).slice(-2)).toEqual([
        `prerequisites: ${units.b}, ${units.c}`,
        `prerequisites: ${units.b}`,
      ]);
    });

    it('removing a unit frees the rows that needed it', async () => {
      const planId = await create();
      await send('POST', `/plan/${planId}/units`, { unit_ids: [units.a, units.b] });
      await send('PUT', `/plan/${planId}/unit/pre-requisites`, {
        data: [{ unit_id: units.b, prereq_type_id: 1, prereq_unit_id: units.a }],
      });
      const after = await parse(
        await send('DELETE', `/plan/${planId}/unit/${units.a}`),
        adminPlanUnitListSchema,
      );
      expect(after.data).toMatchObject([{ unit_id: units.b, prereq_type_id: 0, prereq_unit_id: null }]);
    });

    it('copies a unit with its tree into the plan under a new name (at least 2 characters, not taken)', async () => {
      const planId = await create();
      const path = `/plan/${planId}/unit/${units.d}/duplicate`;
      await expectIssue(
        await send('PUT', `${path}?new_name=x`),
        400,
        'new_name',
        formatMessage(messages.validation.minLength, { minlength: 2 }),
      );
      await expectIssue(
        await send('PUT', `${path}?new_name=${encodeURIComponent('plan test unit a')}`),
        400,
        'new_name',
        texts.unitNameTaken,
      );
      expect((await send('PUT', `/plan/${planId}/unit/${units.e}/duplicate?new_name=Copy of E`)).status).toBe(
        409,
      );
      const response = await send('PUT', path, { new_name: 'Copy of D' });
      expect(response.status).toBe(201);
      const copied = (await response.json()) as { unit_id: number; data: { unit_id: number }[] };
      expect(copied.data.map((row) => row.unit_id)).toEqual([copied.unit_id]);
      const db = server.db.orm;
      const [copy] = await db.select().from(unit).where(eq(unit.id, copied.unit_id));
      expect(copy).toMatchObject({ name: 'Copy of D', status: 2 });
      const groups = await db
        .select()
        .from(unitGroup)
        .where(eq(unitGroup.unitId, copied.unit_id))
        .orderBy(asc(unitGroup.position));
      expect(groups.map((group) => group.ruleCase)).toEqual([0, 1]);
      const [first, second] = groups;
      expect(
        await db
          .select()
          .from(unitGroupParent)
          .where(eq(unitGroupParent.groupId, second?.id ?? 0)),
      ).toEqual([{ groupId: second?.id, parentGroupId: first?.id }]);
      const contents = await db
        .select({ contentId: unitContent.contentId, groupId: unitContent.groupId })
        .from(unitContent)
        .where(eq(unitContent.unitId, copied.unit_id))
        .orderBy(asc(unitContent.contentId));
      expect(contents).toEqual([
        { contentId: treeContents[0], groupId: first?.id },
        { contentId: treeContents[1], groupId: second?.id },
        { contentId: treeContents[2], groupId: second?.id },
        { contentId: treeContents[3], groupId: null },
      ]);
      // The source keeps its own tree.
      expect(await db.select().from(unitContent).where(eq(unitContent.unitId, units.d))).toHaveLength(4);
      expect(
        await db
          .select()
          .from(changeLog)
          .where(and(eq(changeLog.objectType, 'unit'), eq(changeLog.objectId, copied.unit_id))),
      ).toHaveLength(1);
    });

    it('lists units to add: not in a plan, in some plans, by term, paged', async () => {
      const planId = await create();
      await send('POST', `/plan/${planId}/units`, { unit_ids: [units.a] });
      const pick = (query: string) => send('GET', `/plan/units?${query}`);
      const notIn = await parse(
        await pick(`not_in_plan=${planId}&term=plan test unit&_limit=100`),
        planUnitPickListSchema,
      );
      expect(notIn.data.map((row) => row.unit_id)).not.toContain(units.a);
      expect(notIn.data.map((row) => row.unit_id)).toContain(units.b);
      const inPlans = await parse(await pick(`plan_ids[]=${planId}`), planUnitPickListSchema);
      expect(inPlans).toMatchObject({ total: 1, data: [{ unit_id: units.a }] });
      const paged = await parse(await pick('term=plan test unit&_limit=2&_offset=0'), planUnitPickListSchema);
      expect(paged.data).toHaveLength(2);
      expect(paged.total).toBeGreaterThanOrEqual(5);
      expect((await pick('_limit=0')).status).toBe(400);
    });

    it('keeps plan_unit rows in step with the plan row lock', async () => {
      const planId = await create();
      await Promise.all([
        send('PUT', `/plan/${planId}/unit/${units.a}`),
        send('PUT', `/plan/${planId}/unit/${units.b}`),
        send('PUT', `/plan/${planId}/unit/${units.c}`),
      ]);
      const rows = await server.db.orm.select().from(planUnit).where(eq(planUnit.planId, planId));
      expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2]);
    });
  });
  describe('tags, responsibilities, change log and the shared lookups', () => {
    it('puts tags on a plan and takes them off, logging each change once', async () => {
      const planId = await create();
      const tagResponse = await send('POST', '/tag', { name: 'Plan tag one' });
      const { tag_id: tagId } = (await tagResponse.json()) as { tag_id: number };
      const on = await send('PUT', `/plan/${planId}/tag/${tagId}`);
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({ data: [{ tag_id: tagId, name: 'Plan tag one' }] });
      await send('PUT', `/plan/${planId}/tag/${tagId}`);
      expect(await (await send('GET', `/plan/${planId}/tag`)).json()).toEqual({
        data: [{ tag_id: tagId, name: 'Plan tag one' }],
      });
      expect(await (await send('DELETE', `/plan/${planId}/tag/${tagId}`)).json()).toEqual({ data: [] });
      expect((await changesOf(planId)).filter((change) => change.detail === 'tags')).toHaveLength(2);
      expect((await send('GET', '/plan/987654/tag')).status).toBe(404);
      expect((await send('PUT', `/plan/${planId}/tag/987654`)).status).toBe(404);
      expect((await send('GET', `/plan/${planId}/tag`, undefined, learner)).status).toBe(403);
    });

    it('maps responsibilities to compliance plans only', async () => {
      const compliance = await create({ object_type: 'compliancePlan' });
      const standard = await create();
      const created = await send('POST', '/responsibility', { names: ['Plan duty one', 'Plan duty two'] });
      const { data } = (await created.json()) as { data: { responsibility_id: number }[] };
      const ids = data.map((row) => row.responsibility_id);
      const saved = await send('PUT', `/plan/${compliance}/responsibility`, { ids });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { data: unknown[] }).data).toHaveLength(2);
      const removed = await send('DELETE', `/plan/${compliance}/responsibility/${ids[0]}`);
      expect(((await removed.json()) as { data: { responsibility_id: number }[] }).data).toEqual([
        expect.objectContaining({ responsibility_id: ids[1] }),
      ]);
      const refused = await readErrorResponse(await send('PUT', `/plan/${standard}/responsibility`, { ids }));
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { message: texts.responsibilitiesCompliancePlanOnly } },
      });
      expect((await send('GET', '/plan/987654/responsibility')).status).toBe(404);
      expect((await send('GET', `/plan/${compliance}/responsibility`, undefined, learner)).status).toBe(403);
      expect(
        (await changesOf(compliance)).filter((change) => change.detail === 'responsibilities'),
      ).toHaveLength(2);
    });

    it('reads the change log of a plan, newest first, 5 a page', async () => {
      const planId = await create();
      for (const description of ['One.', 'Two.', 'Three.', 'Four.', 'Five.'])
        await send('PUT', `/plan/${planId}`, { plan_description: description });
      const page = (await (await send('GET', `/plan/${planId}/changelog`)).json()) as {
        data: { action: string }[];
        total: number;
      };
      expect(page.total).toBe(6);
      expect(page.data).toHaveLength(5);
      expect((await send('GET', '/plan/987654/changelog')).status).toBe(404);
      expect((await send('GET', `/plan/${planId}/changelog`, undefined, learner)).status).toBe(403);
    });

    it('answers the similar-name lookup for plans', async () => {
      const planId = await create({ plan_name: 'Looked up plan', plan_short_name: 'Looked up' });
      const lookup = async (query: string) =>
        (await send('GET', `/search/similar/type/plan?${query}`)).json();
      expect(await lookup('name=LOOKED UP PLAN&short_name=other')).toEqual({
        name_taken: true,
        short_name_taken: false,
      });
      expect(await lookup(`name=Looked up plan&short_name=Looked up&exclude_id=${planId}`)).toEqual({
        name_taken: false,
        short_name_taken: false,
      });
    });

    it("lets the admin read a draft plan's overview and units on the learner calls", async () => {
      const planId = await create();
      await send('POST', `/plan/${planId}/units`, { unit_ids: [units.d] });
      const overview = (await (await send('GET', `/plan/${planId}/overview`)).json()) as Record<
        string,
        number
      >;
      expect(overview.plan_total_units).toBe(1);
      // The sandbox content is not placed in the tree, so not counted.
      expect(overview.plan_total_content_count).toBe(3);
      const rows = (await (
        await send('GET', `/plan/${planId}/unit?_limit=5&_offset=0&_sort=name`)
      ).json()) as {
        data: { unit_id: number }[];
      };
      expect(rows.data.map((row) => row.unit_id)).toEqual([units.d]);
    });
  });
});
