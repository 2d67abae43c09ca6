/** skill-mapping */
import {
  contentSkillListSchema,
  contentSkillsSaveSchema,
  skillListSchema,
  skillSearchQuerySchema,
} from '../index';
import { access, defineCall, param } from './define';

export const skillMappingCalls = {
  skillSearch: defineCall({
    method: 'GET',
    path: '/skill',
    description: 'GET /skill',
    query: skillSearchQuerySchema,
    answer: skillListSchema /*skill-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  contentSkills: defineCall({
    method: 'GET',
    path: '/content/:content_id/skill',
    description: 'GET /content/{content_id}/skill',
    params: { content_id: param.id },
    answer: contentSkillListSchema /*skill-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  contentSkillsSave: defineCall({
    method: 'PUT',
    path: '/content/:content_id/skill',
    description: 'PUT /content/{content_id}/skill',
    params: { content_id: param.id },
    body: { encoding: 'json', schema: contentSkillsSaveSchema },
    answer: contentSkillListSchema /*skill-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
};
