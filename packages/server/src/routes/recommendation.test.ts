import { z } from '@segno/domain/zod';
/** Recommendations and their dismissal over HTTP, against the demo data. */

import { decodeDates, recommendationListSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore } from '../lib/calendar';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('recommendations', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function list(query = '', as = learner) {
    const response = await server.request(`/recommendations${query}`, { as });
    expect(response.status, query).toBe(200);
    return z.strictObject(recommendationListSchema.shape).parse(decodeDates(await response.json())).data;
  }

  /** The oracle: what the rules give from the demo data. */
  function expected(userId: number, limit: number) {
    const demo = server.demo;
    const segmentIds = new Set(
      demo.subscriptions.filter((row) => row.userId === userId).map((row) => row.segmentId),
    );
    const done = new Set(demo.completions.filter((row) => row.userId === userId).map((row) => row.contentId));
    const recommended = demo.contents
      .filter((content) => content.status === 2 && segmentIds.has(content.segmentId) && !done.has(content.id))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((content) => content.id);
    const since = daysBefore(demo.now, 30);
    const counts = new Map<number, number>();
    for (const row of demo.completions.filter((completion) => completion.completedAt >= since)) {
      counts.set(row.contentId, (counts.get(row.contentId) ?? 0) + 1);
    }
    const names = new Map(demo.contents.map((content) => [content.id, content.name]));
    const popular = [...counts]
      .sort(
        ([a, countA], [b, countB]) =>
          countB - countA || (names.get(a) ?? '').localeCompare(names.get(b) ?? ''),
      )
      .slice(0, limit)
      .map(([id]) => id);
    return { recommended, popular };
  }

  it('gives 5 of each kind by default, each item tagged with its kind', async () => {
    const data = await list();
    const oracle = expected(learner.user_id, 5);
    expect(data.filter((item) => item.kind === 'recommended').map((item) => item.content_id)).toEqual(
      oracle.recommended,
    );
    expect(data.filter((item) => item.kind === 'popular').map((item) => item.content_id)).toEqual(
      oracle.popular,
    );
    expect(oracle.recommended.length).toBeGreaterThan(0);
    expect(oracle.popular).toHaveLength(5);
  });

  it('gives one kind with type, up to 25', async () => {
    const popular = await list('?type=popular&limit=25');
    expect(popular.every((item) => item.kind === 'popular')).toBe(true);
    expect(popular.map((item) => item.content_id)).toEqual(expected(learner.user_id, 25).popular);
    const recommended = await list('?type=recommended&limit=2');
    expect(recommended.map((item) => item.content_id)).toEqual(expected(learner.user_id, 2).recommended);
  });

  it('leaves out a dismissed content of that kind only, idempotently, for that user only', async () => {
    const [first] = await list('?type=popular&limit=1');
    const dismiss = () =>
      server.request(`/recommendations/${first?.content_id}/popular`, { method: 'DELETE', as: learner });
    expect((await dismiss()).status).toBe(200);
    expect((await dismiss()).status).toBe(200);
    expect((await list('?type=popular&limit=25')).map((item) => item.content_id)).not.toContain(
      first?.content_id,
    );
    const manager = await server.signIn('manager');
    expect((await list('?type=popular&limit=1', manager))[0]?.content_id).toBe(first?.content_id);
  });

  it.each([
    ['/recommendations?limit=26', 'GET', 400],
    ['/recommendations?type=new', 'GET', 400],
    ['/recommendations/1/favourite', 'DELETE', 400],
    ['/recommendations/abc/popular', 'DELETE', 400],
    ['/recommendations/999/popular', 'DELETE', 404],
  ])('%s (%s) answers %i', async (path, method, status) => {
    expect((await readErrorResponse(await server.request(path, { method, as: learner }))).status).toBe(
      status,
    );
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/recommendations'))).status).toBe(401);
  });
});
