/**
 * `npm run bench:load`: the learner dashboard's reads over HTTP under load, at company scale on a real PostgreSQL
 * (issue 11, "Server load"). Loads 100,000 learners and 5,000,000 completions with their activity feed, starts the
 * server in this process as main.ts composes it, signs in learners of that data and, from a load generator
 * process (autocannon), sends each call at a fixed rate for a while (target: p99 at most 25 ms, no errors), then
 * as fast as the server answers, next to GET /api/health, which touches no database: the server's ceiling.
 *
 * PostgreSQL: DATABASE_URL, else a throwaway server from Debian's binaries (bench-postgres.ts). Options:
 * BENCH_RATE (500 requests/s), BENCH_SECONDS (30 per run), BENCH_WARMUP_SECONDS (5 per call), BENCH_CONNECTIONS
 * (10), BENCH_USERS (1,000 signed-in learners), and the data set's BENCH_LEARNERS, BENCH_COMPLETIONS and
 * BENCH_REUSE=1 (DATABASE_URL only: keeps the data of the previous run).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { apiBasePath, leaderboardPageSize, limits } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';
import { createApi } from '../src/app';
import type { Database } from '../src/db/database';
import { createServerApp } from '../src/server-app';
import { defaultAppDistDir } from '../src/static/serve-app';
import { runScaleBenchmark, sizeFromEnv } from './bench-database';
import { benchPostgres } from './bench-postgres';
import { loadActivities, type SignedInLearner, signInLearners } from './dashboard-data';
import type { LoadRun, LoadSummary, LoadTarget } from './load-client';
import { printLine } from './timing';

const script = 'bench:load';
const p99TargetMs = 25;
/** A run that sends fewer than this share of the rate did not test the rate. */
const keptRateShare = 0.98;

const settings = {
  rate: sizeFromEnv('BENCH_RATE', 500),
  seconds: sizeFromEnv('BENCH_SECONDS', 30),
  warmupSeconds: sizeFromEnv('BENCH_WARMUP_SECONDS', 5),
  connections: sizeFromEnv('BENCH_CONNECTIONS', 10),
  users: sizeFromEnv('BENCH_USERS', 1000),
};

type Call = { name: string; targets: LoadTarget[] };
/** A run's summary and the CPU time this process (the server) spent per answer, database excluded. */
type Measured = LoadSummary & { serverCpuMs: number };

/** An API path with its query, as the app's client sends it. */
function apiPath(path: string, query: Record<string, number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${apiBasePath}${path}${search.size > 0 ? `?${search}` : ''}`;
}

/** The calls under test, each as the app makes it for the signed-in learner, spread over the learners. */
function dashboardCalls(learners: readonly SignedInLearner[]): Call[] {
  const call = (name: string, path: (userId: number) => string): Call => ({
    name,
    targets: learners.map(({ userId, authorization }) => ({ path: path(userId), authorization })),
  });
  return [
    call('GET /api/user/{id}/stats', (userId) => apiPath(buildPath('userStats', { user_id: userId }))),
    call('GET /api/leaderboard?around={id}', (userId) =>
      apiPath(buildPath('leaderboard', {}), { around: userId, _limit: leaderboardPageSize }),
    ),
    call('GET /api/user/{id}/activities', (userId) =>
      apiPath(buildPath('userActivities', { user_id: userId }), { limit: limits.dashboardListSize }),
    ),
  ];
}

const healthCall: Call = {
  name: 'GET /api/health (no database)',
  targets: [{ path: apiPath(buildPath('health', {})) }],
};

/** Starts the server as main.ts composes it (the API under /api, the app's build at /) on a free port. */
async function startServer(db: Database): Promise<{ origin: string; close: () => Promise<void> }> {
  const api = createApi({ db, secret: randomBytes(32) });
  const { app } = createServerApp(api, defaultAppDistDir);
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: started as Server, port: info.port }),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Every call must answer 200 before it is measured: a load of 401s or 404s would measure nothing. */
async function checkAnswers(origin: string, calls: readonly Call[]): Promise<void> {
  for (const { name, targets } of calls) {
    const [target] = targets;
    if (!target) throw new Error(`${name}: no learner to call it for`);
    const headers: Record<string, string> = target.authorization
      ? { Authorization: target.authorization }
      : {};
    const response = await fetch(`${origin}${target.path}`, { headers });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${name} answered ${response.status}: ${body.slice(0, 200)}`);
  }
}

/** Runs the load generator in a process of its own and waits for its summary. */
function runLoad(run: LoadRun): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const client = fork(new URL('./load-client.ts', import.meta.url));
    client.once('message', (summary) => {
      resolve(summary as LoadSummary);
      // The open channel would keep the client alive; without it, the client ends.
      client.disconnect();
    });
    client.once('error', reject);
    client.once('exit', (code) => reject(new Error(`the load client exited (${code}) without a summary`)));
    client.send(run);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (value: number) => `${value.toFixed(0)}/s`;
/** CPU time per answer is well under a millisecond for the bare endpoint. */
const cpuMs = (value: number) => `${value.toFixed(2)} ms`;

