/**
 * Server sessions: a random token handed out at sign-in, stored only as its hash, ended by logout, by the
 * absolute lifetime or by idleness (`sessionLimits`).
 */
import { sessionLimits } from '@segno/domain';
import { createSessionToken, hashSessionToken } from '../auth/session-token';
import type { Orm } from '../db/database';
import {
  endSession,
  findSessionWithUser,
  insertSession,
  type SessionRow,
  touchSession,
} from '../repositories/session-repository';
import type { ServiceContext } from './service-context';

/** Recording every request would write on every read; once a minute is precise enough for a 2-hour limit. */
const lastSeenResolutionMs = 60_000;

export type SignedInUser = { userId: number; username: string; roles: number[]; tokenHash: string };
export type SessionCredentials = { username: string; token: string };

export function isSessionLive(session: SessionRow, now: Date): boolean {
  return (
    session.endedAt === null &&
    now < session.expiresAt &&
    now.getTime() - session.lastSeenAt.getTime() < sessionLimits.idleMs
  );
}

/** Starts a session for the user inside the caller's transaction; returns the token for the client. */
export async function startSession(db: Orm, userId: number, now: Date): Promise<string> {
  const token = createSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLimits.absoluteMs),
  });
  return token;
}

export function createSessionService({ orm, now }: ServiceContext) {
  return {
    /** The signed-in user when the token names a live session of that same, enabled user. */
    async authenticate({ username, token }: SessionCredentials): Promise<SignedInUser | undefined> {
      const tokenHash = hashSessionToken(token);
      const at = now();
      // One statement on most requests, no transaction: the check is a single read, and the touch (once a
      // minute) only moves last_seen_at forward, so nothing else has to happen with it.
      const found = await findSessionWithUser(orm, tokenHash);
      if (!found || found.user.isDisabled || !isSessionLive(found.session, at)) return undefined;
      if (found.user.username.toLowerCase() !== username.toLowerCase()) return undefined;
      if (at.getTime() - found.session.lastSeenAt.getTime() >= lastSeenResolutionMs) {
        await touchSession(orm, tokenHash, at);
      }
      return { userId: found.user.id, username: found.user.username, roles: found.user.roles, tokenHash };
    },

    async end(signedIn: SignedInUser): Promise<void> {
      await endSession(orm, signedIn.tokenHash, now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
