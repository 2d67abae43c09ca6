import { sessionLimits } from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUser, session } from '../db/schema';
import { basicAuthorization } from '../http/basic-credentials';
import { readErrorResponse } from '../testing/error-response';
import { startTestServer, type TestServer, testReferenceDate } from '../testing/test-server';

const minute = 60_000;

describe('sessions on signed-in calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.set(testReferenceDate));

  const getDefinition = (authorization?: string) =>
    server.request('/definition', authorization ? { headers: { Authorization: authorization } } : {});

  async function expectUnauthenticated(response: Response) {
    expect((await readErrorResponse(response)).status).toBe(401);
  }

  it('lets a live session through', async () => {
    const learner = await server.signIn('learner');
    expect((await getDefinition(learner.authorization)).status).toBe(200);
  });

  it('refuses a call without the header', async () => {
    await expectUnauthenticated(await getDefinition());
  });

  it.each([
    ['another scheme', 'Bearer abc'],
    ['no colon', `Basic ${Buffer.from('learner').toString('base64')}`],
    ['garbage', 'Basic !!!'],
  ])('refuses a malformed header: %s', async (_, header) => {
    await expectUnauthenticated(await getDefinition(header));
  });

  it('refuses a session token that was never issued', async () => {
    await expectUnauthenticated(await getDefinition(basicAuthorization('learner', 'A'.repeat(43))));
  });

  it("refuses a real session presented under another user's name", async () => {
    const learner = await server.signIn('learner');
    await expectUnauthenticated(await getDefinition(basicAuthorization('admin', learner.session)));
  });

  it('stores only the hash of the token', async () => {
    const learner = await server.signIn('learner');
    const stored = await server.db.orm.select({ tokenHash: session.tokenHash }).from(session);
    expect(stored.some((row) => row.tokenHash === learner.session)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('expires a session left idle', async () => {
    const learner = await server.signIn('learner');
    server.clock.advance(sessionLimits.idleMs - minute);
    expect((await getDefinition(learner.authorization)).status).toBe(200);
    // The call above counted as activity, so the idle time starts again from there.
    server.clock.advance(sessionLimits.idleMs - minute);
    expect((await getDefinition(learner.authorization)).status).toBe(200);
    server.clock.advance(sessionLimits.idleMs);
    await expectUnauthenticated(await getDefinition(learner.authorization));
  });

  it('expires a session at its absolute lifetime even when it is busy', async () => {
    const learner = await server.signIn('learner');
    const step = sessionLimits.idleMs / 2;
    for (let elapsed = step; elapsed < sessionLimits.absoluteMs; elapsed += step) {
      server.clock.set(new Date(testReferenceDate.getTime() + elapsed));
      expect((await getDefinition(learner.authorization)).status).toBe(200);
    }
    server.clock.set(new Date(testReferenceDate.getTime() + sessionLimits.absoluteMs));
    await expectUnauthenticated(await getDefinition(learner.authorization));
  });

  it('ends the session at logout; the next call is refused', async () => {
    const learner = await server.signIn('learner');
    const other = await server.signIn('learner');
    const logout = await server.request(`/user/${learner.user_id}/logout`, { method: 'DELETE', as: learner });
    expect(logout.status).toBe(200);
    await expectUnauthenticated(await getDefinition(learner.authorization));
    await expectUnauthenticated(
      await server.request(`/user/${learner.user_id}/logout`, { method: 'DELETE', as: learner }),
    );
    // Only that one session ends; the same user's other sign-in stays.
    expect((await getDefinition(other.authorization)).status).toBe(200);
  });

  it("refuses to log out another user's id", async () => {
    const learner = await server.signIn('learner');
    const response = await server.request('/user/2/logout', { method: 'DELETE', as: learner });
    expect((await readErrorResponse(response)).status).toBe(403);
    expect((await getDefinition(learner.authorization)).status).toBe(200);
  });

  it('refuses the session of an account disabled after sign-in', async () => {
    const noah = await server.signIn('nwilliams');
    await server.db.orm.update(appUser).set({ isDisabled: true }).where(eq(appUser.id, noah.user_id));
    try {
      await expectUnauthenticated(await getDefinition(noah.authorization));
    } finally {
      await server.db.orm.update(appUser).set({ isDisabled: false }).where(eq(appUser.id, noah.user_id));
    }
  });
});
