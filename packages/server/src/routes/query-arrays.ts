/** Repeated query parameters (`name[]=a&name[]=b`, 000 section 7, or `name=a`), as one list. */
import { stripAngleBracketsDeep } from '@segno/domain';
import type { Context } from 'hono';

export function queryList(c: Context, name: string): string[] {
  return [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])];
}

/**
 * The single-valued parameters plus the named list parameters, for a zod query schema; texts without angle
 * brackets, as in bodies (readFormOrJson).
 */
export function queryWithLists(c: Context, listNames: readonly string[]): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.req.query())) query[key.replace(/\[\]$/, '')] = value;
  for (const name of listNames) {
    query[name] = queryList(c, name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  }
  return stripAngleBracketsDeep(query);
}
