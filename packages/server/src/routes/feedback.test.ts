import { successResponseSchema } from '@segno/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRequest, feedback } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('feedback and content requests', () => {
  let server: TestServer;
  let learner: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    admin = await server.signIn('admin');
  });
  afterAll(() => server.close());

  const put = (path: string, body: unknown, as?: SignedIn) =>
    server.request(path, {
      method: 'PUT',
      as,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function latestFeedback(userId: number) {
    const [row] = await server.db.orm
      .select()
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.id))
      .limit(1);
    return row;
  }

  it('stores feedback with < and > stripped and answers success', async () => {
    const response = await put(
      `/user/${learner.user_id}/feedback`,
      {
        comment: ' The <b>video</b> stalls ',
        topic: 'system_error',
        rating: 2,
        browser: 'Chrome 140',
        os: 'macOS',
        referrer: '#/dashboard/home',
        pageUrl: 'http://localhost:3000/#/segments/1/home<script>',
      },
      learner,
    );
    expect(response.status).toBe(200);
    expect(successResponseSchema.parse(await response.json())).toEqual({ success: true });
    expect(await latestFeedback(learner.user_id)).toMatchObject({
      comment: 'The bvideo/b stalls',
      topic: 'system_error',
      rating: 2,
      browser: 'Chrome 140',
      os: 'macOS',
      referrer: '#/dashboard/home',
      pageUrl: 'http://localhost:3000/#/segments/1/homescript',
      createdAt: server.clock.now(),
    });
  });

  it('accepts a form body with only the required fields', async () => {
    const response = await server.request(`/user/${admin.user_id}/feedback`, {
      method: 'PUT',
      as: admin,
      body: new URLSearchParams({ comment: 'Love it', topic: 'content', rating: '' }),
    });
    expect(response.status).toBe(200);
    expect(await latestFeedback(admin.user_id)).toMatchObject({ comment: 'Love it', rating: null, os: null });
  });

  it.each([
    ['no comment', { topic: 'content' }],
    ['a comment of only brackets and spaces', { comment: ' <> ', topic: 'content' }],
    ['a comment over 2000 characters', { comment: 'a'.repeat(2001), topic: 'content' }],
    ['no topic', { comment: 'Hello' }],
    ['an unknown topic', { comment: 'Hello', topic: 'praise' }],
    ['a rating of 6', { comment: 'Hello', topic: 'other', rating: 6 }],
    ['a rating of 0', { comment: 'Hello', topic: 'other', rating: 0 }],
  ])('refuses feedback with %s (400)', async (_, body) => {
    expect(
      (await readErrorResponse(await put(`/user/${learner.user_id}/feedback`, body, learner))).status,
    ).toBe(400);
  });

  it('stores a content request with < and > stripped', async () => {
    const response = await put(
      `/user/${learner.user_id}/content_request`,
      { comment: 'A course on <forklifts>', type: 'video', pageUrl: '#/dashboard/home' },
      learner,
    );
    expect(await response.json()).toEqual({ success: true });
    const [row] = await server.db.orm
      .select()
      .from(contentRequest)
      .where(eq(contentRequest.userId, learner.user_id));
    expect(row).toMatchObject({
      comment: 'A course on forklifts',
      type: 'video',
      pageUrl: '#/dashboard/home',
    });
  });

  it('refuses a content request without a comment (400)', async () => {
    const response = await put(`/user/${learner.user_id}/content_request`, { type: 'video' }, learner);
    expect((await readErrorResponse(response)).status).toBe(400);
  });

  it.each(['feedback', 'content_request'])(
    'refuses %s for another user (403) and without a session (401)',
    async (call) => {
      const body = { comment: 'Hello', topic: 'content' };
      expect(
        (await readErrorResponse(await put(`/user/${admin.user_id}/${call}`, body, learner))).status,
      ).toBe(403);
      expect((await readErrorResponse(await put(`/user/${learner.user_id}/${call}`, body))).status).toBe(401);
    },
  );

  it('refuses a body larger than 64 KB (413)', async () => {
    const response = await put(
      `/user/${learner.user_id}/feedback`,
      { comment: 'a'.repeat(70_000), topic: 'content' },
      learner,
    );
    expect((await readErrorResponse(response)).status).toBe(413);
  });
});
