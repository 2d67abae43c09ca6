import { type ContentSkill, skillLimits } from '@segno/domain';
import type { Transport } from './transport';

/**
 * Skill mapping: the skill search and a content's skills (our calls; the spec names content_skills but no
 * call). Launch and expiration and expertise are fields of PUT /content/{id} and PUT /seglet/{id}
 * (`saveContent`, `saveSeglet`).
 */
export function createSkillCalls(request: Transport) {
  return {
    /** GET /skill: up to 10 skills whose name holds the term (none below 2 characters). */
    searchSkills: (term: string, signal?: AbortSignal) =>
      request('skillSearch', {
        query: { searchTerm: term, _limit: skillLimits.suggestionLimit },
        signal,
      }),
    getContentSkills: (contentId: number, signal?: AbortSignal) =>
      request('contentSkills', { params: { content_id: contentId }, signal }),
    /** PUT /content/{id}/skill: the whole list; answers the content's skills. */
    saveContentSkills: (contentId: number, skills: readonly ContentSkill[]) =>
      request('contentSkillsSave', {
        params: { content_id: contentId },
        json: { content_skills: skills },
      }),
  };
}
