/** POST /segnocode/redeem and GET /segnocode/code/filter/{code} (000, section 7). */
import { messages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export const segnocodeNotFound = 'There is no such SegnoCode.';

export function segnocodeHandlers(services: Services) {
  return defineHandlers({
    segnocodeRedeem: async ({ body, caller }) => {
      const result = await services.segnocodes.redeem(caller.userId, body.segnocode);
      // spec: a refused redeem shows the Forbidden-Response header's text (000, section 8).
      if (result === 'not_consumable') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
      return result;
    },
    segnocodeLookup: async ({ params }) => {
      const found = await services.segnocodes.lookup(params.code);
      if (!found) throw new ApiError(404, segnocodeNotFound);
      return found;
    },
  });
}
