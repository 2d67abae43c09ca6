/** Session tokens: random, handed to the client once; the database keeps only their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';
import { sessionLimits } from '@segno/domain';

export function createSessionToken(): string {
  return randomBytes(sessionLimits.tokenBytes).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
