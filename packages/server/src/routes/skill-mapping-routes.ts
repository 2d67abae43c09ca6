/**
 * Skill mapping calls (ours; the spec names content_skills but no call): GET /skill (searchTerm, _limit),
 * GET and PUT /content/{id}/skill (the whole list). Segment admins only (roles 2, 3, 4; others 403). Register
 * before the learner content routes, like the other authoring routes.
 */
import { adminMessages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { contentNotFound } from './admin-content-routes';

export function skillMappingHandlers(services: Services) {
  return defineHandlers({
    skillSearch: ({ query }) => services.skillMapping.search(query.searchTerm, query._limit),
    contentSkills: async ({ params }) => {
      const list = await services.skillMapping.contentSkills(params.content_id);
      if (!list) throw new ApiError(404, contentNotFound);
      return list;
    },
    contentSkillsSave: async ({ params, body, caller }) => {
      const result = await services.skillMapping.save(caller.userId, params.content_id, body);
      if (result.outcome === 'notFound') throw new ApiError(404, contentNotFound);
      if (result.outcome === 'unknownSkills')
        throw ApiError.badRequest(
          result.indexes.map((index) => ({
            path: `content_skills.${index}.skill_id`,
            message: adminMessages.schedule.unknownSkill,
          })),
        );
      return result.list;
    },
  });
}
