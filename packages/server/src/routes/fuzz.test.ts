/**
 * Fuzzing every call of the contract. Each is called, as a role the authorisation matrix lets through, with
 * inputs generated from the contract's query and body schemas (free text full of markup) and with broken variants
 * of them and of its path: never a 5xx, never a `<` or `>` stored in any row, and a refused request changes no
 * row. The valid inputs must reach the handler: a call that accepts none of them, or refuses more than a tenth,
 * fails, so the fuzz cannot pass by bouncing off the parser. The summary counts what the valid inputs made:
 * export jobs, uploads and report reads. A failure prints the call, the input and fast-check's seed to replay
 * it. FUZZ_RUNS (per property, default 12) and FUZZ_SEED change the search.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema, stripAngleBracketsDeep } from '@segno/domain';
import { buildPath, type CallName, type CallSpec, callNames, contract } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../http/api-error';
import { invalidValueMessages } from '../http/invalid-value';
import { refusedByContractHeader } from '../http/register-calls';
import {
  authorizationMatrix,
  type MatrixIds,
  matrixParams,
  type SignedInRole,
} from '../testing/authorization-matrix';
import { type ChangeWatch, watchChanges } from '../testing/change-watch';
import { bodyInputsOf, brokenInputsOf, brokenValue, inputsOf, isObject } from '../testing/fuzz-inputs';
import { createMatrixIds, type MatrixSessions, signInAll } from '../testing/matrix-setup';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const runs = Number(process.env.FUZZ_RUNS ?? 12);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);

/**
 * Rows a refused request may write: a refused sign-in is counted for throttling (000 section 1), and reading
 * with a session refreshes when it was last used.
 */
const bookkeepingTables = new Set(['login_failure', 'session']);

/** Who calls each route: the first of these the matrix lets through; public routes are called signed out. */
const callerPreference: readonly SignedInRole[] = ['admin', 'learner', 'manager', 'instructor', 'legal'];

/** What the valid inputs of these calls make, counted in the summary. */
const madeBy: Record<string, (name: CallName) => boolean> = {
  'export jobs': (name) => contract[name].answer !== 'file' && /Export$/.test(name),
  uploads: (name) => (contract[name] as CallSpec).body?.encoding === 'multipart',
  'report reads': (name) => /^report(Region|District|Store|Manager)?$/.test(name),
};

let server: TestServer;
let sessions: MatrixSessions;
let ids: MatrixIds;
let changes: ChangeWatch;
let uploadsDir: string;

type Call = { path: string; query?: unknown; body?: unknown };
type Answer = { status: number; isRefusedInput: boolean; text: string };
/** The valid inputs tried, those that reached the handler and those answered 2xx; the first refusal, shown. */
type Reach = { tried: number; reached: number; made: number; refusal?: string };
const reach = new Map<CallName, Reach>();

function callerOf(name: CallName): SignedInRole | undefined {
  const { expect: expected } = authorizationMatrix[name];
  if (expected.anonymous === 'ok') return undefined;
  return callerPreference.find((role) => expected[role] === 'ok') ?? 'learner';
}

function paramsOf(name: CallName): Record<string, string | number> {
  return { ...matrixParams(ids), ...authorizationMatrix[name].params?.(ids) };
}

/** A query object as the client sends it: arrays as `name[]`, objects as JSON, null as empty. */
function queryString(query: unknown, fallback: string | undefined): string {
  if (!isObject(query)) return fallback ? `?${fallback}` : '';
  const search = new URLSearchParams(fallback);
  for (const [key, value] of Object.entries(query)) {
    search.delete(key);
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, fieldText(item));
    else search.set(key, fieldText(value));
  }
  const built = search.toString();
  return built ? `?${built}` : '';
}

function fieldText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : JSON.stringify(value);
}

