import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorMessages } from './api-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { invalidValueError } from './invalid-value';

/** Seconds a client should wait before trying again while the database is out of reach. */
const databaseRetrySeconds = 5;

export function sendError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value);
  return c.json(error.body, error.status);
}

/**
 * Known failures answer with their status; a value the database refuses answers 400; a database out of reach
 * answers 503 (the pool reconnects on the next request); anything else is logged and answers 500 without detail.
 */
export const onApiError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return sendError(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return sendError(c, new ApiError(error.status, error.message || errorMessages.badRequest));
  }
  const invalidValue = invalidValueError(error);
  if (invalidValue) return sendError(c, invalidValue);
  if (isDatabaseUnavailable(error)) {
    console.warn(`${c.req.method} ${c.req.path}: the database is out of reach`);
    const headers = { 'Retry-After': String(databaseRetrySeconds) };
    return sendError(c, new ApiError(503, errorMessages.databaseUnavailable, { headers }));
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return sendError(c, new ApiError(500, errorMessages.unexpected));
};
