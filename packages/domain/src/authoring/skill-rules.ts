/**
 * Skill mapping (001 sections 3 and 5): a content's skills, each with the minimum level a learner needs.
 * "Skills kept only with numeric skill_id and minimum level and a skill name": incomplete rows are dropped, not
 * refused. The levels follow 002's assessment scale (0 to 10), without 0: a minimum of nothing asks nothing.
 */
export const skillLimits = {
  /** Ours: 002 rates skills 0 to 10; a minimum starts at 1. */
  levelRange: { min: 1, max: 10 },
  /** 002 section 5: the skill typeahead starts at 2 characters. */
  searchMinChars: 2,
  suggestionLimit: 10,
  nameMaxLength: 100,
} as const;

/** One content skill row as sent and read (001 section 3: skill_id, minimum_skill_level, skill_name). */
export type ContentSkillRow = { skill_id: number; minimum_skill_level: number; skill_name: string };

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * The rows kept: a numeric skill_id, a numeric minimum level and a non-empty skill name; one row per skill (the
 * last wins).
 */
export function keptSkills(
  rows: readonly Partial<Record<keyof ContentSkillRow, unknown>>[],
): ContentSkillRow[] {
  const kept = new Map<number, ContentSkillRow>();
  for (const row of rows) {
    const { skill_id, minimum_skill_level, skill_name } = row;
    if (!isWholeNumber(skill_id) || !isWholeNumber(minimum_skill_level)) continue;
    if (typeof skill_name !== 'string' || skill_name.trim() === '') continue;
    kept.delete(skill_id);
    kept.set(skill_id, { skill_id, minimum_skill_level, skill_name: skill_name.trim() });
  }
  return [...kept.values()];
}

/** Whether a minimum level is within the range. */
export function isSkillLevel(level: number): boolean {
  return (
    Number.isInteger(level) && level >= skillLimits.levelRange.min && level <= skillLimits.levelRange.max
  );
}