/** The body in the call's encoding: JSON, a form, or multipart with its files; without a spec, JSON. */
function encodedBody(
  spec: CallSpec,
  body: unknown,
): { body: string | URLSearchParams | FormData; headers?: Record<string, string> } {
  const encoding = spec.body?.encoding ?? 'json';
  if (encoding === 'json' || !isObject(body)) {
    return { body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } };
  }
  if (encoding === 'form') {
    return {
      body: new URLSearchParams(
        Object.entries(body).map(([key, value]): [string, string] => [key, fieldText(value)]),
      ),
    };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, value instanceof Blob ? value : fieldText(value));
  }
  return { body: form };
}

async function send(name: CallName, call: Call): Promise<Answer> {
  const role = callerOf(name);
  const matrixCall = authorizationMatrix[name];
  // A call that ends the session gets one of its own, so later calls keep theirs.
  const as: SignedIn | undefined =
    role === undefined
      ? undefined
      : matrixCall.endsSession
        ? await server.signIn(sessions[role].username)
        : sessions[role];
  const spec: CallSpec = contract[name];
  const response = await server.request(`${call.path}${queryString(call.query, matrixCall.query)}`, {
    method: spec.method,
    as,
    ...(spec.method === 'GET' ? {} : encodedBody(spec, call.body)),
  });
  const text = await response.text();
  return { status: response.status, isRefusedInput: isRefusedInput(response, text), text };
}

/** The texts of refusals made before the handler: no session, no access, no route at that address. */
const guardTexts: readonly string[] = [
  errorMessages.unauthenticated,
  errorMessages.forbidden,
  errorMessages.notSegmentAdmin,
  errorMessages.notFound,
];

/**
 * Refused before the handler could act, or by the database for a value the contract let through: the
 * registrar's refusal (marked in tests), a guard's, a body too large, or a value no column can hold. A refusal by
 * the handler's own rules (a 400, 404 or 409 with its message) counts as reached.
 */
function isRefusedInput(response: Response, text: string): boolean {
  if (response.headers.has(refusedByContractHeader) || response.status === 413) return true;
  const body = errorBodySchema.safeParse(jsonOrNull(text));
  if (!body.success) return false;
  const { message, issues = [] } = body.data.error;
  if ([401, 403, 404].includes(response.status)) return guardTexts.includes(message);
  const databaseTexts: readonly string[] = Object.values(invalidValueMessages);
  return (
    response.status === 400 &&
    issues.some((issue) => issue.path === '' && databaseTexts.includes(issue.message))
  );
}

/** The answer's JSON, or null for a file or an empty answer. */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sends the call and checks the three properties; throws (with the call) when one fails. */
async function checkCall(name: CallName, call: Call): Promise<Answer> {
  await changes.take();
  const answer = await send(name, call);
  const written = await changes.take();
  const { status } = answer;
  const shown = `${contract[name].method} ${call.path} ${JSON.stringify(call).slice(0, 300)}`;
  expect(status, `${shown} answered ${status}`).toBeLessThan(500);
  const stored = written.filter((change) => change.operation !== 'DELETE' && /[<>]/.test(change.row));
  expect(stored, `${shown} stored markup`).toEqual([]);
  if (status >= 400) {
    const changed = written.filter((change) => !bookkeepingTables.has(change.table));
    expect(changed, `${shown} was refused (${status}) but changed rows`).toEqual([]);
  }
  return answer;
}

/**
 * An input the schema accepts once the server has taken out angle brackets, as it does on the way in (a multipart
 * body's files are left as they are).
 */
function isAccepted(schema: z.ZodMiniType | undefined, value: unknown): boolean {
  if (!schema) return true;
  const stripped = isObject(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          item instanceof Blob ? item : stripAngleBracketsDeep(item),
        ]),
      )
    : stripAngleBracketsDeep(value);
  return schema.safeParse(stripped).success;
}

const options = (name: CallName, offset: number) => ({
  numRuns: runs,
  seed: seed + callNames.indexOf(name) * 3 + offset,
  endOnFailure: true,
});

