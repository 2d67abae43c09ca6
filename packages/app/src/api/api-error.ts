import { authResponseHeader, forbiddenResponseHeader } from '@segno/domain';

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

  /** The reason the server gives for a refused login. */
  get authResponse(): string | undefined {
    return this.headers.get(authResponseHeader) ?? undefined;
  }

  /** The reason the server gives for denied content access (a 403). */
  get forbiddenResponse(): string | undefined {
    return this.headers.get(forbiddenResponseHeader) ?? undefined;
  }
}
