/**
 * Sign-in (000, section 7, POST /auth): enterprise id and password, or a single-sign-on ticket. A refusal
 * carries the reason the login screen shows (000, section 8).
 */
import { type AuthRequest, type AuthResponse, messages } from '@segno/domain';
import { verifyPassword } from '../auth/password';
import { verifySsoTicket } from '../auth/sso-ticket';
import { findUserByUsername, type UserRow } from '../repositories/user-repository';
import type { ServiceContext } from './service-context';
import { startSession } from './session-service';
import { readUserRecord } from './user-service';

export type SignInResult = { ok: true; response: AuthResponse } | { ok: false; reason: string };

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

  return {
    /** The iPad flag is accepted for compatibility; it changes nothing on the server yet. */
    async signIn(request: AuthRequest): Promise<SignInResult> {
      const identified = await identify(request);
      if ('refusal' in identified) return { ok: false, reason: identified.refusal };
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