beforeAll(async () => {
  // Uploads are stored, so the upload calls can succeed.
  uploadsDir = await mkdtemp(join(tmpdir(), 'segno-fuzz-uploads-'));
  server = await startTestServer({ uploadsDir });
  sessions = await signInAll(server);
  ids = await createMatrixIds(server, sessions);
  changes = await watchChanges(server.db);
}, 60_000);

afterAll(async () => {
  const lines = [...reach].map(
    ([name, { tried, reached }]) => `${name.padEnd(30)} ${String(reached).padStart(3)} of ${tried} reached`,
  );
  const made = Object.entries(madeBy).map(([what, isMaker]) => {
    const count = [...reach].filter(([name]) => isMaker(name)).reduce((sum, [, each]) => sum + each.made, 0);
    return `${what}: ${count}`;
  });
  console.info(
    `Valid inputs that reached each call's handler:\n${lines.join('\n')}\nMade: ${made.join(', ')}`,
  );
  await server.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('every call under generated and broken input', () => {
  it.each(callNames)(
    '%s',
    async (name) => {
      const spec: CallSpec = contract[name];
      const path = buildPath(name, paramsOf(name) as never);
      const hasBody = spec.method !== 'GET';
      const counts: Reach = { tried: 0, reached: 0, made: 0 };
      reach.set(name, counts);

      // Generated inputs, and first the matrix's own (a body the call takes): those the contract's schemas accept
      // once angle brackets are taken out are valid, and must reach the handler.
      const generated = fc.record({
        body: spec.body ? bodyInputsOf(spec.body) : fc.constant(undefined),
        query: spec.query ? inputsOf(spec.query) : fc.constant(undefined),
      });
      const example = { body: authorizationMatrix[name].body?.(ids), query: undefined };
      const isValid = (input: { body: unknown; query: unknown }) =>
        isAccepted(spec.body?.schema, input.body) && isAccepted(spec.query, input.query);
      await fc.assert(
        fc.asyncProperty(generated, async (input) => {
          const answer = await checkCall(name, { path, ...input });
          if (!isValid(input)) return;
          counts.tried++;
          if (!answer.isRefusedInput) counts.reached++;
          else
            counts.refusal ??= `${JSON.stringify(input).slice(0, 300)} answered ${answer.status} ${answer.text.slice(0, 300)}`;
          if (answer.status < 300) counts.made++;
        }),
        { ...options(name, 0), examples: isValid(example) ? [[example]] : [] },
      );
      expect(counts.tried, `${name}: no generated input is valid`).toBeGreaterThan(0);
      expect(
        counts.reached,
        `${name}: no valid input reached the handler, e.g. ${counts.refusal}`,
      ).toBeGreaterThan(0);
      expect(
        counts.tried - counts.reached,
        `${name}: ${counts.tried - counts.reached} of ${counts.tried} valid inputs refused, e.g. ${counts.refusal}`,
      ).toBeLessThanOrEqual(counts.tried / 10);

      const broken = hasBody
        ? fc.record({
            body: brokenInputsOf(spec.body?.schema),
            query: spec.query ? inputsOf(spec.query) : fc.constant(undefined),
          })
        : fc.record({ query: brokenInputsOf(spec.query) });
      await fc.assert(
        fc.asyncProperty(broken, async (input) => {
          await checkCall(name, { path, ...input });
        }),
        options(name, 1),
      );

      const paramNames = Object.keys(spec.params ?? {});
      if (paramNames.length > 0) {
        const brokenPath = fc.tuple(fc.constantFrom(...paramNames), brokenValue).map(([param, value]) =>
          buildPath(name, {
            ...paramsOf(name),
            [param]: typeof value === 'string' ? value : JSON.stringify(value),
          } as never),
        );
        await fc.assert(
          fc.asyncProperty(brokenPath, async (brokenPathText) => {
            await checkCall(name, { path: brokenPathText });
          }),
          options(name, 2),
        );
      }
    },
    120_000,
  );
});
