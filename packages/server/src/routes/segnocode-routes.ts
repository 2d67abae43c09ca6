/** POST /segnocode/redeem and GET /segnocode/code/filter/{code} (000, section 7). */
import { messages, redeemRequestSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { parseBody } from './own-user';

export const segnocodeNotFound = 'There is no such SegnoCode.';

export function registerSegnocodeRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.post(endpoints.segnocodeRedeem.path, requireSession, async (c) => {
    const { segnocode } = await parseBody(c, redeemRequestSchema);
    const result = await services.segnocodes.redeem(c.get('signedIn').userId, segnocode);
    // spec: a refused redeem shows the Forbidden-Response header's text (000, section 8).
    if (result === 'not_consumable') throw ApiError.forbiddenToConsume(messages.errors.contentForbidden);
    return sendJson(c, result);
  });

  api.get(endpoints.segnocodeLookup.path, requireSession, async (c) => {
    const found = await services.segnocodes.lookup(c.req.param('code'));
    if (!found) throw new ApiError(404, segnocodeNotFound);
    return sendJson(c, found);
  });
}
