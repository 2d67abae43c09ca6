/**
 * Sign-in (000, section 7, POST /auth): enterprise id and password, or a single-sign-on ticket. A refusal
 * carries the reason the login screen shows (000, section 8).
 *
 * Password attempts are throttled by account and client address (`loginThrottleLimits`, issue 11): each attempt
 * is recorded as a failure before the password is checked (so parallel guesses all count) and cleared when it
 * proves right; with the window full, the answer is 429 without checking the password.
 */
import {
  type AuthRequest,
  type AuthResponse,
  formatMessage,
  loginThrottleLimits,
  messages,
} from '@segno/domain';
import { verifyPassword } from '../auth/password';
import { verifySsoTicket } from '../auth/sso-ticket';
import {
  clearLoginFailures,
  insertLoginFailure,
  type LoginKey,
  listLoginFailures,
  lockLoginKey,
} from '../repositories/login-failure-repository';
import { findUserByUsername, type UserRow } from '../repositories/user-repository';
import type { ServiceContext } from './service-context';
import { startSession } from './session-service';
import { readUserRecord } from './user-service';

export type SignInResult =
  | { ok: true; response: AuthResponse }
  | { ok: false; reason: string }
  | { ok: false; reason: string; retryAfterSeconds: number };

export function createAuthService({ orm, now, secret }: ServiceContext & { secret: Buffer }) {
  async function identify(request: AuthRequest): Promise<{ user: UserRow } | { refusal: string }> {
    if ('ticket' in request) {
      const username = verifySsoTicket(request.ticket, secret, now());
      const user = username === undefined ? undefined : await findUserByUsername(orm, username);
      return user ? { user } : { refusal: messages.login.invalidTicket };
    }
    const user = await findUserByUsername(orm, request.username);
    // The hash check runs even for an unknown user, so timing does not reveal which usernames exist.
    const isPasswordRight = await verifyPassword(request.password, user?.passwordHash ?? null);
    return user && isPasswordRight ? { user } : { refusal: messages.login.invalidCredentials };
  }

  /** Records the attempt unless the key's window is full; answers the wait in milliseconds when it is. */
  function reserveAttempt(key: LoginKey, at: Date): Promise<number | undefined> {
    const windowStart = new Date(at.getTime() - loginThrottleLimits.windowMs);
    return orm.transaction(async (tx) => {
      await lockLoginKey(tx, key);
      const failures = await listLoginFailures(tx, key, windowStart);
      if (failures.length >= loginThrottleLimits.maxFailures) {
        const oldestCounted = failures[failures.length - loginThrottleLimits.maxFailures] ?? at;
        return oldestCounted.getTime() + loginThrottleLimits.windowMs - at.getTime();
      }
      await insertLoginFailure(tx, key, at, windowStart);
      return undefined;
    });
  }

  return {
    /**
     * Signs in from `address` (the client's, for the throttle). The iPad flag is accepted for compatibility; it
     * changes nothing on the server yet.
     */
    async signIn(request: AuthRequest, address: string): Promise<SignInResult> {
      const key = 'username' in request ? { username: request.username.toLowerCase(), address } : undefined;
      if (key) {
        const waitMs = await reserveAttempt(key, now());
        if (waitMs !== undefined) {
          const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
          const reason = formatMessage(messages.login.tooManyAttempts, { minutes });
          return { ok: false, reason, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        }
      }
      const identified = await identify(request);
      if ('refusal' in identified) return { ok: false, reason: identified.refusal };
      // The password was right: the attempt was no guess.
      if (key) await clearLoginFailures(orm, key);
      const { user } = identified;
      if (user.isDisabled) return { ok: false, reason: messages.login.accessDenied };
      const at = now();
      const response = await orm.transaction(async (tx) => {
        const session = await startSession(tx, user.id, at);
        const record = await readUserRecord(tx, user, [], at);
        return { user_id: user.id, username: user.username, session, user: record };
      });
      return { ok: true, response };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
