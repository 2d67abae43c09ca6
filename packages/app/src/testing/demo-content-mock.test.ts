/**
 * The content screen's stories mock the API with demo-content-responses; these keep the mock honest against
 * the real server on the same demo data (as packages/server/src/routes/demo-mock.test.ts does for the rest).
 */
import { completionResponseSchema, contentSchema, decodeDates, encodeDates, messages } from '@segno/domain';
import { demoLearningIds } from '@segno/server/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoComplete, demoContent, withDemoCompletions } from './demo-content-responses';

const asSent = (body: unknown) => decodeDates(JSON.parse(JSON.stringify(encodeDates(body))));

describe('the API answers what the content mock says it does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /content/:id for the learner, the generic user id and an off-the-clock learner', async () => {
    const contentIds = [1, 2, ...Object.values(demoLearningIds)];
    for (const username of ['learner', 'generic', 'offclock']) {
      const signedIn = await server.signIn(username);
      for (const contentId of contentIds) {
        const response = await server.request(`/content/${contentId}`, { as: signedIn });
        expect(response.status, `${username} ${contentId}`).toBe(200);
        const actual = contentSchema.parse(decodeDates(await response.json()));
        const mocked = contentSchema.parse(asSent(demoContent(server.demo, signedIn.user_id, contentId)));
        // The server counts this view and numbers checklist copies its own way.
        expect(actual, `${username} ${contentId}`).toEqual({
          ...mocked,
          times_viewed: actual.times_viewed,
          user_checklist_id: mocked.user_checklist_id === null ? null : actual.user_checklist_id,
        });
        expect(actual.times_viewed).toBeGreaterThan(mocked.times_viewed);
      }
    }
  });

  it('GET /content/:id of a draft is refused with the Forbidden-Response text', async () => {
    const response = await server.request('/content/9', { as: await server.signIn('learner') });
    expect(demoContent(server.demo, 0, 9)).toBeUndefined();
    expect(response.status).toBe(403);
    expect(response.headers.get('Forbidden-Response')).toBe(messages.errors.contentForbidden);
  });

  it('POST /user/:id/content/:content_id: points once, then the retake; a wrong code; a refusal', async () => {
    const forget = withDemoCompletions()();
    try {
      const learner = await server.signIn('learner');
      const submit = async (contentId: number, form: Record<string, string>, as = learner) => {
        const response = await server.request(`/user/${as.user_id}/content/${contentId}`, {
          method: 'POST',
          body: new URLSearchParams(form),
          as,
        });
        const mocked = demoComplete(server.demo, as.user_id, contentId, new URLSearchParams(form));
        expect(response.status).toBe(mocked.status);
        if (mocked.status === 403) {
          expect(response.headers.get('Forbidden-Response')).toBe(mocked.reason);
          return;
        }
        expect(completionResponseSchema.parse(await response.json())).toEqual(mocked.body);
      };
      await submit(demoLearningIds.document, { score: '1' });
      await submit(demoLearningIds.document, { score: '1' });
      await submit(demoLearningIds.code, { score: '1', segnocode: 'WRONG1' });
      await submit(demoLearningIds.lockedAllOf, { score: '1' });
      await submit(demoLearningIds.document, { score: '1' }, await server.signIn('generic'));
      await submit(demoLearningIds.document, { score: '1' }, await server.signIn('offclock'));
    } finally {
      forget();
    }
  });
});
