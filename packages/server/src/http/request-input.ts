/** Parsing of path parameters, query strings and form bodies: bad input is a 400, never a 500. */
import { stripAngleBracketsDeep, userIncludeSchema } from '@segno/domain';
import { z } from '@segno/domain/zod';
import type { Context } from 'hono';
import type { UserInclude } from '../services/user-service';
import { ApiError } from './api-error';

const maxSqlInteger = 2_147_483_647;

export const idParamSchema = z
  .pipe(
    z.string().check(z.regex(/^\d{1,10}$/, { error: 'must be a positive whole number' })),
    z.transform(Number),
  )
  .check(z.refine((id) => id >= 1 && id <= maxSqlInteger, { error: 'is out of range' }));

export function parseIdParam(c: Context, name: string): number {
  const parsed = idParamSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw ApiError.fromZod(parsed.error, name);
  return parsed.data;
}

/**
 * `include` as `include=a`, `include[]=a&include[]=b` (the client appends [] to array parameters,
 * 000 section 7) or `include=a,b`.
 */
/** A search text from the path (suggestions): trimmed, 1 to 100 characters, else 400. */
export function parseTextParam(c: Context, name: string): string {
  const parsed = z.string().check(z.trim(), z.minLength(1), z.maxLength(100)).safeParse(c.req.param(name));
  if (!parsed.success) throw ApiError.fromZod(parsed.error, name);
  return parsed.data;
}

export function parseInclude(c: Context): UserInclude[] {
  const values = [...(c.req.queries('include') ?? []), ...(c.req.queries('include[]') ?? [])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const parsed = userIncludeSchema.safeParse({ include: [...new Set(values)] });
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data.include;
}

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
