/**
 * Reading the errors the database drivers throw: drizzle wraps each driver error in its own, with the original as
 * `cause`, so a test looks down the chain.
 */

/** Whether the error or one of its causes (five deep at most) passes the test. */
export function someCause(error: unknown, test: (cause: object) => boolean): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (typeof current === 'object' && current !== null && test(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** The error's own `code`: a SQLSTATE from PostgreSQL (both drivers), a system code from a socket. */
export function codeOf(error: object): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : '';
}
