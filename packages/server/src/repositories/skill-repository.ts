/** Skills and a content's skills (0016): the skill search and the content_skill rows, as SQL only. */
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { contentSkill, skill } from '../db/schema';

/** Skills whose name holds the term (any case), by name. */
export async function searchSkills(db: Orm, term: string, limit: number) {
  const escaped = term.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .select({ skillId: skill.id, name: skill.name })
    .from(skill)
    .where(ilike(skill.name, `%${escaped}%`))
    .orderBy(asc(sql`lower(${skill.name})`), asc(skill.id))
    .limit(limit);
}

/** The ids among these that name a skill. */
export async function existingSkillIds(db: Orm, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: skill.id })
    .from(skill)
    .where(inArray(skill.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The content's skills with their stored names, by name. */
export async function listContentSkills(db: Orm, contentId: number) {
  return db
    .select({ skillId: skill.id, name: skill.name, minimumSkillLevel: contentSkill.minimumSkillLevel })
    .from(contentSkill)
    .innerJoin(skill, eq(skill.id, contentSkill.skillId))
    .where(eq(contentSkill.contentId, contentId))
    .orderBy(asc(sql`lower(${skill.name})`), asc(skill.id));
}

/** Replaces the content's skills with these rows. */
export async function replaceContentSkills(
  db: Orm,
  contentId: number,
  rows: readonly { skillId: number; minimumSkillLevel: number }[],
): Promise<void> {
  await db.delete(contentSkill).where(eq(contentSkill.contentId, contentId));
  if (rows.length > 0) await db.insert(contentSkill).values(rows.map((row) => ({ contentId, ...row })));
}
