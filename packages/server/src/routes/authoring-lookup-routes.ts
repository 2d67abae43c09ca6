/**
 * Lookups of the admin forms (001 section 7): GET /search/similar/type/{type} (is a name taken, asked 400 ms
 * after typing) and GET /user/search/email/{email} (the content owner). Segment admins only.
 */
import { similarNameQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import { z } from '@segno/domain/zod';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { parseQuery } from './query-input';

const namedTypeSchema = z.enum(['segment', 'seglet', 'content', 'badge', 'plan']);
const emailParamSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));

export function registerAuthoringLookupRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.similarName.path, requireSession, requireSegmentAdmin, async (c) => {
    const type = namedTypeSchema.safeParse(c.req.param('type'));
    if (!type.success) throw ApiError.fromZod(type.error, 'type');
    const query = parseQuery(c, similarNameQuerySchema);
    return sendJson(c, await services.adminContents.similarNames(type.data, query));
  });

  api.get(endpoints.userEmailSearch.path, requireSession, requireSegmentAdmin, async (c) => {
    const email = emailParamSchema.safeParse(c.req.param('email'));
    if (!email.success) throw ApiError.fromZod(email.error, 'email');
    return sendJson(c, await services.adminContents.usersByEmail(email.data));
  });
}
