/** Checklists and a learner's own copy over HTTP. */
import { checklistSchema, userChecklistSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentFixtures, createContentFixtures } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('checklists', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let learner: SignedIn;
  let colleague: SignedIn;
  let checklistId: number;
  let itemIds: number[];
  let copyId: number;
  let contentId: number;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [learner, colleague] = await Promise.all([server.signIn('learner'), server.signIn('kmensah')]);
    ({ checklistId, itemIds } = await fixtures.checklist(['Gloves', 'Goggles', 'Boots']));
    contentId = await fixtures.content({ segmentId: await fixtures.segment(), type: 5, checklistId });
    copyId = await fixtures.userChecklist(learner.user_id, contentId, [itemIds[1] as number]);
  });
  afterAll(() => server.close());

  const save = (as: SignedIn, id: number, body: unknown) =>
    server.request(`/user_checklist/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      as,
    });

  it('serves a checklist with its items in order', async () => {
    const response = await server.request(`/checklist/${checklistId}`, { as: learner });
    expect(response.status).toBe(200);
    expect(z.strictObject(checklistSchema.shape).parse(await response.json())).toEqual({
      checklist_id: checklistId,
      name: `Fixture checklist ${checklistId}`,
      items: [
        { item_id: itemIds[0], label: 'Gloves' },
        { item_id: itemIds[1], label: 'Goggles' },
        { item_id: itemIds[2], label: 'Boots' },
      ],
    });
    expect((await readErrorResponse(await server.request('/checklist/899999', { as: learner }))).status).toBe(
      404,
    );
  });

  it("shows the learner's copy with what they checked", async () => {
    const response = await server.request(`/user_checklist/${copyId}`, { as: learner });
    expect(response.status).toBe(200);
    expect(z.strictObject(userChecklistSchema.shape).parse(await response.json())).toEqual({
      user_checklist_id: copyId,
      content_id: contentId,
      checklist_id: checklistId,
      name: `Fixture checklist ${checklistId}`,
      items: [
        { item_id: itemIds[0], label: 'Gloves', is_checked: false },
        { item_id: itemIds[1], label: 'Goggles', is_checked: true },
        { item_id: itemIds[2], label: 'Boots', is_checked: false },
      ],
    });
  });

  it('saves the checked items: those given are checked, the others unchecked', async () => {
    const response = await save(learner, copyId, { checked_item_ids: [itemIds[0], itemIds[2], itemIds[0]] });
    expect(response.status).toBe(200);
    const saved = userChecklistSchema.parse(await response.json());
    expect(saved.items.map((item) => item.is_checked)).toEqual([true, false, true]);
    const reread = userChecklistSchema.parse(
      await (await server.request(`/user_checklist/${copyId}`, { as: learner })).json(),
    );
    expect(reread).toEqual(saved);
  });

  it('refuses item ids of another checklist (400) and leaves the copy as it was', async () => {
    const other = await fixtures.checklist(['Elsewhere']);
    const response = await save(learner, copyId, { checked_item_ids: [itemIds[0], other.itemIds[0]] });
    expect((await readErrorResponse(response)).status).toBe(400);
    expect((await readErrorResponse(await save(learner, copyId, { checked_item_ids: 'all' }))).status).toBe(
      400,
    );
    const reread = userChecklistSchema.parse(
      await (await server.request(`/user_checklist/${copyId}`, { as: learner })).json(),
    );
    expect(reread.items.map((item) => item.is_checked)).toEqual([true, false, true]);
  });

  it("keeps a learner's copy to its owner (403) and answers 404 for an unknown copy", async () => {
    expect(
      (await readErrorResponse(await server.request(`/user_checklist/${copyId}`, { as: colleague }))).status,
    ).toBe(403);
    expect((await readErrorResponse(await save(colleague, copyId, { checked_item_ids: [] }))).status).toBe(
      403,
    );
    const unchanged = userChecklistSchema.parse(
      await (await server.request(`/user_checklist/${copyId}`, { as: learner })).json(),
    );
    expect(unchanged.items.map((item) => item.is_checked)).toEqual([true, false, true]);
    expect(
      (await readErrorResponse(await server.request('/user_checklist/899999', { as: learner }))).status,
    ).toBe(404);
    expect((await server.request(`/user_checklist/${copyId}`)).status).toBe(401);
  });
});
