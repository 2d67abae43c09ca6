/**
 * Skill mapping calls (issue 8; the spec names content_skills but no call): GET /skill (searchTerm, _limit),
 * GET and PUT /content/{id}/skill (the whole list). Segment admins only (roles 2, 3, 4; others 403). Register
 * before the learner content routes, like the other authoring routes.
 */
import { adminMessages, contentSkillsSaveSchema, skillSearchQuerySchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { contentNotFound } from './admin-content-routes';
import { parseAdminQuery, parseChanges } from './admin-input';

export function registerSkillMappingRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.skillSearch.path, ...admin, async (c) => {
    const query = parseAdminQuery(c, skillSearchQuerySchema);
    return sendJson(c, await services.skillMapping.search(query.searchTerm, query._limit));
  });

  api.get(endpoints.contentSkills.path, ...admin, async (c) => {
    const list = await services.skillMapping.contentSkills(parseIdParam(c, 'content_id'));
    if (!list) throw new ApiError(404, contentNotFound);
    return sendJson(c, list);
  });

  api.put(endpoints.contentSkillsSave.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const input = await parseChanges(c, contentSkillsSaveSchema);
    const result = await services.skillMapping.save(c.get('signedIn').userId, contentId, input);
    if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
    if (result.outcome === 'unknownSkills')
      throw ApiError.badRequest(
        result.indexes.map((index) => ({
          path: `content_skills.${index}.skill_id`,
          message: adminMessages.schedule.unknownSkill,
        })),
      );
    return sendJson(c, result.list);
  });
}
