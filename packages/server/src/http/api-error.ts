/** Every error answer of the API: a status and the JSON body `errorBodySchema` describes. */
import { type ErrorBody, forbiddenResponseHeader } from '@segno/domain';
import type { z } from '@segno/domain/zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorIssue = { path: string; message: string };

/** Texts for errors the client handles by status (000, section 8), so they are never shown as such. */
export const errorMessages = {
  badRequest: 'The request is not valid.',
  unauthenticated: 'Sign in to continue: the session is missing, ended or expired.',
  forbidden: 'You may not do this for another user.',
  notSegmentAdmin: 'Only segment admins may do this.',
  notFound: 'There is nothing at this address.',
  bodyTooLarge: 'The request body is too large.',
  userNotFound: 'There is no such user.',
  unexpected: 'Something went wrong on the server.',
  databaseUnavailable: 'The server cannot reach its database just now. Try again in a moment.',
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly options: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badRequest(issues?: ErrorIssue[]): ApiError {
    return new ApiError(400, errorMessages.badRequest, { issues });
  }

  /** Content the learner may not consume: 403 with the reason in the Forbidden-Response header (000, section 8). */
  static forbiddenToConsume(reason: string): ApiError {
    return new ApiError(403, reason, { headers: { [forbiddenResponseHeader]: reason } });
  }

  static fromZod(error: z.core.$ZodError, pathPrefix = ''): ApiError {
    return ApiError.badRequest(
      error.issues.map((issue) => ({
        path: [pathPrefix, ...issue.path.map(String)].filter(Boolean).join('.'),
        message: issue.message,
      })),
    );
  }

  get body(): ErrorBody {
    const { issues } = this.options;
    return { error: { status: this.status, message: this.message, ...(issues ? { issues } : {}) } };
  }
}
