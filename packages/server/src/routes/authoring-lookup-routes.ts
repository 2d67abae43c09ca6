import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function authoringLookupHandlers(services: Services) {
  return defineHandlers({
    // A unit has only a name (002 section 5); the other types are checked by name and short name.
    similarName: ({ params, query }) =>
      params.type === 'unit'
        ? services.unitAdmin.similarName(query)
        : services.adminContents.similarNames(params.type, query),
    userEmailSearch: ({ params }) => services.adminContents.usersByEmail(params.email),
  });
}
