/** GET /recommendations and DELETE /recommendations/{content_id}/{recommended or popular}. */
import { recommendationDismissParamsSchema, recommendationQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { parseQuery } from './query-input';

export const contentNotFound = 'There is no such content.';

export function registerRecommendationRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.recommendations.path, requireSession, async (c) => {
    const query = parseQuery(c, recommendationQuerySchema);
    return sendJson(c, await services.recommendations.list(c.get('signedIn').userId, query));
  });

  api.delete(endpoints.recommendationDismiss.path, requireSession, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const params = recommendationDismissParamsSchema.safeParse({ kind: c.req.param('kind') });
    if (!params.success) throw ApiError.fromZod(params.error);
    if (!(await services.recommendations.dismiss(c.get('signedIn').userId, contentId, params.data.kind))) {
      throw new ApiError(404, contentNotFound);
    }
    return sendJson(c, { success: true });
  });
}
