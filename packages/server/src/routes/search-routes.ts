import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { SearchRefusal } from '../services/search-service';

function refuse(refusal: SearchRefusal): never {
  if (refusal.refusal === 'termTooShort') {
    throw ApiError.badRequest([{ path: 'term', message: refusal.message }]);
  }
  throw ApiError.badRequest([
    { path: 'filters', message: 'type, category and expertise take whole numbers' },
  ]);
}

export function searchHandlers(services: Services) {
  return defineHandlers({
    search: async ({ query, caller }) => {
      const result = await services.search.search(caller.userId, query);
      if ('refusal' in result) refuse(result);
      return result;
    },
    searchFilters: async ({ query }) => {
      const result = await services.search.filters(query.term);
      if ('refusal' in result) refuse(result);
      return result;
    },
  });
}
