/**
 * Skill assessments (002 sections 3, 5, 7 and 9; 0026): the suggestions (job roles, skills, people), the assessor
 * roles, job role saves (the admin assessment editor), and assessments: the signed-in user's list (as assessor or
 * assessee) sorted by the domain's rule, one assessment, and saves, each in one transaction. Who may assess whom,
 * the rated skills' checks and the date format are the domain's rules.
 */
import {
  type Assessment,
  type AssessmentList,
  type AssessmentListQuery,
  type AssessmentSave,
  type AssessmentSummary,
  type AssessorRoleId,
  type AssessorRoleList,
  assessmentDateFromIso,
  assessmentDateToIso,
  assessmentLimits,
  assessmentMessages,
  assessorRoleName,
  assessorRoleOptions,
  assessorRoleRefusal,
  canEditAssessment,
  canReadAssessment,
  cleanSkillName,
  type JobRole,
  type JobRoleList,
  type JobRoleSave,
  ratedSkillIssues,
  type SkillList,
  sortAssessments,
  type UserNameSearch,
} from '@segno/domain';
import type { Orm } from '../db/database';
import {
  type AssessmentRow,
  findAssessee,
  findAssessment,
  findJobRole,
  findSkillsByName,
  insertAssessment,
  insertJobRole,
  insertSkill,
  isAssessmentToolEnabled,
  isJobRoleNameTaken,
  type JobRoleRow,
  listAssessmentsOf,
  listJobRoleSkills,
  listRatings,
  lockAssessment,
  replaceJobRoleSkills,
  replaceRatings,
  searchJobRoles,
  searchPeopleByName,
  updateAssessment,
  updateJobRoleName,
} from '../repositories/assessment-repository';
import { existingSkillIds, searchSkills } from '../repositories/skill-repository';
import type { ServiceContext } from './service-context';

export type AssessmentIssue = { path: string; message: string };

export type AssessmentChange<Saved> =
  | { outcome: 'saved'; saved: Saved }
  | { outcome: 'notFound' }
  /** The signed-in user may not do this to this assessment (403). */
  | { outcome: 'forbidden'; message: string }
  /** Another job role has the name (409). */
  | { outcome: 'taken' }
  | { outcome: 'invalid'; issues: AssessmentIssue[] };

/** The signed-in user as the rules need them. */
export type Assessor = { userId: number; roles: readonly number[] };

const texts = assessmentMessages;
const joinPath = (...parts: (string | number)[]) => parts.join('.');

/** A suggestions text long enough to search (002 section 5: at least 2 characters), or undefined. */
function searchable(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= assessmentLimits.searchMinChars ? trimmed : undefined;
}

