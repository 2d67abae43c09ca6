/** The learner view of a content, its parents and the course's parents, over HTTP against the demo data. */
import { contentParentListSchema, contentSchema, decodeDates, messages } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, content, segment, userChecklist } from '../db/schema';
import { demoCodes, demoContentFiles, demoLearningIds } from '../demo/demo-data';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('content', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getContent(contentId: number, as = learner) {
    const response = await server.request(`/content/${contentId}`, { as });
    expect(response.status, `content ${contentId}`).toBe(200);
    return z.strictObject(contentSchema.shape).parse(decodeDates(await response.json()));
  }

  it('gives the document with its body, details and categories, and counts each view', async () => {
    const first = await getContent(demoLearningIds.document);
    expect(first).toMatchObject({
      content_id: demoLearningIds.document,
      name: 'Store Safety Basics',
      type: 11,
      points: 25,
      is_complete: false,
      is_locked: false,
      segment_id: 1,
      seglet_id: 1,
      language: 'english',
      status: 2,
      is_required: true,
      restriction: null,
      tested_out: false,
      prerequisites: { rule: null, needed: 0, items: [] },
      checklist_id: null,
      user_checklist_id: null,
      user_rating: null,
    });
    expect(first.body).toContain('A safe store is a welcoming store.');
    expect(first.categories.map((category) => category.name)).toEqual([
      'Compliance',
      'Customer Service',
      'Safety',
    ]);
    const second = await getContent(demoLearningIds.document);
    expect(second.times_viewed).toBe(first.times_viewed + 1);
    const [stored] = await server.db.orm
      .select({ timesViewed: content.timesViewed })
      .from(content)
      .where(eq(content.id, demoLearningIds.document));
    expect(stored?.timesViewed).toBe(second.times_viewed);
  });

  it('gives the video, the external link and the code content, never the code itself', async () => {
    expect(await getContent(demoLearningIds.video)).toMatchObject({
      type: 1,
      url: demoContentFiles.video,
      is_ext_url: false,
      is_complete: true,
    });
    expect(await getContent(demoLearningIds.externalLink)).toMatchObject({
      type: 12,
      url: demoContentFiles.greetingGuide,
      is_ext_url: true,
    });
    const response = await server.request(`/content/${demoLearningIds.code}`, { as: learner });
    const text = await response.text();
    expect(text).not.toContain(demoCodes.content);
    expect(contentSchema.parse(decodeDates(JSON.parse(text))).type).toBe(6);
  });

  it("computes an 'all of' lock and an 'N of' lock for the learner", async () => {
    const allOf = await getContent(demoLearningIds.lockedAllOf);
    expect(allOf.is_locked).toBe(true);
    expect(allOf.prerequisites).toEqual({
      rule: null,
      needed: 2,
      items: [
        { content_id: 5, name: 'Handling Complaints', is_complete: true },
        { content_id: 2, name: 'The First Ten Seconds', is_complete: false },
      ],
    });
    const nOf = await getContent(demoLearningIds.lockedNOf);
    expect(nOf.is_locked).toBe(true);
    expect(nOf.prerequisites.rule).toBe(1);
    expect(nOf.prerequisites.needed).toBe(1);
    expect(nOf.prerequisites.items.map((item) => item.is_complete)).toEqual([false, false, false]);
  });

  it('unlocks the N of content once one prerequisite is complete', async () => {
    const other = await server.signIn('manager');
    expect((await getContent(demoLearningIds.lockedNOf, other)).is_locked).toBe(true);
    await server.db.orm.insert(completion).values({
      userId: other.user_id,
      contentId: demoLearningIds.document,
      completedAt: server.clock.now(),
      pointsAwarded: 0,
    });
    const opened = await getContent(demoLearningIds.lockedNOf, other);
    expect(opened.is_locked).toBe(false);
    expect(opened.prerequisites.items.filter((item) => item.is_complete)).toHaveLength(1);
  });

  it("creates the learner's checklist copy on first view and keeps the same one", async () => {
    const first = await getContent(demoLearningIds.checklist);
    expect(first.checklist_id).toBe(1);
    expect(first.user_checklist_id).toEqual(expect.any(Number));
    const again = await getContent(demoLearningIds.checklist);
    expect(again.user_checklist_id).toBe(first.user_checklist_id);
    const rows = await server.db.orm
      .select()
      .from(userChecklist)
      .where(eq(userChecklist.contentId, demoLearningIds.checklist));
    expect(rows.filter((row) => row.userId === learner.user_id)).toEqual([
      expect.objectContaining({ id: first.user_checklist_id, checkedItemIds: [] }),
    ]);
  });

  it('says why a generic or off-the-clock user may not submit', async () => {
    expect((await getContent(demoLearningIds.document, await server.signIn('generic'))).restriction).toBe(
      'genericUser',
    );
    // offclock's team is assigned segment 1 (required); segment 3 is not assigned to them (optional).
    const offclock = await server.signIn('offclock');
    const required = await getContent(demoLearningIds.document, offclock);
    expect([required.is_required, required.restriction]).toEqual([true, 'offTheClock']);
    const optional = await getContent(16, offclock);
    expect([optional.is_required, optional.restriction]).toEqual([false, null]);
  });

  it('refuses a draft content, and a content of a draft segment, with 403 and Forbidden-Response', async () => {
    const draft = await server.request('/content/9', { as: learner });
    expect(draft.headers.get('Forbidden-Response')).toBe(messages.errors.contentForbidden);
    expect((await readErrorResponse(draft)).status).toBe(403);
    expect((await server.request('/content/22', { as: learner })).status).toBe(403);
    await server.db.orm.update(segment).set({ status: 1 }).where(eq(segment.id, 3));
    try {
      const response = await server.request('/content/16', { as: learner });
      expect(response.status).toBe(403);
      expect(response.headers.get('Forbidden-Response')).toBe(messages.errors.contentForbidden);
    } finally {
      await server.db.orm.update(segment).set({ status: 2 }).where(eq(segment.id, 3));
    }
  });

  it("lists a content's and a course's parent segments", async () => {
    const get = async (path: string) => {
      const response = await server.request(path, { as: learner });
      expect(response.status, path).toBe(200);
      return z.strictObject(contentParentListSchema.shape).parse(await response.json());
    };
    expect(await get(`/content/${demoLearningIds.lockedAllOf}/parents`)).toEqual({
      data: [{ segment_id: 1, name: 'Customer Service Essentials', seglet_id: 3 }],
    });
    expect(await get('/course/1/parents')).toEqual({
      data: [{ segment_id: 1, name: 'Customer Service Essentials', seglet_id: 3 }],
    });
    expect(await get('/content/9/parents')).toEqual({ data: [] });
  });

  it.each([
    ['/content/999', 404],
    ['/content/x', 400],
    ['/content/999/parents', 404],
    ['/course/999/parents', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(status);
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/content/1'))).status).toBe(401);
  });
});
