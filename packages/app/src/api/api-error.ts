import { authResponseHeader, type ErrorBody, forbiddenResponseHeader } from '@segno/domain';

/** A call the server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }

  /** The field issues a refusal lists (a 400, 404 or 409 with `issues`: path and message of each). */
  get issues(): { path: string; message: string }[] | undefined {
    // Read as the contract's error body (`errorBodySchema`), without parsing it again: answers are not parsed in
    // production, refusals neither.
    const issues = (this.body as Partial<ErrorBody> | undefined)?.error?.issues;
    return Array.isArray(issues) ? issues : undefined;
  }

  /** The reason the server gives for a refused login. */
  get authResponse(): string | undefined {
    return this.headers.get(authResponseHeader) ?? undefined;
  }

  /** The reason the server gives for denied content access (a 403). */
  get forbiddenResponse(): string | undefined {
    return this.headers.get(forbiddenResponseHeader) ?? undefined;
  }
}
