/** The query string parsed by a zod schema; `name[]` counts as `name` (000, section 7). 400 when invalid. */
import type { z } from '@segno/domain/zod';
import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import { queryWithLists } from './query-arrays';

export function parseQuery<Schema extends z.ZodMiniType>(c: Context, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(queryWithLists(c, []));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

/** `include` as `include=a`, `include[]=a&include[]=b` or `include=a,b`, checked by the schema's enum. */
export function parseIncludeList<Schema extends z.ZodMiniType<{ include: string[] }>>(
  c: Context,
  schema: Schema,
): z.output<Schema> {
  const values = [...(c.req.queries('include') ?? []), ...(c.req.queries('include[]') ?? [])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const parsed = schema.safeParse({ include: [...new Set(values)] });
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}
