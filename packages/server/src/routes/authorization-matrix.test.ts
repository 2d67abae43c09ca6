/**
 * The authorisation matrix: every call of the contract made as each demo role, with the
 * answer `authorizationMatrix` expects ('ok' a real success, 2xx); every route the API registers is a call of
 * the contract, registered from it; then one learner's completions, profile image and checklist, which another
 * learner can neither read nor change.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiBasePath, assignableObjectNames, contentExportObjects } from '@segno/domain';
import { buildPath, type CallSpec, contract, type EndpointName, endpoints } from '@segno/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { honoPathOf, isRegisteredFromContract } from '../http/register-calls';
import { changeLogObjects } from '../services/change-log-service';
import {
  authorizationMatrix,
  type Expected,
  type MatrixCall,
  type MatrixIds,
  type MatrixRole,
  matrixParams,
  matrixRoles,
} from '../testing/authorization-matrix';
import { createMatrixIds, type MatrixSessions, signInAll } from '../testing/matrix-setup';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = { 'Content-Type': 'application/json' };
const endpointNames = Object.keys(endpoints) as EndpointName[];

/** One row of the matrix: a call, or one variant of a call made for each object type. */
type MatrixCase = { title: string; name: EndpointName; call: MatrixCall };

/** The path parameters that name the type of the object a call acts on, and the types each names. */
const objectTypeParams: Record<string, readonly string[]> = {
  assigned_object: assignableObjectNames,
  export_object: contentExportObjects,
  object: changeLogObjects,
};

const matrixCases: MatrixCase[] = endpointNames.flatMap((name) => {
  const { variants, ...call } = authorizationMatrix[name] as MatrixCall;
  if (!variants) return [{ title: name, name, call }];
  return variants.map(({ name: variant, ...changes }) => ({
    title: `${name} (${variant})`,
    name,
    call: { ...call, ...changes },
  }));
});

let server: TestServer;
let uploadsDir: string;
let sessions: MatrixSessions;
let ids: MatrixIds;

function pathOf(name: EndpointName, call: MatrixCall, role: MatrixRole): string {
  const params = { ...matrixParams(ids), ...call.params?.(ids, role) };
  const path = buildPath(name, params as never);
  return call.query ? `${path}?${call.query}` : path;
}

/** What the role got, in the matrix's terms: 'ok' for a success (2xx), else the status. */
function verdictOf(status: number): Expected | number {
  return status >= 200 && status < 300 ? 'ok' : status;
}

