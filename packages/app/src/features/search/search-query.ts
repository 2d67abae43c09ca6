import { normalizeSearchTerm, searchFilterSchema, searchTermError } from '@segno/domain';

/**
 * The term as sent (000, section 5: quotes, backslash and control characters stripped, whitespace collapsed)
 * and, when it is too short, the message shown instead of searching.
 */
export function searchTermFrom(raw: string | undefined): { term: string; error?: string } {
  const term = normalizeSearchTerm(raw ?? '');
  return { term, error: searchTermError(term) };
}

/** The chosen filters, `?filter=type:11&filter=category:2`; anything that is not `key:value` is dropped. */
export function searchFiltersFrom(url: URL): string[] {
  const filters = url.searchParams
    .getAll('filter')
    .filter((filter) => searchFilterSchema.safeParse(filter).success);
  return [...new Set(filters)];
}
