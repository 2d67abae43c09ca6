import { authResponseHeader, formatMessage, loginThrottleLimits, messages } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../services/auth-service';
import { startTestServer, type TestServer } from '../testing/test-server';

const minuteMs = 60_000;

describe('POST /api/auth throttling (issue 11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const attempt = (username: string, password: string) =>
    server.request('/auth', { method: 'POST', body: new URLSearchParams({ username, password }) });

  async function failTimes(username: string, times: number): Promise<void> {
    for (let count = 0; count < times; count += 1) {
      expect((await attempt(username, 'wrong')).status).toBe(401);
    }
  }

  it('refuses with 429 after 5 refused attempts in 15 minutes, even the right password, until the window passes', async () => {
    await failTimes('gkim', loginThrottleLimits.maxFailures);

    const throttled = await attempt('gkim', 'demo');
    expect(throttled.status).toBe(429);
    const reason = formatMessage(messages.login.tooManyAttempts, { minutes: 15 });
    expect(throttled.headers.get(authResponseHeader)).toBe(reason);
    expect(throttled.headers.get('Retry-After')).toBe(String(15 * 60));
    expect(((await throttled.json()) as { error: { message: string } }).error.message).toBe(reason);

    server.clock.advance(10 * minuteMs);
    const later = await attempt('GKIM', 'demo');
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe(String(5 * 60));

    server.clock.advance(5 * minuteMs);
    expect((await attempt('gkim', 'demo')).status).toBe(200);
  });

  it('counts attempts within the window only, and a successful sign-in clears them', async () => {
    await failTimes('epetrova', loginThrottleLimits.maxFailures - 1);
    expect((await attempt('epetrova', 'demo')).status).toBe(200);
    await failTimes('epetrova', loginThrottleLimits.maxFailures - 1);
    server.clock.advance(loginThrottleLimits.windowMs + 1);
    await failTimes('epetrova', loginThrottleLimits.maxFailures - 1);
    expect((await attempt('epetrova', 'demo')).status).toBe(200);
  });

  it('throttles unknown accounts too, and never another account', async () => {
    await failTimes('nobody-here', loginThrottleLimits.maxFailures);
    expect((await attempt('nobody-here', 'demo')).status).toBe(429);
    expect((await attempt('nwilliams', 'demo')).status).toBe(200);
  });

  it('counts every one of parallel guesses', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('falsayed', 'wrong')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(loginThrottleLimits.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - loginThrottleLimits.maxFailures);
  });

  it('keeps each client address apart', async () => {
    const auth = createAuthService({ orm: server.db.orm, now: server.clock.now, secret: server.secret });
    const guess = { username: 'lmoreau', password: 'wrong' };
    for (let count = 0; count < loginThrottleLimits.maxFailures; count += 1) {
      expect(await auth.signIn(guess, '203.0.113.7')).toMatchObject({ ok: false });
    }
    expect(await auth.signIn({ username: 'lmoreau', password: 'demo' }, '203.0.113.7')).toHaveProperty(
      'retryAfterSeconds',
    );
    expect(await auth.signIn({ username: 'lmoreau', password: 'demo' }, '198.51.100.4')).toMatchObject({
      ok: true,
    });
  });
});
