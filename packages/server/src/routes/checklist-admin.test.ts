import {
  type AdminChecklist,
  adminChecklistSchema,
  adminMessages,
  changeLogSchema,
  checklistSummaryListSchema,
  contentChecklistSchema,
  decodeDates,
  messages,
  userChecklistSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, checklist, checklistItem, userChecklist } from '../db/schema';
import { errorMessages } from '../http/api-error';
import { type ContentFixtures, createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';
import { checklistItemNotFound } from './checklist-admin-routes';
import { checklistNotFound } from './checklist-routes';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

describe('checklist authoring', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, as = admin) =>
    server.request(path, { method, as, ...(body === undefined ? {} : json(body)) });
  const readChecklist = async (response: Response, status = 200): Promise<AdminChecklist> => {
    expect(response.status).toBe(status);
    return z.strictObject(adminChecklistSchema.shape).parse(await response.json());
  };
  const create = async (name: string, items: string[]) =>
    readChecklist(
      await call('POST', '/checklist', { name, items: items.map((item) => ({ name: item })) }),
      201,
    );
  const names = (saved: AdminChecklist) => saved.items.map((item) => item.name);
  const logLines = async (checklistId: number) =>
    (
      await server.db.orm
        .select({ action: changeLog.action, detail: changeLog.detail })
        .from(changeLog)
        .where(and(eq(changeLog.objectType, 'checklist'), eq(changeLog.objectId, checklistId)))
        .orderBy(changeLog.id)
    ).map((line) => `${line.action}:${line.detail}`);

  it.each([
    ['GET', '/checklist'],
    ['POST', '/checklist', { name: 'Learner list', items: [{ name: 'One' }] }],
    ['GET', '/checklist/1/admin'],
    ['PUT', '/checklist/1', { name: 'Learner list', items: [{ name: 'One' }] }],
    ['POST', '/checklist/1/item', { name: 'Two' }],
    ['PUT', '/checklist/1/item/1', { name: 'Two' }],
    ['DELETE', '/checklist/1/item/1'],
    ['GET', '/content/1/checklist'],
    ['PUT', '/content/1/checklist', { checklist_id: 1 }],
  ] as [string, string, unknown?][])(
    '%s %s answers 403 to a learner and changes nothing',
    async (method, path, body) => {
      const before = await server.db.orm.select().from(checklistItem);
      const { status, body: error } = await readErrorResponse(await call(method, path, body, learner));
      expect(status).toBe(403);
      expect(error.error.message).toBe(errorMessages.notSegmentAdmin);
      expect(await server.db.orm.select().from(checklistItem)).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await server.request('/checklist')).status).toBe(401);
  });

  it('answers its change log (GET /checklist/{id}/changelog), newest first; 404 for no such checklist', async () => {
    const created = await create('Logged list', ['One']);
    server.clock.advance(1000);
    expect((await call('POST', `/checklist/${created.checklist_id}/item`, { name: 'Two' })).status).toBe(201);
    const response = await call('GET', `/checklist/${created.checklist_id}/changelog`);
    expect(response.status).toBe(200);
    const log = changeLogSchema.parse(decodeDates(await response.json()));
    expect(log.total).toBe(2);
    expect(log.data.map((line) => `${line.action}:${line.detail}`)).toEqual(
      (await logLines(created.checklist_id)).reverse(),
    );
    expect(log.data[0]?.user_name).toBe('Priya Raman');
    expect((await call('GET', '/checklist/987654/changelog')).status).toBe(404);
    expect(
      (await call('GET', `/checklist/${created.checklist_id}/changelog`, undefined, learner)).status,
    ).toBe(403);
  });

  it('creates a checklist with its items in order, cleaned, and logs it', async () => {
    const created = await create('  Opening <b>checks</b> ', ['Lights on', ' Till counted ', 'Doors open']);
    expect(created).toMatchObject({ name: 'Opening bchecks/b', user_count: 0 });
    expect(names(created)).toEqual(['Lights on', 'Till counted', 'Doors open']);
    expect(await logLines(created.checklist_id)).toEqual(['create:']);
    const read = await readChecklist(await call('GET', `/checklist/${created.checklist_id}/admin`));
    expect(read).toEqual(created);
    const list = checklistSummaryListSchema.parse(await (await call('GET', '/checklist')).json());
    expect(list.data).toContainEqual({
      checklist_id: created.checklist_id,
      name: 'Opening bchecks/b',
      item_count: 3,
    });
  });

  it.each([
    [{ name: '', items: [{ name: 'One' }] }, [{ path: 'name', message: messages.validation.required }]],
    [
      { name: 'x'.repeat(101), items: [{ name: 'One' }] },
      [{ path: 'name', message: 'must be at most 100 characters' }],
    ],
    [{ name: 'List', items: [] }, [{ path: 'items', message: adminMessages.checklists.atLeastOneItem }]],
    [
      { name: 'List', items: [{ name: ' ' }, { name: 'y'.repeat(101) }] },
      [
        { path: 'items.0.name', message: messages.validation.required },
        { path: 'items.1.name', message: 'must be at most 100 characters' },
      ],
    ],
  ])('refuses %j with 400 and the editor’s messages, saving nothing', async (body, issues) => {
    const before = await server.db.orm.select().from(checklist);
    const { status, body: error } = await readErrorResponse(await call('POST', '/checklist', body));
    expect(status).toBe(400);
    expect(error.error.issues).toEqual(issues);
    expect(await server.db.orm.select().from(checklist)).toEqual(before);
  });

  it('refuses item ids on a new checklist', async () => {
    const response = await call('POST', '/checklist', { name: 'List', items: [{ item_id: 1, name: 'One' }] });
    expect(response.status).toBe(400);
  });

  it('saves the whole list: renames, reorders, adds and removes in one save, and logs the fields', async () => {
    const created = await create('Closing', ['Lock', 'Alarm', 'Lights']);
    const [lock, alarm, lights] = created.items as [
      AdminChecklist['items'][0],
      AdminChecklist['items'][0],
      AdminChecklist['items'][0],
    ];
    const saved = await readChecklist(
      await call('PUT', `/checklist/${created.checklist_id}`, {
        name: 'Closing up',
        items: [
          { item_id: lights.item_id, name: 'Lights off' },
          { name: 'Bins out' },
          { item_id: lock.item_id, name: 'Lock' },
        ],
      }),
    );
    expect(names(saved)).toEqual(['Lights off', 'Bins out', 'Lock']);
    expect(saved.items[0]?.item_id).toBe(lights.item_id);
    expect(saved.items[2]?.item_id).toBe(lock.item_id);
    expect(saved.items.map((item) => item.item_id)).not.toContain(alarm.item_id);
    expect(await logLines(created.checklist_id)).toEqual(['create:', 'update:name,items']);
    // The same save again changes nothing and logs nothing.
    await readChecklist(
      await call('PUT', `/checklist/${created.checklist_id}`, { name: 'Closing up', items: saved.items }),
    );
    expect(await logLines(created.checklist_id)).toHaveLength(2);
  });

  it('refuses item ids of another checklist or repeated, and changes nothing', async () => {
    const mine = await create('Mine', ['A1']);
    const other = await create('Other', ['B1']);
    for (const items of [
      [{ item_id: other.items[0]?.item_id, name: 'Stolen' }],
      [
        { item_id: mine.items[0]?.item_id, name: 'A1' },
        { item_id: mine.items[0]?.item_id, name: 'A2' },
      ],
    ]) {
      const response = await call('PUT', `/checklist/${mine.checklist_id}`, { name: 'Mine', items });
      expect(response.status).toBe(400);
    }
    expect(await readChecklist(await call('GET', `/checklist/${mine.checklist_id}/admin`))).toEqual(mine);
  });

  it('answers 404 for a checklist or an item that does not exist', async () => {
    const body = { name: 'List', items: [{ name: 'One' }] };
    for (const [method, path, payload] of [
      ['GET', '/checklist/899999/admin'],
      ['PUT', '/checklist/899999', body],
      ['POST', '/checklist/899999/item', { name: 'One' }],
    ] as [string, string, unknown?][]) {
      const { status, body: error } = await readErrorResponse(await call(method, path, payload));
      expect(status).toBe(404);
      expect(error.error.message).toBe(checklistNotFound);
    }
    const created = await create('Small', ['Only']);
    const { status, body: error } = await readErrorResponse(
      await call('PUT', `/checklist/${created.checklist_id}/item/899999`, { name: 'x' }),
    );
    expect(status).toBe(404);
    expect(error.error.message).toBe(checklistItemNotFound);
  });

  it('adds, renames, moves and removes one item at a time, never the last one', async () => {
    const created = await create('Steps', ['One', 'Two']);
    const id = created.checklist_id;
    let saved = await readChecklist(
      await call('POST', `/checklist/${id}/item`, { name: 'Zero', position: 0 }),
      201,
    );
    expect(names(saved)).toEqual(['Zero', 'One', 'Two']);
    saved = await readChecklist(await call('POST', `/checklist/${id}/item`, { name: 'Three' }), 201);
    expect(names(saved)).toEqual(['Zero', 'One', 'Two', 'Three']);
    const two = saved.items[2]?.item_id as number;
    saved = await readChecklist(
      await call('PUT', `/checklist/${id}/item/${two}`, { name: 'Second', position: 0 }),
    );
    expect(names(saved)).toEqual(['Second', 'Zero', 'One', 'Three']);
    expect(saved.items[0]?.item_id).toBe(two);
    const { body: refused } = await readErrorResponse(
      await call('PUT', `/checklist/${id}/item/${two}`, { name: '' }),
    );
    expect(refused.error.issues).toEqual([{ path: 'name', message: messages.validation.required }]);
    for (const item of saved.items.slice(1))
      saved = await readChecklist(await call('DELETE', `/checklist/${id}/item/${item.item_id}`));
    expect(names(saved)).toEqual(['Second']);
    const { status, body: error } = await readErrorResponse(
      await call('DELETE', `/checklist/${id}/item/${two}`),
    );
    expect(status).toBe(400);
    expect(error.error.issues).toEqual([{ path: 'items', message: adminMessages.checklists.atLeastOneItem }]);
    expect(await logLines(id)).toEqual(['create:', ...Array.from({ length: 6 }, () => 'update:items')]);
  });

  it('keeps a learner’s checks of renamed and moved items, and drops the checks of removed ones', async () => {
    const created = await create('Filled', ['Gloves', 'Goggles', 'Boots']);
    const [gloves, goggles, boots] = created.items.map((item) => item.item_id) as [number, number, number];
    const contentId = await fixtures.content({
      segmentId: await fixtures.segment(),
      type: 5,
      checklistId: created.checklist_id,
    });
    const copyId = await fixtures.userChecklist(learner.user_id, contentId, [gloves, goggles]);
    expect(
      (await readChecklist(await call('GET', `/checklist/${created.checklist_id}/admin`))).user_count,
    ).toBe(1);
    await readChecklist(
      await call('PUT', `/checklist/${created.checklist_id}`, {
        name: 'Filled',
        items: [
          { item_id: boots, name: 'Boots' },
          { item_id: gloves, name: 'Safety gloves' },
          { name: 'Hairnet' },
        ],
      }),
    );
    const copy = userChecklistSchema.parse(
      await (await server.request(`/user_checklist/${copyId}`, { as: learner })).json(),
    );
    expect(copy.items.map((item) => [item.label, item.is_checked])).toEqual([
      ['Boots', false],
      ['Safety gloves', true],
      ['Hairnet', false],
    ]);
    const [stored] = await server.db.orm
      .select({ checked: userChecklist.checkedItemIds })
      .from(userChecklist)
      .where(eq(userChecklist.id, copyId));
    expect(stored?.checked).toEqual([gloves]);
  });

  it('links a checklist content to a checklist, logs the change once, and refuses other content', async () => {
    const picked = await create('Picked', ['One', 'Two']);
    const contentId = await fixtures.content({ segmentId: await fixtures.segment(), type: 5 });
    const read = async (response: Response) => {
      expect(response.status).toBe(200);
      return z.strictObject(contentChecklistSchema.shape).parse(await response.json());
    };
    expect(await read(await call('GET', `/content/${contentId}/checklist`))).toEqual({
      content_id: contentId,
      checklist_id: null,
    });
    const saved = await read(
      await call('PUT', `/content/${contentId}/checklist`, { checklist_id: picked.checklist_id }),
    );
    expect(saved).toEqual({ content_id: contentId, checklist_id: picked.checklist_id });
    await read(await call('PUT', `/content/${contentId}/checklist`, { checklist_id: picked.checklist_id }));
    const lines = await server.db.orm
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.objectType, 'content'), eq(changeLog.objectId, contentId)));
    expect(lines.map((line) => line.detail)).toEqual(['checklist']);
    // The learner now reads that checklist through the content.
    const learnerView = await server.request(`/checklist/${picked.checklist_id}`, { as: learner });
    expect(learnerView.status).toBe(200);

    let refused = await readErrorResponse(
      await call('PUT', `/content/${contentId}/checklist`, { checklist_id: 899_999 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([{ path: 'checklist_id', message: checklistNotFound }]);
    const video = await fixtures.content({ type: 1 });
    refused = await readErrorResponse(
      await call('PUT', `/content/${video}/checklist`, { checklist_id: picked.checklist_id }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(adminMessages.checklists.notChecklistContent);
    refused = await readErrorResponse(await call('GET', '/content/899999/checklist'));
    expect(refused.status).toBe(404);
    expect(await read(await call('PUT', `/content/${contentId}/checklist`, { checklist_id: null }))).toEqual({
      content_id: contentId,
      checklist_id: null,
    });
  });
});
