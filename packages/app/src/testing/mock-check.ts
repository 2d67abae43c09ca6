import { decodeDates } from '@segno/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoAdminFetch } from './demo-admin-fetch';

export type SignedIn = Awaited<ReturnType<TestServer['signIn']>>;

/** Answers a call as a Screens story's mock does; undefined when it mocks no such call. */
export type StoryMock = (request: Request, userId: number) => Promise<Response | undefined>;

type MockCheckOptions = {
  /** The mock under test, made once the server (and its demo data) is up; the admin screens' mock by default. */
  mock?: (server: TestServer) => StoryMock;
  /** Drops what may differ between the two answers (a wall-clock stamp) from a decoded body. */
  stable?: (body: unknown) => unknown;
};

/**
 * What every check of a Screens mock against the real server shares: a test server on the demo data, `admin` and
 * `learner` signed in, and `expectSame`, which sends one call to the mock and to the server and expects the same
 * status and the same decoded body. Call it in a `describe`; read `server`, `admin` and `learner` inside tests.
 */
export function mockCheck({
  mock: makeMock = (server) => async (request, userId) => demoAdminFetch(server.demo, request, userId),
  stable = (body) => body,
}: MockCheckOptions = {}) {
  const check = {} as { server: TestServer; admin: SignedIn; learner: SignedIn; mock: StoryMock };
  beforeAll(async () => {
    check.server = await startTestServer();
    check.mock = makeMock(check.server);
    check.admin = await check.server.signIn('admin');
    check.learner = await check.server.signIn('learner');
  }, 60_000);
  afterAll(() => check.server.close());

  /** The call as `as` (the admin by default) to both; answers the server's. */
  async function expectSame<Body = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    as?: SignedIn,
  ): Promise<{ status: number; body: Body }> {
    const user = as ?? check.admin;
    const init = {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const mocked = await check.mock(new Request(`http://demo/api${path}`, init), user.user_id);
    const real = await check.server.request(path, { ...init, as: user });
    const answers = {
      mock: { status: mocked?.status, body: stable(decodeDates(await mocked?.json())) },
      real: { status: real.status, body: stable(decodeDates(await real.json())) },
    };
    expect(answers.mock, `${method} ${path}`).toEqual(answers.real);
    return answers.real as { status: number; body: Body };
  }

  return Object.assign(check, { expectSame });
}
