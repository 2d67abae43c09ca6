/** `Authorization: Basic base64(username:session)` (000, section 7). */
import type { SessionCredentials } from '../services/session-service';

const basicPattern = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;

export function parseBasicCredentials(header: string | undefined): SessionCredentials | undefined {
  const encoded = header?.trim().match(basicPattern)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  // The token is base64url and holds no colon, so the last colon splits even a username that has one.
  const separator = decoded.lastIndexOf(':');
  const username = decoded.slice(0, separator);
  const token = decoded.slice(separator + 1);
  return separator > 0 && token ? { username, token } : undefined;
}

export function basicAuthorization(username: string, token: string): string {
  return `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}`;
}
