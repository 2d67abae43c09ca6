/**
 * The server's CPU time per leaderboard page (issue 11, "Server load"), without a load generator: the API (as
 * main.ts composes it) on the scale data set answers GET /api/leaderboard?around={id}&_limit=50 (the app's page) for
 * signed-in learners one after the other, through `fetch` on the Hono app (no sockets), and this prints the process's CPU
 * time per answer. With BENCH_CPU_PROFILE=<file>, it also writes a CPU profile of the timed answers alone (open
 * it in Chrome's DevTools) to see where that time goes. A smaller data set loads in seconds:
 *
 *   BENCH_LEARNERS=20000 BENCH_COMPLETIONS=500000 BENCH_CPU_PROFILE=/tmp/leaderboard.cpuprofile \
 *     npx tsx --conditions=@segno/source packages/server/bench/profile-leaderboard.ts
 *
 * PostgreSQL: DATABASE_URL, else a throwaway server (bench-postgres.ts). Options: BENCH_REQUESTS (3,000 timed
 * answers), BENCH_USERS (500 signed-in learners), and the data set's BENCH_* (BENCH_REUSE=1 with DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { apiBasePath, leaderboardPageSize } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { createApi } from '../src/app';
import { runScaleBenchmark, sizeFromEnv } from './bench-database';
import { benchPostgres } from './bench-postgres';
import { signInLearners } from './dashboard-data';
import { printLine } from './timing';

const script = 'profile-leaderboard';

/** Starts V8's CPU profiler when given a file; the function returned stops it and writes the profile there. */
async function startProfiling(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

const postgres = await benchPostgres(script);
if (postgres) {
  try {
    await runScaleBenchmark({
      script,
      databaseUrl: postgres.url,
      schema: 'segno_profile',
      requests: 3000,
      time: async (db, _size, requests) => {
        const api = createApi({ db, secret: randomBytes(32) });
        const learners = await signInLearners(db, sizeFromEnv('BENCH_USERS', 500));
        const ask = async (index: number) => {
          const learner = learners[index % learners.length];
          if (!learner) throw new Error('no learner signed in');
          const search = new URLSearchParams({
            around: String(learner.userId),
            _limit: String(leaderboardPageSize),
          });
          const response = await api.fetch(
            new Request(`http://localhost${apiBasePath}${buildPath('leaderboard', {})}?${search}`, {
              headers: { Authorization: learner.authorization },
            }),
          );
          if (response.status !== 200)
            throw new Error(`answered ${response.status}: ${await response.text()}`);
          await response.text();
        };
        for (let index = 0; index < 200; index += 1) await ask(index);
        const stopProfiling = await startProfiling(process.env.BENCH_CPU_PROFILE);
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        for (let index = 0; index < requests; index += 1) await ask(index);
        const { user, system } = process.cpuUsage(cpuBefore);
        const seconds = (performance.now() - started) / 1000;
        await stopProfiling();
        const perPage = (microseconds: number) => `${(microseconds / 1000 / requests).toFixed(2)} ms`;
        printLine(
          `${requests} leaderboard pages in ${seconds.toFixed(1)} s, ${perPage(seconds * 1e6)} each end to end; ` +
            `this process's CPU per page: ${perPage(user + system)} (user ${perPage(user)}, system ${perPage(system)})`,
        );
      },
    });
  } finally {
    postgres.remove();
  }
}
