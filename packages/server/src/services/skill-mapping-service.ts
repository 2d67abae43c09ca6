/**
 * Skill mapping (001 sections 3 and 5; 0016): the skill search of the skill-mapping step, and a content's skills
 * saved as one list in one transaction with its change-log line. Skills are named by the skill table; the name a
 * client sends only decides whether the row is kept (001 section 5).
 */
import { type ContentSkillList, type ContentSkillsSave, type SkillList, skillLimits } from '@segno/domain';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import { insertChange } from '../repositories/change-log-repository';
import {
  existingSkillIds,
  listContentSkills,
  replaceContentSkills,
  searchSkills,
} from '../repositories/skill-repository';
import type { ServiceContext } from './service-context';

export type ContentSkillsResult =
  | { outcome: 'saved'; list: ContentSkillList }
  | { outcome: 'notFound' }
  | { outcome: 'unknownSkills'; indexes: number[] };

export function createSkillMappingService({ orm, now }: ServiceContext) {
  async function readList(db: typeof orm, contentId: number): Promise<ContentSkillList> {
    const rows = await listContentSkills(db, contentId);
    return {
      data: rows.map((row) => ({
        skill_id: row.skillId,
        minimum_skill_level: row.minimumSkillLevel,
        skill_name: row.name,
      })),
    };
  }

  return {
    /** GET /skill: none below 2 characters (002 section 5, the typeahead's minimum). */
    async search(term: string, limit: number): Promise<SkillList> {
      const trimmed = term.trim();
      if (trimmed.length < skillLimits.searchMinChars) return { data: [] };
      const rows = await searchSkills(orm, trimmed, limit);
      return { data: rows.map((row) => ({ skill_id: row.skillId, name: row.name })) };
    },

    /** GET /content/{id}/skill; undefined when there is no such content. */
    async contentSkills(contentId: number): Promise<ContentSkillList | undefined> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        return stored ? readList(tx, contentId) : undefined;
      });
    },

    /** PUT /content/{id}/skill: the list replaces the stored one; a change writes one change-log line. */
    async save(userId: number, contentId: number, input: ContentSkillsSave): Promise<ContentSkillsResult> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        if (!stored) return { outcome: 'notFound' };
        const rows = input.content_skills;
        const known = await existingSkillIds(
          tx,
          rows.map((row) => row.skill_id),
        );
        const unknown = rows.flatMap((row, index) => (known.has(row.skill_id) ? [] : [index]));
        if (unknown.length > 0) return { outcome: 'unknownSkills', indexes: unknown };
        const before = await readList(tx, contentId);
        const sameAsBefore =
          before.data.length === rows.length &&
          rows.every((row) =>
            before.data.some(
              (old) => old.skill_id === row.skill_id && old.minimum_skill_level === row.minimum_skill_level,
            ),
          );
        if (sameAsBefore) return { outcome: 'saved', list: before };
        await replaceContentSkills(
          tx,
          contentId,
          rows.map((row) => ({ skillId: row.skill_id, minimumSkillLevel: row.minimum_skill_level })),
        );
        await insertChange(
          tx,
          { objectType: 'content', objectId: contentId, userId, action: 'update', detail: 'content_skills' },
          now(),
        );
        return { outcome: 'saved', list: await readList(tx, contentId) };
      });
    },
  };
}
