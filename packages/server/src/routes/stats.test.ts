/**
 * Stats over HTTP against numbers computed independently, in TypeScript, from the demo data the database
 * was seeded with (`demoUserStats`), never from the server's own SQL.
 */
import { userStatsSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserStats, publicationStatus } from '../demo/demo-data';
import { createScoringEngine } from '../services/scoring-engine';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/user/:user_id/stats', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getStats(userId: number) {
    const response = await server.request(`/user/${userId}/stats`, { as: learner });
    expect(response.status).toBe(200);
    return z.strictObject(userStatsSchema.shape).parse(await response.json());
  }

  const idOf = (username: string) => server.demo.users.find((user) => user.username === username)?.id ?? 0;

  it('matches the ledger for every demo user, readable by any signed-in user', async () => {
    for (const user of server.demo.users) {
      expect({ username: user.username, ...(await getStats(user.id)) }).toEqual({
        username: user.username,
        ...demoUserStats(server.demo, user.id),
      });
    }
  });

  it('puts the demo learner mid-table with medals, badges and a climb since the last snapshot', async () => {
    expect(await getStats(idOf('learner'))).toEqual({
      score: 550,
      segno_score: 550,
      badge_count: 2,
      bronze_count: 2,
      silver_count: 2,
      gold_count: 0,
      level: 4,
      current_rank: 12,
      rank_out_of: 62,
      rank_change: 14,
    });
  });

  it('gives tied learners the same rank and skips the next one', async () => {
    // admin, falsayed and the crowd's mwong share 400 points; the next learner is 3 places on.
    const [admin, fatima, mei, ben] = await Promise.all(
      ['admin', 'falsayed', 'mwong', 'bfischer'].map((username) => getStats(idOf(username))),
    );
    expect([admin?.score, fatima?.score, mei?.score, ben?.score]).toEqual([400, 400, 400, 390]);
    expect([admin?.current_rank, fatima?.current_rank, mei?.current_rank, ben?.current_rank]).toEqual([
      30, 30, 30, 33,
    ]);
  });

  it('leaves users without the learner role off the leaderboard', async () => {
    expect(await getStats(idOf('legal'))).toMatchObject({ score: 270, current_rank: 0, rank_change: 0 });
  });

  it('answers 404 for a user who does not exist', async () => {
    const response = await server.request('/user/999999/stats', { as: learner });
    expect((await readErrorResponse(response)).status).toBe(404);
  });
});

describe('GET /api/user/:user_id/stats after a completion', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getStats(username: string) {
    const userId = server.demo.users.find((user) => user.username === username)?.id ?? 0;
    const response = await server.request(`/user/${userId}/stats`, { as: learner });
    expect(response.status).toBe(200);
    return { userId, ...z.strictObject(userStatsSchema.shape).parse(await response.json()) };
  }

  it('follows completions recorded by the scoring engine at once, ties included', async () => {
    const [grace, noah, olivia] = await Promise.all(['gkim', 'nwilliams', 'oprice'].map(getStats));
    if (!grace || !noah || !olivia) throw new Error('A demo user is missing');
    // Olivia is between Grace and Noah; one new content lifts Grace level with Noah.
    expect(grace.score).toBeLessThan(olivia.score);
    expect(olivia.score).toBeLessThan(noah.score);
    const completedByGrace = new Set(
      server.demo.completions.filter((done) => done.userId === grace.userId).map((done) => done.contentId),
    );
    const closingContent = server.demo.contents.find(
      (content) =>
        content.status === publicationStatus.published &&
        content.points === noah.score - grace.score &&
        !completedByGrace.has(content.id),
    );
    if (!closingContent) throw new Error('No demo content closes the gap');
    const engine = createScoringEngine({ orm: server.db.orm, now: server.clock.now });
    expect((await engine.recordCompletion(grace.userId, closingContent.id))?.points).toBe(
      closingContent.points,
    );

    const [graceNow, noahNow, oliviaNow] = await Promise.all(['gkim', 'nwilliams', 'oprice'].map(getStats));
    expect(graceNow?.score).toBe(noah.score);
    expect(graceNow?.current_rank).toBe(noah.current_rank);
    expect(noahNow?.current_rank).toBe(noah.current_rank);
    // Grace overtook Olivia, who was ahead of her before.
    expect(oliviaNow?.current_rank).toBe(olivia.current_rank + 1);
    expect(graceNow?.rank_out_of).toBe(grace.rank_out_of);
  });
});
