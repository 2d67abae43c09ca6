/**
 * The authorisation matrix (issue 11, Security): every route of the shared table called as each demo role, with
 * the answer `authorizationMatrix` expects; then one learner's completions, profile image and checklist, which
 * another learner can neither read nor change.
 */
import { buildPath, type EndpointName, endpoints } from '@segno/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  type Expected,
  type MatrixCall,
  type MatrixIds,
  type MatrixRole,
  matrixParams,
  matrixRoles,
  missingId,
} from '../testing/authorization-matrix';
import { createMatrixIds, type MatrixSessions, signInAll } from '../testing/matrix-setup';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = { 'Content-Type': 'application/json' };
const endpointNames = Object.keys(endpoints) as EndpointName[];

let server: TestServer;
let sessions: MatrixSessions;
let ids: MatrixIds;

function pathOf(name: EndpointName, call: MatrixCall): string {
  const params = { ...matrixParams(ids), ...call.params?.(ids) };
  if (call.onMissing) {
    for (const key of Object.keys(params)) if (key.endsWith('_id')) params[key] = missingId;
  }
  const path = buildPath(name, params as never);
  return call.query ? `${path}?${call.query}` : path;
}

/** What the role got, in the matrix's terms: 'ok' for any answer past authorisation. */
function verdictOf(status: number, expected: Expected): Expected | number {
  if (expected === 'ok') return status === 401 || status === 403 || status >= 500 ? status : 'ok';
  return status;
}

async function callAs(name: EndpointName, call: MatrixCall, as: SignedIn | undefined): Promise<number> {
  const { method } = endpoints[name];
  const body = method === 'GET' ? undefined : JSON.stringify(call.body?.(ids) ?? {});
  const response = await server.request(pathOf(name, call), {
    method,
    as,
    ...(body === undefined ? {} : { headers: json, body }),
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer();
  sessions = await signInAll(server);
  ids = await createMatrixIds(server, sessions);
});
afterAll(() => server.close());

describe('the authorisation matrix', () => {
  it('has one entry per route of the table, and none for a route the table lacks', () => {
    expect(Object.keys(authorizationMatrix).sort()).toEqual([...endpointNames].sort());
  });

  it.each(endpointNames)('%s answers each role as the matrix says', async (name) => {
    const call = authorizationMatrix[name];
    // A call that ends the session is made with sessions of its own, so later calls keep theirs.
    const callers = call.endsSession ? await signInAll(server) : sessions;
    const answers: Partial<Record<MatrixRole, Expected | number>> = {};
    for (const role of matrixRoles) {
      const status = await callAs(name, call, role === 'anonymous' ? undefined : callers[role]);
      answers[role] = verdictOf(status, call.expect[role]);
    }
    expect(answers, `${endpoints[name].method} ${pathOf(name, call)}`).toEqual(call.expect);
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