function describeRun(name: string, summary: Measured): string {
  return (
    `${name}: ${perSecond(summary.requestsPerSecond)} (${summary.answered} in ${summary.seconds} s), ` +
    `p50 ${ms(summary.p50Ms)}, p97.5 ${ms(summary.p97_5Ms)}, p99 ${ms(summary.p99Ms)}, max ${ms(summary.maxMs)}, ` +
    `non-2xx ${summary.non2xx}, errors ${summary.errors} (timeouts ${summary.timeouts}), ` +
    `server CPU ${cpuMs(summary.serverCpuMs)} per answer`
  );
}

/** PASS: p99 within the target, no error and no answer but 2xx, and the rate kept. */
function verdict(summary: LoadSummary, rate: number): 'PASS' | 'FAIL' {
  const isKept = summary.requestsPerSecond >= keptRateShare * rate;
  const isClean = summary.non2xx === 0 && summary.errors === 0;
  return summary.p99Ms <= p99TargetMs && isClean && isKept ? 'PASS' : 'FAIL';
}

function printTable(rows: readonly (readonly string[])[]): void {
  const [header, ...body] = rows;
  if (!header) return;
  printLine(`| ${header.join(' | ')} |`);
  printLine(`|${header.map(() => '---').join('|')}|`);
  for (const row of body) printLine(`| ${row.join(' | ')} |`);
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function measure(origin: string, learners: readonly SignedInLearner[]): Promise<void> {
  const { rate, seconds, warmupSeconds, connections } = settings;
  const calls = dashboardCalls(learners);
  await checkAnswers(origin, [healthCall, ...calls]);
  const load = async (call: Call, runSeconds: number, runRate?: number): Promise<Measured> => {
    const cpuBefore = process.cpuUsage();
    const run = { origin, targets: call.targets, connections, seconds: runSeconds, rate: runRate };
    const summary = await runLoad(run);
    const { user, system } = process.cpuUsage(cpuBefore);
    return { ...summary, serverCpuMs: (user + system) / 1000 / Math.max(1, summary.answered) };
  };

  printLine(
    `${learners.length} learners signed in, ${connections} connections, load average ${loadAverage()}`,
  );
  printLine(`Warming up: each call at ${rate}/s for ${warmupSeconds} s`);
  for (const call of calls) await load(call, warmupSeconds, rate);

  printLine(`At ${rate} requests/s, ${seconds} s each:`);
  const atRate = new Map<Call, Measured>();
  for (const call of calls) {
    const summary = await load(call, seconds, rate);
    atRate.set(call, summary);
    printLine(`  ${describeRun(call.name, summary)}: ${verdict(summary, rate)}`);
  }

  printLine(`As fast as the server answers, ${seconds} s each:`);
  const atMost = new Map<Call, Measured>();
  for (const call of [healthCall, ...calls]) {
    const summary = await load(call, seconds);
    atMost.set(call, summary);
    printLine(`  ${describeRun(call.name, summary)}`);
  }

  const ceiling = atMost.get(healthCall)?.requestsPerSecond ?? Number.NaN;
  const columns = ['req/s', 'p50', 'p97.5', 'p99', 'max', 'non-2xx + errors', 'verdict'];
  const header = ['Call', ...columns.map((column) => `at ${rate}/s: ${column}`), 'max req/s', 'of ceiling'];
  printLine('');
  printLine(
    `Summary (target at ${rate}/s: p99 <= ${p99TargetMs} ms and no errors; ceiling: GET /api/health)`,
  );
  printTable([
    [...header, 'server CPU per answer (at max)'],
    ...[healthCall, ...calls].map((call) => {
      const fixed = atRate.get(call);
      const fastest = atMost.get(call) as Measured;
      return [
        call.name,
        ...(fixed
          ? [
              perSecond(fixed.requestsPerSecond),
              ms(fixed.p50Ms),
              ms(fixed.p97_5Ms),
              ms(fixed.p99Ms),
              ms(fixed.maxMs),
              String(fixed.non2xx + fixed.errors),
              verdict(fixed, rate),
            ]
          : columns.map(() => '')),
        perSecond(fastest.requestsPerSecond),
        `${((100 * fastest.requestsPerSecond) / ceiling).toFixed(1)} %`,
        cpuMs(fastest.serverCpuMs),
      ];
    }),
  ]);
  printLine(`Load average at the end: ${loadAverage()}`);
  if ([...atRate.values()].some((summary) => verdict(summary, rate) === 'FAIL')) process.exitCode = 1;
}

if (process.env.BENCH_REUSE === '1' && !process.env.DATABASE_URL) {
  process.stderr.write(
    `${script}: BENCH_REUSE=1 needs DATABASE_URL (a throwaway PostgreSQL starts empty).\n`,
  );
  process.exitCode = 1;
} else {
  const postgres = await benchPostgres(script);
  if (!postgres) process.exitCode = 1;
  else {
    try {
      await runScaleBenchmark({
        script,
        databaseUrl: postgres.url,
        schema: 'segno_bench_load',
        loadMore: loadActivities,
        time: async (db) => {
          const learners = await signInLearners(db, settings.users);
          const server = await startServer(db);
          try {
            await measure(server.origin, learners);
          } finally {
            await server.close();
          }
        },
      });
    } finally {
      postgres.remove();
    }
  }
}
