import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { segletNotFound } from './browse-routes';

export function segletContentHandlers(services: Services) {
  return defineHandlers({
    segletContents: async ({ params }) => {
      const listed = await services.segletContents.list(params.seglet_id);
      if (listed === 'notFound') throw new ApiError(404, segletNotFound);
      return listed;
    },
  });
}
