/** Reading a request's body, form or JSON, as the contract's schemas then parse it: bad input is a 400, never a 500. */
import { stripAngleBracketsDeep } from '@segno/domain';
import type { Context } from 'hono';
import { ApiError } from './api-error';

/**
 * A form (url-encoded or multipart) or JSON body as a plain object of its fields, every text in it without angle
 * brackets (000 section 5: input fields strip them; the server holds to it whichever client sends the body).
 */
export async function readFormOrJson(c: Context): Promise<Record<string, unknown>> {
  return stripAngleBracketsDeep(await readBody(c));
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const contentType = c.req.header('Content-Type')?.toLowerCase() ?? '';
  try {
    if (contentType.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ApiError.badRequest();
      return body as Record<string, unknown>;
    }
    if (
      contentType.startsWith('application/x-www-form-urlencoded') ||
      contentType.startsWith('multipart/form-data')
    ) {
      const form = await c.req.parseBody();
      // File parts are no field of any form here; only text fields count.
      return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.badRequest([{ path: '', message: 'the body could not be read' }]);
  }
  throw ApiError.badRequest([{ path: '', message: 'send a form or JSON body' }]);
}
