import { authResponseHeader, authResponseSchema, decodeDates, messages } from '@segno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSsoTicket } from '../auth/sso-ticket';
import { appUser } from '../db/schema';
import { readErrorResponse } from '../testing/error-response';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('POST /api/auth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const postForm = (fields: Record<string, string>) =>
    server.request('/auth', { method: 'POST', body: new URLSearchParams(fields) });

  async function expectRefused(response: Response, reason: string) {
    expect(response.headers.get(authResponseHeader)).toBe(reason);
    const { status, body } = await readErrorResponse(response);
    expect(status).toBe(401);
    expect(body.error.message).toBe(reason);
  }

  describe('with enterprise id and password', () => {
    it('signs in and returns the session and the user', async () => {
      const response = await postForm({ username: 'learner', password: 'demo' });
      expect(response.status).toBe(200);
      const body = authResponseSchema.parse(decodeDates(await response.json()));
      expect(body).toMatchObject({ user_id: 1, username: 'learner' });
      expect(body.session).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({ user_id: 1, first_name: 'Maya', roles: [1], on_the_clock: true });
    });

    it('matches the username without regard to case', async () => {
      const response = await postForm({ username: 'LEARNER', password: 'demo' });
      expect(response.status).toBe(200);
    });

    it('accepts JSON and multipart bodies and the iPad flag', async () => {
      const json = await server.request('/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'demo', ipad: true }),
      });
      expect(json.status).toBe(200);
      const form = new FormData();
      form.set('username', 'instructor');
      form.set('password', 'demo');
      form.set('ipad', '1');
      const multipart = await server.request('/auth', { method: 'POST', body: form });
      expect(multipart.status).toBe(200);
    });

    it('gives every sign-in its own session', async () => {
      const first = await server.signIn('manager');
      const second = await server.signIn('manager');
      expect(first.session).not.toBe(second.session);
    });

    it('refuses a wrong password with the reason in the Auth-Response header', async () => {
      await expectRefused(
        await postForm({ username: 'learner', password: 'wrong' }),
        messages.login.invalidCredentials,
      );
    });

    it('refuses an unknown user with the same reason', async () => {
      await expectRefused(
        await postForm({ username: 'nobody', password: 'demo' }),
        messages.login.invalidCredentials,
      );
    });

    it('refuses a disabled account as access denied', async () => {
      await server.db.orm.update(appUser).set({ isDisabled: true }).where(eq(appUser.username, 'bfischer'));
      try {
        await expectRefused(
          await postForm({ username: 'bfischer', password: 'demo' }),
          messages.login.accessDenied,
        );
      } finally {
        await server.db.orm
          .update(appUser)
          .set({ isDisabled: false })
          .where(eq(appUser.username, 'bfischer'));
      }
    });
  });

  describe('with a single-sign-on ticket', () => {
    it('signs in with a fresh ticket', async () => {
      const ticket = createSsoTicket('offclock', server.secret, server.clock.now());
      const response = await postForm({ ticket });
      expect(response.status).toBe(200);
      const body = authResponseSchema.parse(decodeDates(await response.json()));
      expect(body.user).toMatchObject({ username: 'offclock', on_the_clock: false });
    });

    it('refuses an expired ticket', async () => {
      const ticket = createSsoTicket(
        'learner',
        server.secret,
        new Date(server.clock.now().getTime() - 6 * 60_000),
      );
      await expectRefused(await postForm({ ticket }), messages.login.invalidTicket);
    });

    it('refuses a tampered ticket', async () => {
      const [, signature] = createSsoTicket('learner', server.secret, server.clock.now()).split('.');
      const payload = { username: 'admin', exp: server.clock.now().getTime() + 60_000 };
      const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      await expectRefused(await postForm({ ticket: forged }), messages.login.invalidTicket);
    });

    it('refuses a valid ticket for a user who does not exist', async () => {
      const ticket = createSsoTicket('ghost', server.secret, server.clock.now());
      await expectRefused(await postForm({ ticket }), messages.login.invalidTicket);
    });
  });

  describe('with a malformed request', () => {
    it.each([
      ['no fields', {}],
      ['an empty username', { username: '', password: 'demo' }],
      ['no password', { username: 'learner' }],
      ['an empty ticket', { ticket: '' }],
    ])('answers 400 for %s', async (_, fields) => {
      const { status, body } = await readErrorResponse(await postForm(fields));
      expect(status).toBe(400);
      expect(body.error.issues?.length).toBeGreaterThan(0);
    });

    it('answers 413 for a body far larger than a sign-in form', async () => {
      const response = await postForm({ username: 'learner', password: 'x'.repeat(20_000) });
      expect((await readErrorResponse(response)).status).toBe(413);
    });

    it('answers 400 for broken JSON, a JSON array and a plain-text body', async () => {
      const bodies: [string, string][] = [
        ['application/json', '{"username":'],
        ['application/json', '["learner","demo"]'],
        ['text/plain', 'username=learner&password=demo'],
      ];
      for (const [contentType, body] of bodies) {
        const response = await server.request('/auth', {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body,
        });
        expect((await readErrorResponse(response)).status).toBe(400);
      }
    });
  });
});
