/**
 * Unit authoring over HTTP (002 section 7): manage units and its filters, create, the admin's read, save with
 * the editor's tree (validity, one transaction, change log, what the learner then sees), the unit's plans and
 * contents, the content picker, the similar-name lookup and the export; 403 for learners, 404 for unknown units.
 */
import {
  adminMessages,
  adminUnitSchema,
  contentPickerListSchema,
  decodeDates,
  exportStatusSchema,
  formatMessage,
  learnerUnitSchema,
  messages,
  planAdminMessages,
  similarNameSchema,
  type UnitSaveInput,
  unitContentListSchema,
  unitContentsSavedSchema,
  unitCreatedSchema,
  unitPlanListSchema,
  unitSchema,
  unitSearchFiltersSchema,
  unitSearchListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, unit, unitGroup } from '../db/schema';
import { demoPlanIds } from '../demo/demo-extras';
import { demoDraftUnit, demoUnitIds } from '../demo/demo-plan-units';
import { createUnitAdminService } from '../services/unit-admin-service';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('unit authoring', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
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
  const json = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return decodeDates(await response.json());
  };
  const issuesOf = async (response: Response) => (await readErrorResponse(response)).body.error.issues;
  const adminUnit = async (unitId: number) =>
    z.strictObject(adminUnitSchema.shape).parse(await json(await send('GET', `/unit/${unitId}`)));
  const changesOf = (unitId: number) =>
    server.db.orm
      .select({ action: changeLog.action, detail: changeLog.detail, userId: changeLog.userId })
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'unit'), eq(changeLog.objectId, unitId)))
      .orderBy(asc(changeLog.id));

  let unitNumber = 0;
  const create = async (fields: Record<string, unknown> = {}) => {
    unitNumber += 1;
    const body = { unit_name: `Returns desk ${unitNumber}`, ...fields };
    return z.strictObject(unitCreatedSchema.shape).parse(await json(await send('POST', '/unit', body), 201))
      .unit_id;
  };

  /**
   * Four contents: 1 and 4 in an 'any 1 of 2' root group, 7 in a group under it, 10 in the sandbox. New groups
   * take negative ids other than -1, which means "no parent".
   */
  const linkedTree = (name: string): UnitSaveInput => ({
    unit_name: name,
    unit_data: [
      {
        group_id: -10,
        default_row: 0,
        parent_node: [-1],
        rule_case: 1,
        content_col: [1, 4],
        order: 0,
        layout: { x: 10, y: 20 },
      },
      { group_id: -20, default_row: 1, parent_node: [-10], rule_case: 0, content_col: [7], order: 0 },
    ],
    unit_list_data: [{ content_id: 1, expanded: true }],
    unit_contents: [
      { id: 1, is_sandbox: false },
      { id: 4, is_sandbox: false },
      { id: 7, is_sandbox: false },
      { id: 10, is_sandbox: true },
    ],
  });

  describe('every call is for segment admins', () => {
    it.each([
      ['GET', '/unit/search'],
      ['GET', '/unit/search/filters'],
      ['POST', '/unit'],
      ['PUT', `/unit/${demoDraftUnit.id}`],
      ['GET', `/unit/${demoDraftUnit.id}/plan`],
      ['PUT', `/unit/${demoDraftUnit.id}/contents?content_ids[]=1`],
      ['DELETE', `/unit/${demoDraftUnit.id}/contents?content_ids[]=1`],
      ['GET', '/content'],
      ['GET', '/search/similar/type/unit?name=x'],
      ['GET', `/unit/${demoDraftUnit.id}/export?type=csv&fields[]=name`],
    ])('%s %s answers 403 to a learner', async (method, path) => {
      const response = await send(method, path, method === 'GET' ? undefined : { unit_name: 'x' }, learner);
      expect((await readErrorResponse(response)).status).toBe(403);
    });

    it("leaves GET /unit/{id} to the learner's read for learners: published only, no list view", async () => {
      const published = await json(
        await send('GET', `/unit/${demoUnitIds.gettingStarted}`, undefined, learner),
      );
      expect(z.strictObject(unitSchema.shape).parse(published).unit_id).toBe(demoUnitIds.gettingStarted);
      expect((await send('GET', `/unit/${demoDraftUnit.id}`, undefined, learner)).status).toBe(404);
    });
  });

  describe('manage units', () => {
    it('lists 25 a page by name, draft units included, archived left out unless asked', async () => {
      const list = z
        .strictObject(unitSearchListSchema.shape)
        .parse(await json(await send('GET', '/unit/search')));
      const names = list.data.map((row) => row.unit_name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(list.data.length).toBeLessThanOrEqual(25);
      const draft = list.data.find((row) => row.unit_id === demoDraftUnit.id);
      // The sandbox content counts as content, not as points.
      expect(draft).toMatchObject({
        unit_name: 'Handling Returns',
        unit_status_id: 1,
        content_count: 2,
        plan_count: 0,
      });
      const gettingStarted = list.data.find((row) => row.unit_id === demoUnitIds.gettingStarted);
      expect(gettingStarted).toMatchObject({ content_count: 6, plan_count: 1 });
      expect(list.total).toBeGreaterThanOrEqual(4);
    });

    it('pages, sorts by created date or name in either direction, and filters', async () => {
      const search = async (query: string) =>
        unitSearchListSchema.parse(await json(await send('GET', `/unit/search?${query}`)));
      const page = await search('_limit=2&_offset=1');
      const all = await search('_limit=100');
      expect(page.data.map((row) => row.unit_id)).toEqual(all.data.slice(1, 3).map((row) => row.unit_id));
      const reverse = await search('_limit=100&sort_by=desc');
      expect(reverse.data.map((row) => row.unit_id)).toEqual(all.data.map((row) => row.unit_id).reverse());
      const newest = await search('order_by=created_date&sort_by=desc');
      expect(newest.data[0]?.unit_id).toBe(demoDraftUnit.id);

      expect((await search('term=RETURNS')).data.map((row) => row.unit_id)).toContain(demoDraftUnit.id);
      expect((await search('filters[]=status:1')).data.every((row) => row.unit_status_id === 1)).toBe(true);
      const draftPoints = all.data.find((row) => row.unit_id === demoDraftUnit.id)?.total_points ?? 0;
      expect(draftPoints).toBeGreaterThan(0);
      const upTo = await search(`max_points=${draftPoints}&_limit=100`);
      expect(upTo.data.map((row) => row.unit_id)).toContain(demoDraftUnit.id);
      expect(upTo.data.every((row) => row.total_points <= draftPoints)).toBe(true);
      const below = await search(`max_points=${draftPoints - 1}&_limit=100`);
      expect(below.data.map((row) => row.unit_id)).not.toContain(demoDraftUnit.id);
      // Content 10 ('Spotting Hazards') is only in unit 2 at first.
      const [hazards] = (await search('term=Safe Shop')).data;
      expect(hazards?.unit_id).toBe(demoUnitIds.hazards);
      expect((await search('filters[]=expertise:99')).total).toBe(0);
      expect((await search('filters[]=type:9999')).total).toBe(0);
    });

    it('refuses a bad order, direction or filter', async () => {
      for (const query of ['order_by=points', 'sort_by=up', 'filters[]=colour:1', '_limit=0']) {
        expect((await readErrorResponse(await send('GET', `/unit/search?${query}`))).status).toBe(400);
      }
    });

    it('offers the points slider and the checkbox groups, the filters asked for checked', async () => {
      const filters = z
        .strictObject(unitSearchFiltersSchema.shape)
        .parse(await json(await send('GET', '/unit/search/filters?filters[]=type:1&filters[]=expertise:2')));
      expect(filters.max_points).toBeGreaterThanOrEqual(150);
      expect(filters.data.map((group) => [group.name, group.label])).toEqual([
        ['expertise', planAdminMessages.unitAuthoring.filterGroups.expertise],
        ['type', planAdminMessages.unitAuthoring.filterGroups.type],
        ['category', planAdminMessages.unitAuthoring.filterGroups.category],
      ]);
      const checked = filters.data.flatMap((group) =>
        group.options.filter((option) => option.checked).map((option) => `${group.name}:${option.value}`),
      );
      expect(checked).toEqual(['expertise:2', 'type:1']);
      expect(filters.data[2]?.options.length).toBeGreaterThan(0);
    });
  });

  describe('create', () => {
    it('creates a draft unit with a change-log line', async () => {
      const unitId = await create();
      const created = await adminUnit(unitId);
      expect(created).toMatchObject({ unit_status_id: 1, unit_data: [], unit_contents: [], unit_plans: [] });
      expect(await changesOf(unitId)).toEqual([{ action: 'create', detail: '', userId: admin.user_id }]);
    });

    it('puts a blank unit last in the plans given; refuses unknown plans', async () => {
      const unitId = await create({ unit_plans: [{ id: demoPlanIds.foundations }] });
      expect((await adminUnit(unitId)).unit_plans).toEqual([{ id: demoPlanIds.foundations }]);
      const plans = z
        .strictObject(unitPlanListSchema.shape)
        .parse(await json(await send('GET', `/unit/${unitId}/plan`)));
      expect(plans.data).toEqual([
        expect.objectContaining({ plan_id: demoPlanIds.foundations, plan_status_id: 2 }),
      ]);
      const unknown = await send('POST', '/unit', {
        unit_name: 'Nowhere unit',
        unit_plans: [{ id: 999_999 }],
      });
      expect(await issuesOf(unknown)).toEqual([
        { path: 'unit_plans', message: planAdminMessages.unitAuthoring.plansUnknown },
      ]);
      expect(await server.db.orm.select().from(unit).where(eq(unit.name, 'Nowhere unit'))).toEqual([]);
    });

    it('checks the name: required, at most 100 characters, not taken without regard to case', async () => {
      expect(await issuesOf(await send('POST', '/unit', { unit_name: '  ' }))).toEqual([
        { path: 'unit_name', message: messages.validation.required },
      ]);
      expect(await issuesOf(await send('POST', '/unit', { unit_name: 'x'.repeat(101) }))).toEqual([
        { path: 'unit_name', message: formatMessage(adminMessages.validation.tooLong, { maxlength: 100 }) },
      ]);
      const taken = await send('POST', '/unit', { unit_name: ' getting STARTED ' });
      expect((await readErrorResponse(taken.clone())).status).toBe(409);
      expect(await issuesOf(taken)).toEqual([{ path: 'unit_name', message: messages.validation.unique }]);
    });
  });

  describe('the similar-name lookup', () => {
    const similar = async (query: string) =>
      z
        .strictObject(similarNameSchema.shape)
        .parse(await json(await send('GET', `/search/similar/type/unit?${query}`)));

    it('marks a name another unit has, without regard to case, but not the unit edited', async () => {
      expect(await similar('name=GETTING%20started')).toEqual({ name_taken: true, short_name_taken: false });
      expect(await similar(`name=Getting%20Started&exclude_id=${demoUnitIds.gettingStarted}`)).toEqual({
        name_taken: false,
        short_name_taken: false,
      });
      expect((await similar('name=No%20such%20unit%20name')).name_taken).toBe(false);
    });

    it('leaves the other types to the shared lookup', async () => {
      const segment = await json(await send('GET', '/search/similar/type/segment?name=x'));
      expect(similarNameSchema.parse(segment).name_taken).toBe(false);
      expect((await send('GET', '/search/similar/type/planet?name=x')).status).toBe(400);
    });
  });

  describe('save', () => {
    it('stores the tree, list view and layout; defaults the status to 2; logs the change', async () => {
      const unitId = await create();
      const saved = z
        .strictObject(adminUnitSchema.shape)
        .parse(await json(await send('PUT', `/unit/${unitId}`, linkedTree('Returns desk, saved'))));
      expect(saved.unit_status_id).toBe(2);
      expect(saved.unit_name).toBe('Returns desk, saved');
      expect(saved.unit_list_data).toEqual([{ content_id: 1, expanded: true }]);
      const [root, child] = saved.unit_data;
      expect(root).toMatchObject({
        parent_node: [-1],
        rule_case: 1,
        content_col: [1, 4],
        layout: { x: 10, y: 20 },
      });
      expect(child).toMatchObject({
        parent_node: [root?.group_id],
        rule_case: 0,
        content_col: [7],
        layout: null,
      });
      expect(root?.group_id).toBeGreaterThan(0);
      expect(saved.unit_contents).toEqual([
        { id: 1, is_sandbox: false },
        { id: 4, is_sandbox: false },
        { id: 7, is_sandbox: false },
        { id: 10, is_sandbox: true },
      ]);
      expect(await adminUnit(unitId)).toEqual(saved);
      expect((await changesOf(unitId)).at(-1)).toEqual({
        action: 'update',
        detail: 'unit_name,unit_data,unit_contents,unit_list_data,unit_status_id',
        userId: admin.user_id,
      });
    });

    it('keeps the ids of groups saved before, deletes the groups left out, keeps the list view when not sent', async () => {
      const unitId = await create();
      const first = adminUnitSchema.parse(
        await json(await send('PUT', `/unit/${unitId}`, linkedTree(`Stable ${unitId}`))),
      );
      const [root, child] = first.unit_data;
      const second = adminUnitSchema.parse(
        await json(
          await send('PUT', `/unit/${unitId}`, {
            unit_name: `Stable ${unitId}`,
            unit_status_id: 1,
            unit_data: [{ ...root, content_col: [1, 4, 7], rule_case: 2 }],
            unit_contents: first.unit_contents,
          }),
        ),
      );
      expect(second.unit_status_id).toBe(1);
      expect(second.unit_data).toEqual([{ ...root, content_col: [1, 4, 7], rule_case: 2 }]);
      expect(second.unit_list_data).toEqual(first.unit_list_data);
      const stored = await server.db.orm.select().from(unitGroup).where(eq(unitGroup.unitId, unitId));
      expect(stored.map((group) => group.id)).toEqual([root?.group_id]);
      expect(child).toBeDefined();
    });

    it('lets the learner see the saved tree in a plan', async () => {
      const unitId = await create({ unit_plans: [{ id: demoPlanIds.foundations }] });
      const saved = adminUnitSchema.parse(
        await json(await send('PUT', `/unit/${unitId}`, linkedTree('Returns desk for learners'))),
      );
      const seen = learnerUnitSchema.parse(
        await json(
          await send(
            'GET',
            `/user/${learner.user_id}/plan/${demoPlanIds.foundations}/unit/${unitId}`,
            undefined,
            learner,
          ),
        ),
      );
      expect(
        seen.unit_data.map(({ group_id, parent_node, rule_case, content_col, items_needed }) => ({
          group_id,
          parent_node,
          rule_case,
          content_col,
          items_needed,
        })),
      ).toEqual(
        saved.unit_data.map(({ group_id, parent_node, rule_case, content_col }) => ({
          group_id,
          parent_node,
          rule_case,
          content_col,
          items_needed: rule_case === 0 ? content_col.length : rule_case,
        })),
      );
      expect(seen.unit_contents.find((item) => item.content_id === 10)?.is_sandbox).toBe(true);
      const contents = unitContentListSchema.parse(await json(await send('GET', `/unit/${unitId}/content`)));
      expect(contents.data.map((item) => [item.content_id, item.is_sandbox])).toEqual([
        [1, false],
        [4, false],
        [7, false],
        [10, true],
      ]);
    });

    it.each([
      ['a self link', (tree: UnitSaveInput) => withGroup(tree, -20, { parent_node: [-20] }), 'self-link'],
      ['a cycle', (tree: UnitSaveInput) => withGroup(tree, -10, { parent_node: [-20] }), 'cycle'],
      [
        'a rule above the content count minus 1',
        (tree: UnitSaveInput) => withGroup(tree, -10, { rule_case: 2 }),
        'rule-case-out-of-range',
      ],
      [
        'a content in two groups',
        (tree: UnitSaveInput) => withGroup(tree, -20, { content_col: [7, 1] }),
        'content-in-several-groups',
      ],
      [
        'a placed content in no group',
        (tree: UnitSaveInput) => ({
          ...tree,
          unit_contents: [...tree.unit_contents, { id: 11, is_sandbox: false }],
        }),
        'placed-content-missing',
      ],
      [
        'a placeholder left',
        (tree: UnitSaveInput) => withGroup(tree, -20, { content_col: [-1] }),
        'placeholder',
      ],
    ])('refuses a tree with %s and stores nothing', async (_, change, code) => {
      const unitId = await create();
      const before = await adminUnit(unitId);
      const response = await send('PUT', `/unit/${unitId}`, change(linkedTree(`Broken ${unitId}`)));
      const issues = await issuesOf(response);
      expect(issues).toHaveLength(1);
      expect(issues?.[0]?.path).toBe('unit_data');
      expect(issues?.[0]?.message).toContain(code);
      expect(await adminUnit(unitId)).toEqual(before);
      expect(await changesOf(unitId)).toHaveLength(1);
    });

    it('refuses unknown contents, a taken name, a bad body and an unknown unit', async () => {
      const unitId = await create();
      const tree = linkedTree(`Checked ${unitId}`);
      const unknown = await send('PUT', `/unit/${unitId}`, {
        ...tree,
        unit_contents: [...tree.unit_contents, { id: 999_999, is_sandbox: true }],
      });
      expect(await issuesOf(unknown)).toEqual([
        { path: 'unit_contents', message: planAdminMessages.unitAuthoring.contentsUnknown },
      ]);
      const taken = await send('PUT', `/unit/${unitId}`, { ...tree, unit_name: 'LIFTING and carrying' });
      expect(taken.status).toBe(409);
      expect(await issuesOf(taken)).toEqual([{ path: 'unit_name', message: messages.validation.unique }]);
      const noTree = await send('PUT', `/unit/${unitId}`, { unit_name: 'No tree' });
      expect((await issuesOf(noTree))?.map((issue) => issue.path).sort()).toEqual([
        'unit_contents',
        'unit_data',
      ]);
      const badStatus = await send('PUT', `/unit/${unitId}`, { ...tree, unit_status_id: 4 });
      expect((await readErrorResponse(badStatus)).status).toBe(400);
      const missing = await send('PUT', '/unit/999999', tree);
      expect(await readErrorResponse(missing)).toMatchObject({
        status: 404,
        body: { error: { message: planAdminMessages.unitAuthoring.notFound } },
      });
      expect((await changesOf(unitId)).map((change) => change.action)).toEqual(['create']);
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const unitId = await create();
      const service = createUnitAdminService({ orm: server.db.orm, now: server.clock.now });
      const tree = linkedTree(`Atomic ${unitId}`);
      // No such user: the change log's reference to app_user fails after the unit and its tree were written.
      await expect(
        service.save(999_999, unitId, {
          unit_name: tree.unit_name,
          unit_data: tree.unit_data.map((group) => ({ ...group, layout: group.layout ?? null })),
          unit_list_data: tree.unit_list_data,
          unit_status_id: 2,
          unit_contents: tree.unit_contents,
        }),
      ).rejects.toThrow();
      const after = await adminUnit(unitId);
      expect(after).toMatchObject({
        unit_name: `Returns desk ${unitNumber}`,
        unit_status_id: 1,
        unit_data: [],
      });
      expect(after.unit_contents).toEqual([]);
    });
  });

  describe("the unit's contents", () => {
    it('adds contents to the sandbox and answers them (data.data)', async () => {
      const unitId = await create();
      const added = z
        .strictObject(unitContentsSavedSchema.shape)
        .parse(await json(await send('PUT', `/unit/${unitId}/contents?content_ids[]=4&content_ids[]=1`)));
      expect(added.data.map((item) => [item.content_id, item.is_sandbox])).toEqual([
        [4, true],
        [1, true],
      ]);
      // Again, with one already there: it stays where it is.
      await json(await send('PUT', `/unit/${unitId}/contents`, { content_ids: [1, 7] }));
      expect((await adminUnit(unitId)).unit_contents).toEqual([
        { id: 4, is_sandbox: true },
        { id: 1, is_sandbox: true },
        { id: 7, is_sandbox: true },
      ]);
      expect((await changesOf(unitId)).map((change) => change.detail)).toEqual([
        '',
        'unit_contents',
        'unit_contents',
      ]);
      const unknown = await send('PUT', `/unit/${unitId}/contents?content_ids[]=999999`);
      expect(await issuesOf(unknown)).toEqual([
        { path: 'content_ids', message: planAdminMessages.unitAuthoring.contentsUnknown },
      ]);
      expect((await readErrorResponse(await send('PUT', `/unit/${unitId}/contents`, {}))).status).toBe(400);
      expect(
        (await readErrorResponse(await send('PUT', '/unit/999999/contents?content_ids[]=1'))).status,
      ).toBe(404);
    });

    it('removes contents wherever they are; an emptied group goes and its children inherit its parents', async () => {
      const unitId = await create();
      const tree = linkedTree(`Removing ${unitId}`);
      // -10 (1, 4) → -20 (7) → -30 (11)
      const saved = adminUnitSchema.parse(
        await json(
          await send('PUT', `/unit/${unitId}`, {
            ...tree,
            unit_data: [
              ...tree.unit_data,
              {
                group_id: -30,
                default_row: 2,
                parent_node: [-20],
                rule_case: 0,
                content_col: [11],
                order: 0,
              },
            ],
            unit_contents: [...tree.unit_contents, { id: 11, is_sandbox: false }],
          }),
        ),
      );
      const [root, , last] = saved.unit_data;
      const after = adminUnitSchema.parse(
        await json(await send('DELETE', `/unit/${unitId}/contents?content_ids[]=7&content_ids[]=10`)),
      );
      expect(after.unit_data.map((group) => [group.group_id, group.parent_node, group.content_col])).toEqual([
        [root?.group_id, [-1], [1, 4]],
        [last?.group_id, [root?.group_id], [11]],
      ]);
      expect(after.unit_contents.map((item) => item.id)).toEqual([1, 4, 11]);
      expect((await changesOf(unitId)).at(-1)?.detail).toBe('unit_contents');
      expect(
        (await readErrorResponse(await send('DELETE', '/unit/999999/contents?content_ids[]=1'))).status,
      ).toBe(404);
    });
  });

  describe('the content picker', () => {
    const pick = async (query: string) =>
      z.strictObject(contentPickerListSchema.shape).parse(await json(await send('GET', `/content?${query}`)));

    it('lists contents not archived by name, leaving out the contents of the units given', async () => {
      const all = await pick('_limit=10000');
      expect(all.total).toBe(all.data.length);
      const names = all.data.map((item) => item.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(all.data.every((item) => item.status !== 3)).toBe(true);
      const notInDraft = await pick(`_limit=10000&not_in_unit[]=${demoDraftUnit.id}`);
      expect(notInDraft.data.map((item) => item.content_id)).not.toContain(demoDraftUnit.sandboxContentId);
      expect(notInDraft.total).toBe(all.total - 2);
      const [first] = all.data;
      const byName = await pick(`search_term=${encodeURIComponent(first?.name ?? '')}`);
      expect(byName.data.map((item) => item.content_id)).toContain(first?.content_id);
      const videos = await pick('filters[]=type:1&_limit=10000');
      expect(videos.data.every((item) => item.type === 1)).toBe(true);
    });

    it('refuses more than 10000 at once', async () => {
      expect((await readErrorResponse(await send('GET', '/content?_limit=10001'))).status).toBe(400);
    });
  });

  describe('the export', () => {
    it("writes the unit's contents: tree first, then the sandbox; 404 for an unknown unit", async () => {
      const response = await send(
        'GET',
        `/unit/${demoDraftUnit.id}/export?type=csv&fields[]=contentId&fields[]=placement`,
      );
      const job = exportStatusSchema.parse(await json(response));
      let status = job;
      for (let attempt = 0; attempt < 200 && !status.completed && !status.error; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = exportStatusSchema.parse(await json(await send('GET', `/export/${job.file}`)));
      }
      expect(status).toMatchObject({ completed: true, rows: 2, error: null });
      expect(status.name).toBe(`unit-${demoDraftUnit.id}.csv`);
      const file = await server.request((status.url ?? '').replace(/^\/api/, ''), { as: admin });
      const lines = (await file.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const columns = planAdminMessages.unitAuthoring.exportColumns;
      const placements = planAdminMessages.unitAuthoring.placements;
      expect(lines).toEqual([
        `${columns.contentId},${columns.placement}`,
        `${demoDraftUnit.placedContentId},${placements.tree}`,
        `${demoDraftUnit.sandboxContentId},${placements.sandbox}`,
      ]);
      expect((await send('GET', '/unit/999999/export?type=csv&fields[]=name')).status).toBe(404);
      expect((await send('GET', `/unit/${demoDraftUnit.id}/export?type=csv&fields[]=colour`)).status).toBe(
        400,
      );
    });
  });

  it('answers 404 for unknown units', async () => {
    for (const path of ['/unit/999999', '/unit/999999/plan']) {
      expect(await readErrorResponse(await send('GET', path))).toMatchObject({ status: 404 });
    }
  });
});

function withGroup(
  tree: UnitSaveInput,
  groupId: number,
  change: Partial<UnitSaveInput['unit_data'][number]>,
): UnitSaveInput {
  return {
    ...tree,
    unit_data: tree.unit_data.map((group) => (group.group_id === groupId ? { ...group, ...change } : group)),
  };
}
