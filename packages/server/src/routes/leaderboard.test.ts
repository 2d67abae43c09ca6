/** Leaderboards over HTTP against numbers computed in TypeScript from the demo data. */
import { competitionRank, leaderboardSchema, Role } from '@segno/domain';
import { z } from '@segno/domain/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserStats } from '../demo/demo-data';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('leaderboards', () => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function getBoard(path: string) {
    const response = await server.request(path, { as: learner });
    expect(response.status, path).toBe(200);
    return z.strictObject(leaderboardSchema.shape).parse(await response.json());
  }

  it('ranks every active learner by score, with the numbers /stats gives', async () => {
    const board = await getBoard('/leaderboard?_limit=200');
    const learners = server.demo.users.filter((user) => user.roles.includes(Role.learner));
    expect(board.total).toBe(learners.length);
    expect(board.offset).toBe(0);
    for (const leader of board.data) {
      const stats = demoUserStats(server.demo, leader.user_id);
      expect(leader).toMatchObject({
        current_rank: stats.current_rank,
        rank_change: stats.rank_change,
        segno_score: stats.score,
        bronze_count: stats.bronze_count,
        silver_count: stats.silver_count,
        gold_count: stats.gold_count,
        badge_count: stats.badge_count,
      });
    }
    const scores = board.data.map((leader) => leader.segno_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages with _offset and _limit (50 by default)', async () => {
    expect((await getBoard('/leaderboard')).data).toHaveLength(50);
    const all = await getBoard('/leaderboard?_limit=200');
    const page = await getBoard('/leaderboard?_offset=10&_limit=5');
    expect(page.data).toEqual(all.data.slice(10, 15));
    expect(page.offset).toBe(10);
  });

  it('centres the page on the user given as around', async () => {
    const all = await getBoard('/leaderboard?_limit=200');
    const position = all.data.findIndex((leader) => leader.user_id === learner.user_id);
    const page = await getBoard(`/leaderboard?around=${learner.user_id}&_limit=3`);
    expect(page.offset).toBe(position - 1);
    expect(page.data.map((leader) => leader.user_id)).toEqual(
      all.data.slice(position - 1, position + 2).map((leader) => leader.user_id),
    );
  });

  it('ranks a segment board by segment score, with that segment medals and no rank change', async () => {
    const segmentId = 2;
    const segmentPoints = new Map<number, number>();
    for (const award of server.demo.pointAwards.filter((row) => row.segmentId === segmentId)) {
      segmentPoints.set(award.userId, (segmentPoints.get(award.userId) ?? 0) + award.points);
    }
    const members = server.demo.users.filter(
      (user) =>
        user.roles.includes(Role.learner) &&
        ((segmentPoints.get(user.id) ?? 0) > 0 ||
          server.demo.subscriptions.some((row) => row.userId === user.id && row.segmentId === segmentId)),
    );
    const board = await getBoard(`/segment/${segmentId}/leaderboard?_limit=200`);
    expect(board.total).toBe(members.length);
    const allScores = members.map((user) => segmentPoints.get(user.id) ?? 0);
    for (const leader of board.data) {
      const score = segmentPoints.get(leader.user_id) ?? 0;
      const medalIds = server.demo.userMedals
        .filter((row) => row.userId === leader.user_id)
        .map((row) => row.medalId);
      const segmentMedals = server.demo.medals.filter(
        (row) => row.segmentId === segmentId && medalIds.includes(row.id),
      );
      expect(leader).toMatchObject({
        segno_score: score,
        current_rank: competitionRank(score, allScores),
        rank_change: 0,
        bronze_count: segmentMedals.filter((row) => row.level === 1).length,
        gold_count: segmentMedals.filter((row) => row.level === 3).length,
      });
    }
  });

  it.each([
    ['/leaderboard?_limit=201', 400],
    ['/leaderboard?_offset=-1', 400],
    ['/leaderboard?around=abc', 400],
    ['/segment/abc/leaderboard', 400],
    ['/segment/999/leaderboard', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await readErrorResponse(await server.request(path, { as: learner }))).status).toBe(status);
  });

  it('needs a session', async () => {
    expect((await readErrorResponse(await server.request('/leaderboard'))).status).toBe(401);
  });
});
