/**
 * Single-sign-on tickets: `base64url(JSON {username, exp}).base64url(HMAC-SHA256)`, signed with the server
 * secret and valid for `sessionLimits.ssoTicketLifetimeMs`. `exp` is in milliseconds since the epoch.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionLimits } from '@segno/domain';
import { z } from '@segno/domain/zod';

const ticketPayloadSchema = z.object({
  username: z.string().check(z.minLength(1)),
  exp: z.int(),
});

function sign(encodedPayload: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

export function createSsoTicket(username: string, secret: Buffer, now: Date): string {
  const payload = { username, exp: now.getTime() + sessionLimits.ssoTicketLifetimeMs };
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encodedPayload}.${sign(encodedPayload, secret).toString('base64url')}`;
}

/** The ticket's username when its signature is right and it has not expired; otherwise undefined. */
export function verifySsoTicket(ticket: string, secret: Buffer, now: Date): string | undefined {
  const [encodedPayload, encodedSignature, ...rest] = ticket.split('.');
  if (!encodedPayload || !encodedSignature || rest.length > 0) return undefined;
  const expected = sign(encodedPayload, secret);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = ticketPayloadSchema.safeParse(
    parseJson(Buffer.from(encodedPayload, 'base64url').toString()),
  );
  if (!payload.success || payload.data.exp <= now.getTime()) return undefined;
  return payload.data.username;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
