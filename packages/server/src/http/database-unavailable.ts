/**
 * Whether an error means the database could not be reached (issue 11: a lost database connection answers 503
 * and recovers by itself). node-postgres reports a refused or dropped socket with the system's code, a server
 * shutting down with SQLSTATE class 57P, a lost or failed connection with class 08, and a full pool with a
 * timeout; drizzle wraps each in its own error with the original as `cause`.
 */
import { codeOf, someCause } from './error-causes';

const systemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const unreachableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isUnreachable(error: object): boolean {
  const code = codeOf(error);
  if (systemCodes.has(code) || code.startsWith('57P') || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  return unreachableMessages.some((known) => message.includes(known));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, isUnreachable);
}
