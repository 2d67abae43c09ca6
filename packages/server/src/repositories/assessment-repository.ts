/**
 * Skill assessments (0026) as SQL only: the assessment tool setting, job roles and their skills, the assessee
 * search, and assessments with their ratings. Rules (who may assess whom, sorts, skill checks) are the domain's.
 */
import { and, asc, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { appUser, assessment, assessmentRating, jobRole, jobRoleSkill, setting, skill } from '../db/schema';
import { containsPattern } from './sql-patterns';

/** The definitions' assessment_tool_enabled (000 section 3); a missing setting counts as off. */
export async function isAssessmentToolEnabled(db: Orm): Promise<boolean> {
  const [row] = await db
    .select({ value: setting.value })
    .from(setting)
    .where(eq(setting.key, 'assessment_tool_enabled'));
  return row?.value === true;
}

// Job roles

export type JobRoleRow = { id: number; name: string };
export type JobRoleSkillRow = { id: number; jobRoleId: number; skillId: number; name: string };

/** Job roles whose name holds the term (any case), by name. */
export async function searchJobRoles(db: Orm, term: string, limit: number): Promise<JobRoleRow[]> {
  return db
    .select({ id: jobRole.id, name: jobRole.name })
    .from(jobRole)
    .where(ilike(jobRole.name, containsPattern(term)))
    .orderBy(asc(sql`lower(${jobRole.name})`), asc(jobRole.id))
    .limit(limit);
}

export async function findJobRole(db: Orm, id: number, { forUpdate = false } = {}) {
  const query = db.select({ id: jobRole.id, name: jobRole.name }).from(jobRole).where(eq(jobRole.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The skills of these job roles, each role's in its order. */
export async function listJobRoleSkills(db: Orm, jobRoleIds: readonly number[]): Promise<JobRoleSkillRow[]> {
  if (jobRoleIds.length === 0) return [];
  return db
    .select({
      id: jobRoleSkill.id,
      jobRoleId: jobRoleSkill.jobRoleId,
      skillId: jobRoleSkill.skillId,
      name: skill.name,
    })
    .from(jobRoleSkill)
    .innerJoin(skill, eq(skill.id, jobRoleSkill.skillId))
    .where(inArray(jobRoleSkill.jobRoleId, [...jobRoleIds]))
    .orderBy(asc(jobRoleSkill.jobRoleId), asc(jobRoleSkill.position), asc(jobRoleSkill.id));
}

/** Whether another job role has this name, without regard to case. */
export async function isJobRoleNameTaken(db: Orm, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${jobRole.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: jobRole.id })
    .from(jobRole)
    .where(exceptId === undefined ? sameName : and(sameName, ne(jobRole.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The new job role's id, or undefined when a concurrent save took the name first (any case). */
export async function insertJobRole(db: Orm, name: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(jobRole)
    .values({ name, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: jobRole.id });
  return row?.id;
}

export async function updateJobRoleName(db: Orm, id: number, name: string, now: Date): Promise<void> {
  await db.update(jobRole).set({ name, updatedAt: now }).where(eq(jobRole.id, id));
}

/** Replaces the job role's skills with these, in this order; kept skills keep their row (and id). */
export async function replaceJobRoleSkills(db: Orm, jobRoleId: number, skillIds: readonly number[]) {
  const ofRole = eq(jobRoleSkill.jobRoleId, jobRoleId);
  await db
    .delete(jobRoleSkill)
    .where(skillIds.length === 0 ? ofRole : and(ofRole, notInArray(jobRoleSkill.skillId, [...skillIds])));
  for (const [position, skillId] of skillIds.entries()) {
    await db
      .insert(jobRoleSkill)
      .values({ jobRoleId, skillId, position })
      .onConflictDoUpdate({ target: [jobRoleSkill.jobRoleId, jobRoleSkill.skillId], set: { position } });
  }
}

// Skills

/** Skills named like these (any case), by their lower-case name. */
export async function findSkillsByName(db: Orm, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: skill.id, key: sql<string>`lower(${skill.name})` })
    .from(skill)
    .where(
      inArray(
        sql`lower(${skill.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Inserts a skill, or finds the one a concurrent save just inserted under the same name. */
export async function insertSkill(db: Orm, name: string): Promise<number> {
  const [row] = await db.insert(skill).values({ name }).onConflictDoNothing().returning({ id: skill.id });
  if (row) return row.id;
  const found = (await findSkillsByName(db, [name])).get(name.toLowerCase());
  if (found === undefined) throw new Error(`skill ${name} neither inserted nor found`);
  return found;
}

// People

export type PersonRow = { id: number; firstName: string; lastName: string };

/** Every word of the term in the first or last name. */
function nameMatches(term: string): SQL | undefined {
  const words = term.split(' ').filter(Boolean);
  return and(
    ...words.map((word) =>
      or(ilike(appUser.firstName, containsPattern(word)), ilike(appUser.lastName, containsPattern(word))),
    ),
  );
}

/** Enabled people whose names hold every word of the term, by last then first name. */
export async function searchPeopleByName(db: Orm, term: string, limit: number): Promise<PersonRow[]> {
  return db
    .select({ id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(and(eq(appUser.isDisabled, false), nameMatches(term)))
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id))
    .limit(limit);
}

/** An enabled person with their manager, as the who-may-assess rule needs them. */
export async function findAssessee(db: Orm, userId: number) {
  const [row] = await db
    .select({ id: appUser.id, managerId: appUser.managerId })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.isDisabled, false)));
  return row;
}

// Assessments

const assessorUser = alias(appUser, 'assessor');
const assesseeUser = alias(appUser, 'assessee');
const fullName = (person: typeof assessorUser | typeof assesseeUser) =>
  sql<string>`${person.firstName} || ' ' || ${person.lastName}`;

/** An assessment's row with the names the list and the form show. */
function selectAssessments(db: Orm) {
  return db
    .select({
      id: assessment.id,
      jobRoleId: assessment.jobRoleId,
      jobRoleName: jobRole.name,
      assesseeId: assessment.assesseeId,
      assesseeName: fullName(assesseeUser),
      assessorId: assessment.assessorId,
      assessorName: fullName(assessorUser),
      assessorRoleId: assessment.assessorRoleId,
      assessmentDate: assessment.assessmentDate,
      createdAt: assessment.createdAt,
      updatedAt: assessment.updatedAt,
    })
    .from(assessment)
    .innerJoin(jobRole, eq(jobRole.id, assessment.jobRoleId))
    .innerJoin(assesseeUser, eq(assesseeUser.id, assessment.assesseeId))
    .innerJoin(assessorUser, eq(assessorUser.id, assessment.assessorId));
}

export type AssessmentRow = Awaited<ReturnType<typeof listAssessmentsOf>>[number];

/** The assessments the user made or is the subject of. */
export async function listAssessmentsOf(db: Orm, userId: number) {
  return selectAssessments(db).where(
    or(eq(assessment.assessorId, userId), eq(assessment.assesseeId, userId)),
  );
}

export async function findAssessment(db: Orm, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await selectAssessments(db).where(eq(assessment.id, id));
  return row;
}

/** Locks the assessment's row for a save; its assessor, or undefined when there is none. */
export async function lockAssessment(db: Orm, id: number) {
  const [row] = await db
    .select({ id: assessment.id, assessorId: assessment.assessorId })
    .from(assessment)
    .where(eq(assessment.id, id))
    .for('update');
  return row;
}

/** The ratings of an assessment in the form's order, with the skills' names. */
export async function listRatings(db: Orm, assessmentId: number) {
  return db
    .select({
      skillId: assessmentRating.skillId,
      name: skill.name,
      rating: assessmentRating.rating,
      notes: assessmentRating.notes,
    })
    .from(assessmentRating)
    .innerJoin(skill, eq(skill.id, assessmentRating.skillId))
    .where(eq(assessmentRating.assessmentId, assessmentId))
    .orderBy(asc(assessmentRating.position));
}

export type AssessmentFields = {
  jobRoleId: number;
  assesseeId: number;
  assessorRoleId: number;
  /** 'YYYY-MM-DD' */
  assessmentDate: string;
};

export async function insertAssessment(
  db: Orm,
  assessorId: number,
  fields: AssessmentFields,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(assessment)
    .values({ ...fields, assessorId, createdAt: now, updatedAt: now })
    .returning({ id: assessment.id });
  if (!row) throw new Error('assessment insert returned no row');
  return row.id;
}

export async function updateAssessment(db: Orm, id: number, fields: AssessmentFields, now: Date) {
  await db
    .update(assessment)
    .set({ ...fields, updatedAt: now })
    .where(eq(assessment.id, id));
}

/** Replaces the ratings with these, in this order. */
export async function replaceRatings(
  db: Orm,
  assessmentId: number,
  ratings: readonly { skillId: number; rating: number | null; notes: string }[],
): Promise<void> {
  await db.delete(assessmentRating).where(eq(assessmentRating.assessmentId, assessmentId));
  if (ratings.length > 0)
    await db
      .insert(assessmentRating)
      .values(ratings.map((row, position) => ({ assessmentId, position, ...row })));
}
