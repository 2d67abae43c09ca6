/**
 * Where the client goes after a failed call (000, section 8): 401 clears the session and goes to login,
 * 403 returns to the dashboard home (or a supplied url), 409 is a duplicate the caller handles, and 400,
 * 404 and every 5xx go to the error screen.
 */
export type ErrorDestination = 'login' | 'home' | 'caller' | 'error';

export function errorDestination(status: number): ErrorDestination {
  if (status === 401) return 'login';
  if (status === 403) return 'home';
  if (status === 409) return 'caller';
  return 'error';
}

/** The error screen adds the memory message when the failed result says Memory. */
export function isMemoryError(body: unknown): boolean {
  return typeof body === 'string' ? body.includes('Memory') : JSON.stringify(body ?? '').includes('Memory');
}

/** Name of the response header that carries the reason for a refused login (000 section 8). */
export const authResponseHeader = 'Auth-Response';

/** The response header that carries why content access was denied; the client shows its text (000, section 8). */
export const forbiddenResponseHeader = 'Forbidden-Response';