async function callAs(name: EndpointName, call: MatrixCall, role: MatrixRole, as: SignedIn | undefined) {
  const { method } = endpoints[name];
  const init: RequestInit =
    method === 'GET'
      ? {}
      : call.form
        ? { body: call.form(ids, role) }
        : { headers: json, body: JSON.stringify(call.body?.(ids, role) ?? {}) };
  const response = await server.request(pathOf(name, call, role), { method, as, ...init });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'segno-matrix-uploads-'));
  server = await startTestServer({ uploadsDir });
  sessions = await signInAll(server);
  ids = await createMatrixIds(server, sessions);
});
afterAll(async () => {
  await server.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('the authorisation matrix', () => {
  it('has one entry per call of the contract, and none for a call the contract lacks', () => {
    expect(Object.keys(authorizationMatrix).sort()).toEqual([...endpointNames].sort());
  });

  it('makes a call whose parameter names the object type once for each type', () => {
    for (const name of endpointNames) {
      const spec: CallSpec = contract[name];
      for (const [param, types] of Object.entries(objectTypeParams)) {
        if (!spec.params?.[param]) continue;
        const called = matrixCases
          .filter((each) => each.name === name)
          .map(({ call }) => ({ ...matrixParams(ids), ...call.params?.(ids, 'admin') })[param]);
        expect(called.sort(), `${name} ${param}`).toEqual([...types].sort());
      }
    }
  });

  it.each(matrixCases)('$title answers each role as the matrix says', async ({ name, call }) => {
    // A call that ends the session is made with sessions of its own, so later calls keep theirs.
    const callers = call.endsSession ? await signInAll(server) : sessions;
    const answers: Partial<Record<MatrixRole, Expected | number>> = {};
    for (const role of matrixRoles) {
      const status = await callAs(name, call, role, role === 'anonymous' ? undefined : callers[role]);
      answers[role] = verdictOf(status);
    }
    expect(answers, `${endpoints[name].method} ${pathOf(name, call, 'admin')}`).toEqual(call.expect);
  });

  it('every route Hono registered is a call of the contract, registered from it', () => {
    const api = createApi({ db: server.db, secret: server.secret });
    // Middleware for every method (`use`) is registered as 'ALL'. A route's own chain (the session check, a
    // body limit, then its handler) is one entry per handler, in order, under the route's method and path:
    // the route's handler is the last of them.
    const handlers = new Map<string, object[]>();
    for (const route of api.routes) {
      if (route.method === 'ALL') continue;
      const key = `${route.method} ${route.path}`;
      handlers.set(key, [...(handlers.get(key) ?? []), route.handler]);
    }
    const byHand = [...handlers]
      .filter(([, chain]) => {
        const fromContract = chain.filter((handler) => isRegisteredFromContract(handler));
        return fromContract.length !== 1 || fromContract[0] !== chain.at(-1);
      })
      .map(([route]) => route)
      .sort();
    const calls = Object.values(contract as Record<string, CallSpec>)
      .map((spec) => `${spec.method} ${apiBasePath}${honoPathOf(spec)}`)
      .sort();
    expect({ byHand, registered: [...handlers.keys()].sort() }).toEqual({ byHand: [], registered: calls });
  });
});

describe("one learner's records, which another learner can neither read nor change", () => {
  const send = (method: string, path: string, body: unknown, as: SignedIn) =>
    server.request(path, { method, as, headers: json, body: JSON.stringify(body) });
  /** The owner's view of the record, read as the owner. */
  const readAsOwner = async (path: string) => {
    const response = await server.request(path, { as: sessions.learner });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const statusOf = async (response: Response) => {
    await response.arrayBuffer();
    return response.status;
  };

  it("refuses another learner the learner's completions and ratings", async () => {
    const { learner, otherLearner } = sessions;
    const activities = `/user/${learner.user_id}/activities`;
    // The learner's state of the content: its completion and rating, not the views every read counts.
    const readState = async () => {
      const { times_viewed: _views, ...state } = await readAsOwner('/content/23');
      return [await readAsOwner(activities), await readAsOwner(`/user/${learner.user_id}/stats`), state];
    };
    const before = await readState();
    expect(await statusOf(await server.request(activities, { as: otherLearner }))).toBe(403);
    const base = `/user/${learner.user_id}/content/23`;
    expect(await statusOf(await send('POST', base, { time_spent: 60 }, otherLearner))).toBe(403);
    expect(await statusOf(await send('POST', `${base}/rating`, { rating: 1 }, otherLearner))).toBe(403);
    expect(await readState()).toEqual(before);
  });

  it("refuses another learner the learner's profile image", async () => {
    const { learner, otherLearner } = sessions;
    const profile = `/user/${learner.user_id}`;
    const before = await readAsOwner(profile);
    expect(await statusOf(await server.request(profile, { as: otherLearner }))).toBe(403);
    const image = { profile_image_url: '/api/uploads/not-theirs.png' };
    expect(await statusOf(await send('PUT', `${profile}/profile-image`, image, otherLearner))).toBe(403);
    expect(await readAsOwner(profile)).toEqual(before);
  });

  it("refuses another learner the learner's checklist copy", async () => {
    const copy = `/user_checklist/${ids.userChecklistId}`;
    const before = await readAsOwner(copy);
    expect(await statusOf(await server.request(copy, { as: sessions.otherLearner }))).toBe(403);
    const checkAll = { checked_item_ids: ids.checklistItemIds };
    expect(await statusOf(await send('PUT', copy, checkAll, sessions.otherLearner))).toBe(403);
    expect(await readAsOwner(copy)).toEqual(before);
  });
});
