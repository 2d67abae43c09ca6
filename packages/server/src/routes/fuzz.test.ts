/**
 * Fuzzing every route of the shared table (issue 11, Security). Each is called, as a role the authorisation
 * matrix lets through, with inputs generated from the zod schema its handler parses (free text full of markup)
 * and with broken variants of them and of its path: never a 5xx, never a `<` or `>` stored in any row, and a
 * refused request changes no row. A failure prints the endpoint, the input and fast-check's seed to replay it.
 * FUZZ_RUNS (per property, default 12) and FUZZ_SEED change the search.
 */
import { buildPath, type EndpointName, endpoints } from '@segno/domain/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  type MatrixIds,
  matrixParams,
  type SignedInRole,
} from '../testing/authorization-matrix';
import { type ChangeWatch, watchChanges } from '../testing/change-watch';
import { brokenInputsOf, brokenValue, inputsOf, isObject } from '../testing/fuzz-inputs';
import { createMatrixIds, type MatrixSessions, signInAll } from '../testing/matrix-setup';
import { requestSchemas } from '../testing/request-schemas';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const runs = Number(process.env.FUZZ_RUNS ?? 12);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const endpointNames = Object.keys(endpoints) as EndpointName[];

/**
 * Rows a refused request may write: a refused sign-in is counted for throttling (000 section 1), and reading
 * with a session refreshes when it was last used.
 */
const bookkeepingTables = new Set(['login_failure', 'session']);

/** Who calls each route: the first of these the matrix lets through; public routes are called signed out. */
const callerPreference: readonly SignedInRole[] = ['admin', 'learner', 'manager', 'instructor', 'legal'];

let server: TestServer;
let sessions: MatrixSessions;
let ids: MatrixIds;
let changes: ChangeWatch;

type Call = { path: string; query?: unknown; body?: unknown };

function callerOf(name: EndpointName): SignedInRole | undefined {
  const { expect: expected } = authorizationMatrix[name];
  if (expected.anonymous === 'ok') return undefined;
  return callerPreference.find((role) => expected[role] === 'ok') ?? 'learner';
}

function paramsOf(name: EndpointName): Record<string, string | number> {
  return { ...matrixParams(ids), ...authorizationMatrix[name].params?.(ids) };
}

/** A query object as the client sends it: arrays as `name[]`, objects as JSON, null as empty. */
function queryString(query: unknown, fallback: string | undefined): string {
  if (!isObject(query)) return fallback ? `?${fallback}` : '';
  const search = new URLSearchParams(fallback);
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  for (const [key, value] of Object.entries(query)) {
    search.delete(key);
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, text(item));
    else search.set(key, text(value));
  }
  const built = search.toString();
  return built ? `?${built}` : '';
}

async function send(name: EndpointName, call: Call): Promise<number> {
  const role = callerOf(name);
  const matrixCall = authorizationMatrix[name];
  // A call that ends the session gets one of its own, so later calls keep theirs.
  const as: SignedIn | undefined =
    role === undefined
      ? undefined
      : matrixCall.endsSession
        ? await server.signIn(sessions[role].username)
        : sessions[role];
  const { method } = endpoints[name];
  const body = method === 'GET' ? undefined : JSON.stringify(call.body ?? {});
  const response = await server.request(`${call.path}${queryString(call.query, matrixCall.query)}`, {
    method,
    as,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends the call and checks the three properties; throws (with the call) when one fails. */
async function checkCall(name: EndpointName, call: Call): Promise<void> {
  await changes.take();
  const status = await send(name, call);
  const written = await changes.take();
  const shown = `${endpoints[name].method} ${call.path} ${JSON.stringify(call).slice(0, 300)}`;
  expect(status, `${shown} answered ${status}`).toBeLessThan(500);
  const stored = written.filter((change) => change.operation !== 'DELETE' && /[<>]/.test(change.row));
  expect(stored, `${shown} stored markup`).toEqual([]);
  if (status >= 400) {
    const changed = written.filter((change) => !bookkeepingTables.has(change.table));
    expect(changed, `${shown} was refused (${status}) but changed rows`).toEqual([]);
  }
}

const options = (name: EndpointName, offset: number) => ({
  numRuns: runs,
  seed: seed + endpointNames.indexOf(name) * 3 + offset,
  endOnFailure: true,
});

beforeAll(async () => {
  server = await startTestServer();
  sessions = await signInAll(server);
  ids = await createMatrixIds(server, sessions);
  changes = await watchChanges(server.db);
}, 60_000);
afterAll(() => server.close());

describe('every route under generated and broken input', () => {
  it.each(endpointNames)(
    '%s',
    async (name) => {
      const { body, query } = requestSchemas[name];
      const path = buildPath(name, paramsOf(name) as never);
      const hasBody = endpoints[name].method !== 'GET';

      const wellFormed = fc.record({
        body: body ? inputsOf(body) : fc.constant(undefined),
        query: query ? inputsOf(query) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(wellFormed, (input) => checkCall(name, { path, ...input })),
        options(name, 0),
      );

      const broken = hasBody
        ? fc.record({ body: brokenInputsOf(body), query: query ? inputsOf(query) : fc.constant(undefined) })
        : fc.record({ query: brokenInputsOf(query) });
      await fc.assert(
        fc.asyncProperty(broken, (input) => checkCall(name, { path, ...input })),
        options(name, 1),
      );

      const paramNames = Object.keys(paramsOf(name)).filter((param) =>
        endpoints[name].path.includes(`:${param}`),
      );
      if (paramNames.length > 0) {
        const brokenPath = fc.tuple(fc.constantFrom(...paramNames), brokenValue).map(([param, value]) =>
          buildPath(name, {
            ...paramsOf(name),
            [param]: typeof value === 'string' ? value : JSON.stringify(value),
          } as never),
        );
        await fc.assert(
          fc.asyncProperty(brokenPath, (brokenPathText) => checkCall(name, { path: brokenPathText })),
          options(name, 2),
        );
      }
    },
    120_000,
  );
});
