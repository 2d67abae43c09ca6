import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorMessages } from './api-error';

export function sendError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value);
  return c.json(error.body, error.status);
}

/** Known failures answer with their status; anything else is logged and answers 500 without detail. */
export const onApiError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return sendError(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return sendError(c, new ApiError(error.status, error.message || errorMessages.badRequest));
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return sendError(c, new ApiError(500, errorMessages.unexpected));
};

export const onApiNotFound: NotFoundHandler = (c) => sendError(c, new ApiError(404, errorMessages.notFound));
