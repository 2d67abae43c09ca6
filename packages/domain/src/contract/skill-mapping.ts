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
    description:
      'Up to _limit skills whose name holds searchTerm (ours: 001 section 3 names content_skills but no call).',
    query: skillSearchQuerySchema,
    answer: skillListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentSkills: defineCall({
    method: 'GET',
    path: '/content/:content_id/skill',
    description: "The content's skills with their minimum levels (ours: 001 section 3 names content_skills).",
    params: { content_id: param.id },
    answer: contentSkillListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentSkillsSave: defineCall({
    method: 'PUT',
    path: '/content/:content_id/skill',
    description:
      "Replaces the content's skills with the list sent, incomplete rows dropped (ours; 001 section 5's rule).",
    params: { content_id: param.id },
    body: { encoding: 'json', schema: contentSkillsSaveSchema },
    answer: contentSkillListSchema,
    access: access.roles('segmentAdmin'),
  }),
};
