/**
 * `npm run bench:server`: the learner's two heaviest reads at company scale on a real PostgreSQL. Loads
 * 100,000 learners and 5,000,000 completions into a fresh schema, then times the leaderboard around a user,
 * a page of it from a random place (as the leaderboard screen loads the board while it scrolls) and a user's stats
 * through the service layer, for random users. Sizes: BENCH_LEARNERS, BENCH_COMPLETIONS,
 * BENCH_REQUESTS; BENCH_REUSE=1 times the data the previous run loaded. Needs DATABASE_URL; installs nothing.
 */
import { leaderboardPageSize, leaderboardQuerySchema, pageStartOf, seededRandom } from '@segno/domain';
import { createLeaderboardService } from '../src/services/leaderboard-service';
import { createUserService } from '../src/services/user-service';
import { runScaleBenchmark } from './bench-database';
import { describeTiming, printLine, timeCalls } from './timing';

const benchSchema = 'segno_bench';

await runScaleBenchmark({
  script: 'bench:server',
  schema: benchSchema,
  requests: 200,
  time: async (db, size, requests) => {
    const context = { orm: db.orm, now: () => new Date() };
    const users = createUserService(context);
    const leaderboards = createLeaderboardService(context);
    const random = seededRandom(20_260_310);
    const randomUserIds = (count: number) =>
      Array.from({ length: count }, () => 1 + Math.floor(random.next() * size.learners));
    const leaderboardAround = (userId: number) =>
      leaderboards.global(leaderboardQuerySchema.parse({ around: userId }));
    const leaderboardFrom = (place: number) =>
      leaderboards.global(leaderboardQuerySchema.parse({ _offset: pageStartOf(place, leaderboardPageSize) }));
    const userStats = (userId: number) => users.getStats(userId);

    // Warm the connection pool and the caches, as a running server would be.
    await timeCalls(randomUserIds(20), leaderboardAround);
    await timeCalls(randomUserIds(20), userStats);
    printLine(
      describeTiming('GET /leaderboard?around=', await timeCalls(randomUserIds(requests), leaderboardAround)),
    );
    printLine(
      describeTiming('GET /leaderboard?_offset=', await timeCalls(randomUserIds(requests), leaderboardFrom)),
    );
    printLine(describeTiming('GET /user/{id}/stats', await timeCalls(randomUserIds(requests), userStats)));
  },
});
