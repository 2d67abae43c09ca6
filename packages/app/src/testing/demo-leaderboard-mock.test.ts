/**
 * The leaderboard screen's stories page through the board with demoLeaderboard; these keep its pages equal to the
 * real server's on the same demo data: the same learners in the same places with the same ranks and scores.
 * Medal and badge counts are left out (the mock shows none).
 */
import { type Leaderboard, leaderboardPageSize, leaderboardSchema } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoLeaderboard } from './demo-responses';

const places = ({ data, total, offset }: Leaderboard) => ({
  total,
  offset,
  rows: data.map(({ user_id, current_rank, segno_score }) => ({ user_id, current_rank, segno_score })),
});

describe('a page of the leaderboard answers what the stories mock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const cases = [
    { offset: 0, limit: leaderboardPageSize },
    { offset: leaderboardPageSize, limit: leaderboardPageSize },
    { offset: 10, limit: 5 },
    { offset: 0, limit: leaderboardPageSize, username: 'learner' },
    { offset: 0, limit: 5, username: 'learner' },
    { offset: 0, limit: 5, username: 'manager' },
  ];

  it.each([undefined, 1])('segment %s, each page from an offset or around a learner', async (segmentId) => {
    const learner = await server.signIn('learner');
    for (const { offset, limit, username } of cases) {
      const around = username === undefined ? undefined : (await server.signIn(username)).user_id;
      const query = new URLSearchParams({ _offset: String(offset), _limit: String(limit) });
      if (around !== undefined) query.set('around', String(around));
      const path = `${segmentId === undefined ? '' : `/segment/${segmentId}`}/leaderboard?${query}`;
      const response = await server.request(path, { as: learner });
      expect(response.status, path).toBe(200);
      const real = leaderboardSchema.parse(await response.json());
      expect(places(demoLeaderboard(server.demo, segmentId, { offset, limit, around })), path).toEqual(
        places(real),
      );
    }
  });

  it('the demo board is longer than a page, so the screen loads a second one', () => {
    expect(demoLeaderboard(server.demo, undefined, { offset: 0, limit: 1 }).total).toBeGreaterThan(
      leaderboardPageSize,
    );
  });
});
