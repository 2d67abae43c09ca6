/** The input of an authoring call parsed by its domain schema: list queries and saves; 400 when invalid. */
import type { z } from '@segno/domain/zod';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { readFormOrJson } from '../http/request-input';
import { queryWithLists } from './query-arrays';

/** The query parsed by the schema, list parameters (`filters[]`, or those named) included; 400 when invalid. */
export function parseAdminQuery<Schema extends z.ZodMiniType>(
  c: Context<ApiEnv>,
  schema: Schema,
  listNames: readonly string[] = ['filters'],
): z.output<Schema> {
  const parsed = schema.safeParse(queryWithLists(c, listNames));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

/** A list's term: `term`, or the spec's `searchTerm` when no term is sent (GET /badge, GET /seglet). */
export function listTerm(query: { term: string; searchTerm?: string }): string {
  return query.term || (query.searchTerm ?? '');
}

/** A save's body (form or JSON) parsed by its schema; 400 when invalid. Update schemas fill no defaults. */
export async function parseChanges<Schema extends z.ZodMiniType>(
  c: Context<ApiEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readFormOrJson(c));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}
