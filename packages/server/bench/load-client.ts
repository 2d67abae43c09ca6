/**
 * The load generator of `npm run bench:load`, forked as a process of its own so that sending requests and
 * reading answers never share the server's event loop. Receives one `LoadRun`, runs autocannon, answers with its
 * `LoadSummary` and exits.
 */
import autocannon from 'autocannon';

/** One request: a path under the server's origin, and the authorisation header of the user it speaks for. */
export type LoadTarget = { path: string; authorization?: string };

export type LoadRun = {
  origin: string;
  /** Sent in turn, by all connections together. */
  targets: readonly LoadTarget[];
  connections: number;
  seconds: number;
  /** Requests per second from all connections together; as many as the server answers when left out. */
  rate?: number;
};

export type LoadSummary = {
  seconds: number;
  answered: number;
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
};

async function runLoad({ origin, targets, connections, seconds, rate }: LoadRun): Promise<LoadSummary> {
  // autocannon clears a request's context after each pass over the request list, so the turn is kept here.
  let turn = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    // autocannon's correction assumes a request was due every ceil(1 / rate) = 1 ms and fills the histogram with
    // latencies no request had; its limiter sends each connection's share at the start of each second, one
    // request after the other, so the time each answer took is the latency.
    ...(rate === undefined ? {} : { overallRate: rate, ignoreCoordinatedOmission: true }),
    requests: [
      {
        setupRequest: (request) => {
          const target = targets[turn++ % targets.length];
          if (!target) throw new Error('bench:load needs at least one target');
          const headers = target.authorization ? { authorization: target.authorization } : {};
          return { ...request, method: 'GET', path: target.path, headers };
        },
      },
    ],
  });
  const answered = result['2xx'] + result.non2xx;
  return {
    seconds: result.duration,
    answered,
    requestsPerSecond: answered / result.duration,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.once('message', (run: LoadRun) => {
  runLoad(run).then(
    (summary) => process.send?.(summary),
    (error: unknown) => {
      process.stderr.write(`bench:load client: ${String(error)}\n`);
      process.exitCode = 1;
    },
  );
});
