import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { contentNotFound } from './admin-content-routes';

export const segnocodeImageMissing = 'This content has no segno code.';

export function segnocodeAdminHandlers(services: Services) {
  return defineHandlers({
    segnocodeAvailability: async ({ params }) => {
      const result = await services.segnocodeAdmin.availability(params.code);
      if ('refusal' in result) throw ApiError.badRequest([{ path: 'code', message: result.message }]);
      return result;
    },
    segnocodeReplace: async ({ body, caller }) => {
      const result = await services.segnocodeAdmin.replace(
        caller.userId,
        body.content_id,
        body.new_segnocode,
      );
      if (result === 'notFound') throw new ApiError(404, contentNotFound);
      return result;
    },
    segnocodeRemove: async ({ params, caller }) => {
      const result = await services.segnocodeAdmin.remove(caller.userId, params.content_id);
      if (result === 'notFound') throw new ApiError(404, contentNotFound);
      return result;
    },
    // spec: "images at /segnocode/codeimage/{p|l}/{id}/1"; ours are SVG (printable at any size).
    segnocodeImage: async ({ params, c }) => {
      const svg = await services.segnocodeAdmin.image(params.orientation, params.content_id);
      if (svg === undefined) throw new ApiError(404, segnocodeImageMissing);
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'no-store',
      });
    },
    segnocodeRedeemedUsers: ({ params, query }) => services.segnocodeAdmin.redeemedUsers(params.code, query),
  });
}