export function createAssessmentService({ orm, now }: ServiceContext) {
  async function readJobRoles(db: Orm, rows: readonly JobRoleRow[]): Promise<JobRole[]> {
    const skills = await listJobRoleSkills(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      skills: skills
        .filter((skill) => skill.jobRoleId === row.id)
        .map((skill) => ({ id: skill.id, skill_id: skill.skillId, name: skill.name })),
    }));
  }

  async function readJobRole(db: Orm, id: number): Promise<JobRole | undefined> {
    const row = await findJobRole(db, id);
    return row ? (await readJobRoles(db, [row]))[0] : undefined;
  }

  function summary(row: AssessmentRow, userId: number): AssessmentSummary {
    return {
      assessment_id: row.id,
      job_role: { id: row.jobRoleId, name: row.jobRoleName },
      assessee: { id: row.assesseeId, name: row.assesseeName },
      assessor: { id: row.assessorId, name: row.assessorName },
      assessor_role: {
        id: row.assessorRoleId,
        name: assessorRoleName(row.assessorRoleId as AssessorRoleId),
      },
      assessment_date: assessmentDateFromIso(row.assessmentDate),
      updated_at: row.updatedAt,
      can_edit: canEditAssessment(userId, row),
    };
  }

  async function readAssessment(db: Orm, id: number, userId: number): Promise<Assessment | undefined> {
    const row = await findAssessment(db, id);
    if (!row) return undefined;
    const jobRole = await readJobRole(db, row.jobRoleId);
    const ratings = await listRatings(db, id);
    if (!jobRole) throw new Error(`assessment ${id} has no job role`);
    return {
      ...summary(row, userId),
      job_role: jobRole,
      skills: ratings.map((rating) => ({
        skill_id: rating.skillId,
        name: rating.name,
        rating: rating.rating,
        notes: rating.notes,
      })),
      created_at: row.createdAt,
    };
  }

  /**
   * The job role's skills, checked without writing: a known skill by id, an existing one by name (any case), or a
   * new name to add; a skill listed twice (by id and by name) is refused.
   */
  async function planSkills(
    db: Orm,
    skills: JobRoleSave['skills'],
  ): Promise<{ planned: (number | string)[] } | { issues: AssessmentIssue[] }> {
    const sentIds = skills.flatMap((skill) => (skill.skill_id === undefined ? [] : [skill.skill_id]));
    const known = await existingSkillIds(db, sentIds);
    const byName = await findSkillsByName(
      db,
      skills.filter((skill) => skill.skill_id === undefined).map((skill) => skill.name),
    );
    const issues: AssessmentIssue[] = [];
    const planned: (number | string)[] = [];
    for (const [index, skill] of skills.entries()) {
      if (skill.skill_id !== undefined && !known.has(skill.skill_id)) {
        issues.push({ path: joinPath('skills', index, 'skill_id'), message: texts.skillNotFound });
        continue;
      }
      const found = skill.skill_id ?? byName.get(skill.name.toLowerCase()) ?? cleanSkillName(skill.name);
      if (planned.includes(found))
        issues.push({ path: joinPath('skills', index, 'name'), message: texts.skillDuplicate });
      planned.push(found);
    }
    return issues.length > 0 ? { issues } : { planned };
  }

  /** The planned skills as ids, new names added. */
  async function addSkills(db: Orm, planned: readonly (number | string)[]): Promise<number[]> {
    const ids: number[] = [];
    for (const skill of planned) ids.push(typeof skill === 'number' ? skill : await insertSkill(db, skill));
    return ids;
  }

  /** The form's checks that need stored data: the choices exist, who may assess whom, the rated skills. */
  async function assessmentIssues(
    db: Orm,
    assessor: Assessor,
    input: AssessmentSave,
  ): Promise<AssessmentIssue[]> {
    const jobRole = await readJobRole(db, input.job_role.id);
    const assessee = await findAssessee(db, input.assessee.id);
    const issues: AssessmentIssue[] = [];
    if (!jobRole) issues.push({ path: 'job_role.id', message: texts.jobRoleRequired });
    if (!assessee) issues.push({ path: 'assessee.id', message: texts.assesseeRequired });
    else {
      const refusal = assessorRoleRefusal(input.assessor_role.id as AssessorRoleId, {
        assessorId: assessor.userId,
        assessorRoles: assessor.roles,
        assesseeId: assessee.id,
        assesseeManagerId: assessee.managerId,
      });
      if (refusal) issues.push({ path: 'assessor_role.id', message: texts.assessorRoleRefusals[refusal] });
    }
    if (jobRole) {
      const skillIssues = ratedSkillIssues(
        jobRole.skills,
        input.skills.map((skill) => skill.skill_id),
      );
      for (const issue of skillIssues)
        issues.push({ path: joinPath('skills', ...issue.path), message: issue.message });
    }
    return issues;
  }

  function storedFields(input: AssessmentSave) {
    return {
      jobRoleId: input.job_role.id,
      assesseeId: input.assessee.id,
      assessorRoleId: input.assessor_role.id,
      // The schema took only real MM/DD/YYYY days.
      assessmentDate: assessmentDateToIso(input.assessment_date) ?? '',
    };
  }

  const ratingsOf = (input: AssessmentSave) =>
    input.skills.map((skill) => ({ skillId: skill.skill_id, rating: skill.rating, notes: skill.notes }));

  return {
    /** The definitions' assessment_tool_enabled: every assessment call is refused while it is off. */
    isToolEnabled: () => isAssessmentToolEnabled(orm),

    /** GET /job_role/search/{text}: none below 2 characters. */
    async searchJobRoles(text: string): Promise<JobRoleList> {
      const term = searchable(text);
      if (!term) return { data: [] };
      const rows = await searchJobRoles(orm, term, assessmentLimits.suggestionLimit);
      return { data: await readJobRoles(orm, rows) };
    },

    /** GET /skill/search/{text}: special characters stripped (002 section 5), none below 2 characters. */
    async searchSkills(text: string): Promise<SkillList> {
      const term = searchable(cleanSkillName(text));
      if (!term) return { data: [] };
      const rows = await searchSkills(orm, term, assessmentLimits.suggestionLimit);
      return { data: rows.map((row) => ({ skill_id: row.skillId, name: row.name })) };
    },

    /** GET /user/search/name/{text}: the assessee suggestions. */
    async searchPeople(text: string): Promise<UserNameSearch> {
      const term = searchable(text);
      if (!term) return { data: [] };
      const rows = await searchPeopleByName(orm, term, assessmentLimits.suggestionLimit);
      return {
        data: rows.map((row) => ({
          user_id: row.id,
          first_name: row.firstName,
          last_name: row.lastName,
          name: `${row.firstName} ${row.lastName}`,
        })),
      };
    },

    assessorRoles(): AssessorRoleList {
      return { data: assessorRoleOptions.map((option) => ({ ...option })) };
    },

    /** POST /job_role. */
    async createJobRole(input: JobRoleSave): Promise<AssessmentChange<JobRole>> {
      return orm.transaction(async (tx) => {
        if (await isJobRoleNameTaken(tx, input.name)) return { outcome: 'taken' };
        const skills = await planSkills(tx, input.skills);
        if ('issues' in skills) return { outcome: 'invalid', issues: skills.issues };
        const id = await insertJobRole(tx, input.name, now());
        if (id === undefined) return { outcome: 'taken' };
        await replaceJobRoleSkills(tx, id, await addSkills(tx, skills.planned));
        const saved = await readJobRole(tx, id);
        return saved ? { outcome: 'saved', saved } : { outcome: 'notFound' };
      });
    },

    /** PUT /job_role/{id}: the name and the whole skill list. Assessments keep the ratings they hold. */
    async saveJobRole(id: number, input: JobRoleSave): Promise<AssessmentChange<JobRole>> {
      return orm.transaction(async (tx) => {
        if (!(await findJobRole(tx, id, { forUpdate: true }))) return { outcome: 'notFound' };
        if (await isJobRoleNameTaken(tx, input.name, id)) return { outcome: 'taken' };
        const skills = await planSkills(tx, input.skills);
        if ('issues' in skills) return { outcome: 'invalid', issues: skills.issues };
        await updateJobRoleName(tx, id, input.name, now());
        await replaceJobRoleSkills(tx, id, await addSkills(tx, skills.planned));
        const saved = await readJobRole(tx, id);
        return saved ? { outcome: 'saved', saved } : { outcome: 'notFound' };
      });
    },

    /** GET /assessments: the user's, as assessor or assessee, in the chosen sort, paged. */
    async list(userId: number, query: AssessmentListQuery): Promise<AssessmentList> {
      const rows = await listAssessmentsOf(orm, userId);
      const sorted = sortAssessments(rows, query.sort);
      return {
        data: sorted.slice(query._offset, query._offset + query._limit).map((row) => summary(row, userId)),
        total: rows.length,
      };
    },

    /** GET /assessment/{id}: for its assessor and its assessee. */
    async get(userId: number, id: number): Promise<AssessmentChange<Assessment>> {
      const found = await readAssessment(orm, id, userId);
      if (!found) return { outcome: 'notFound' };
      if (!canReadAssessment(userId, { assessorId: found.assessor.id, assesseeId: found.assessee.id }))
        return { outcome: 'forbidden', message: texts.notParty };
      return { outcome: 'saved', saved: found };
    },

    /** POST /assessment: the signed-in user is the assessor. */
    async create(assessor: Assessor, input: AssessmentSave): Promise<AssessmentChange<Assessment>> {
      return orm.transaction(async (tx) => {
        const issues = await assessmentIssues(tx, assessor, input);
        if (issues.length > 0) return { outcome: 'invalid', issues };
        const id = await insertAssessment(tx, assessor.userId, storedFields(input), now());
        await replaceRatings(tx, id, ratingsOf(input));
        const saved = await readAssessment(tx, id, assessor.userId);
        return saved ? { outcome: 'saved', saved } : { outcome: 'notFound' };
      });
    },

    /** PUT /assessment/{id}: the whole form again, by its assessor only. */
    async save(assessor: Assessor, id: number, input: AssessmentSave): Promise<AssessmentChange<Assessment>> {
      return orm.transaction(async (tx) => {
        const stored = await lockAssessment(tx, id);
        if (!stored) return { outcome: 'notFound' };
        if (!canEditAssessment(assessor.userId, stored))
          return { outcome: 'forbidden', message: texts.notAssessor };
        const issues = await assessmentIssues(tx, assessor, input);
        if (issues.length > 0) return { outcome: 'invalid', issues };
        await updateAssessment(tx, id, storedFields(input), now());
        await replaceRatings(tx, id, ratingsOf(input));
        const saved = await readAssessment(tx, id, assessor.userId);
        return saved ? { outcome: 'saved', saved } : { outcome: 'notFound' };
      });
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
