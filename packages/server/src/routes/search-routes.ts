/** GET /search and GET /search/filters (000, sections 2, 5 and 7). */
import { searchFiltersQuerySchema, searchQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { SearchRefusal } from '../services/search-service';
import { queryWithLists } from './query-arrays';
import { parseQuery } from './query-input';

function refuse(refusal: SearchRefusal): never {
  if (refusal.refusal === 'termTooShort') {
    throw ApiError.badRequest([{ path: 'term', message: refusal.message }]);
  }
  throw ApiError.badRequest([
    { path: 'filters', message: 'type, category and expertise take whole numbers' },
  ]);
}

export function registerSearchRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.search.path, requireSession, async (c) => {
    const parsed = searchQuerySchema.safeParse(queryWithLists(c, ['filters']));
    if (!parsed.success) throw ApiError.fromZod(parsed.error);
    const result = await services.search.search(c.get('signedIn').userId, parsed.data);
    if ('refusal' in result) refuse(result);
    return sendJson(c, result);
  });

  api.get(endpoints.searchFilters.path, requireSession, async (c) => {
    const { term } = parseQuery(c, searchFiltersQuerySchema);
    const result = await services.search.filters(term);
    if ('refusal' in result) refuse(result);
    return sendJson(c, result);
  });
}
