/**
 * Skill assessment calls (002 sections 3, 5 and 7): job roles and their skills (the admin assessment editor),
 * the suggestions (job role, skill and user name searches), the assessor roles, and assessments: the list, one
 * assessment, and what the form sends. Ratings are 0 to 10 or null (N/A); dates are 'MM/DD/YYYY'.
 */
import { assessmentDateToIso } from '../assessments/assessment-dates';
import { assessmentLimits } from '../assessments/assessment-limits';
import { isAssessmentRating } from '../assessments/assessment-ratings';
import { notesProblem } from '../assessments/assessment-skills';
import { assessmentSorts, defaultAssessmentSort } from '../assessments/assessment-sort';
import { isAssessorRoleId } from '../assessments/assessor-roles';
import {
  cleanSkillName,
  duplicateSkillIndexes,
  jobRoleNameProblem,
  skillNameProblem,
} from '../assessments/job-role-skills';
import { assessmentMessages } from '../messages-assessments';
import { stripAngleBrackets } from '../text';
import { z } from '../zod';
import { maxSqlInteger } from './integers';

const texts = assessmentMessages;
const id = z.int().check(z.positive());

/** A field checked by a zod-free rule (the form runs the same rule). */
function ruled(rule: (value: string) => string | undefined, clean: (value: string) => string) {
  return z.pipe(z.string().check(z.maxLength(10_000)), z.transform(clean)).check(
    z.superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** `{ id }` of something chosen from suggestions or a dropdown; the message says what to choose. */
const chosen = (message: string) =>
  z.object(
    {
      id: z
        .number({ error: message })
        .check(z.int(message), z.positive(message), z.maximum(maxSqlInteger, message)),
    },
    { error: message },
  );

// Job roles and skills

/** A skill of a job role (002 section 3: "Skill: id, name, skill_id"): id is the job role's row of it. */
export const jobRoleSkillSchema = z.object({ id, skill_id: id, name: z.string() });
export type JobRoleSkill = z.infer<typeof jobRoleSkillSchema>;

/** A job role (002 section 3: "Job role: id, name, skills"), skills in the admin's order. */
export const jobRoleSchema = z.object({ id, name: z.string(), skills: z.array(jobRoleSkillSchema) });
export type JobRole = z.infer<typeof jobRoleSchema>;

/** GET /job_role/search/{text}: job roles whose name holds the text, by name. */
export const jobRoleListSchema = z.object({ data: z.array(jobRoleSchema) });
export type JobRoleList = z.infer<typeof jobRoleListSchema>;

/** A skill the editor sends: a known one by skill_id, or a new name (special characters stripped). */
export const jobRoleSkillInputSchema = z.object({
  skill_id: z.optional(z.int().check(z.positive(), z.maximum(maxSqlInteger))),
  name: ruled(skillNameProblem, cleanSkillName),
});

/** POST /job_role and PUT /job_role/{id} (002 section 7: name, skills): the whole job role. */
export const jobRoleSaveSchema = z.object({
  name: ruled(jobRoleNameProblem, (value) => stripAngleBrackets(value).trim()),
  skills: z.array(jobRoleSkillInputSchema).check(
    z.minLength(1, texts.jobRoleSkillsRequired),
    z.maxLength(assessmentLimits.jobRoleSkillsMax),
    z.superRefine((skills, context) => {
      for (const index of duplicateSkillIndexes(skills.map((skill) => skill.name)))
        context.addIssue({ code: 'custom', path: [index, 'name'], message: texts.skillDuplicate });
    }),
  ),
});
export type JobRoleSaveInput = z.input<typeof jobRoleSaveSchema>;
export type JobRoleSave = z.output<typeof jobRoleSaveSchema>;

/** GET /assessor_role: the dropdown's options. */
export const assessorRoleListSchema = z.object({
  data: z.array(z.object({ id, name: z.string() })),
});
export type AssessorRoleList = z.infer<typeof assessorRoleListSchema>;

/** GET /user/search/name/{text}: the assessee suggestions, enabled people whose name holds the text. */
export const userNameSearchSchema = z.object({
  data: z.array(z.object({ user_id: id, first_name: z.string(), last_name: z.string(), name: z.string() })),
});
export type UserNameSearch = z.infer<typeof userNameSearchSchema>;

// Assessments

/** A rating: 0 to 10, or null for N/A (002 section 9). */
export const assessmentRatingSchema = z.custom<number | null>(isAssessmentRating, {
  error: texts.ratingInvalid,
});

/** 'MM/DD/YYYY' of a day that exists (002 section 9). */
export const assessmentDateSchema = z.string({ error: texts.dateInvalid }).check(
  z.trim(),
  z.refine((value) => assessmentDateToIso(value) !== undefined, texts.dateInvalid),
);

export const ratedSkillInputSchema = z.object({
  skill_id: z.int().check(z.positive(), z.maximum(maxSqlInteger)),
  rating: assessmentRatingSchema,
  notes: ruled(notesProblem, (value) => stripAngleBrackets(value).trim()),
});

/** POST /assessment and PUT /assessment/{id}: the whole form. */
export const assessmentSaveSchema = z.object({
  job_role: chosen(texts.jobRoleRequired),
  assessee: chosen(texts.assesseeRequired),
  assessor_role: z.object(
    { id: z.custom<number>(isAssessorRoleId, { error: texts.assessorRoleRequired }) },
    { error: texts.assessorRoleRequired },
  ),
  assessment_date: assessmentDateSchema,
  skills: z
    .array(ratedSkillInputSchema, { error: texts.skillsRequired })
    .check(z.minLength(1, texts.skillsRequired), z.maxLength(assessmentLimits.jobRoleSkillsMax)),
});
export type AssessmentSaveInput = z.input<typeof assessmentSaveSchema>;
export type AssessmentSave = z.output<typeof assessmentSaveSchema>;

const person = z.object({ id, name: z.string() });

/** A row of GET /assessments. updated_at follows the date codec; can_edit: the signed-in user is the assessor. */
export const assessmentSummarySchema = z.object({
  assessment_id: id,
  job_role: z.object({ id, name: z.string() }),
  assessee: person,
  assessor: person,
  assessor_role: z.object({ id, name: z.string() }),
  assessment_date: assessmentDateSchema,
  updated_at: z.date(),
  can_edit: z.boolean(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

/**
 * GET /assessment/{id}, and the answer of a save: the summary with the job role's current skills (the edit form
 * rates those) and the stored ratings.
 */
export const assessmentSchema = z.extend(assessmentSummarySchema, {
  job_role: jobRoleSchema,
  skills: z.array(
    z.object({ skill_id: id, name: z.string(), rating: assessmentRatingSchema, notes: z.string() }),
  ),
  created_at: z.date(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** GET /assessments: the signed-in user's assessments, as assessor or assessee (ours), sorted and paged. */
export const assessmentListQuerySchema = z.object({
  sort: z._default(z.enum(assessmentSorts), defaultAssessmentSort),
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(assessmentLimits.listPageSizeMax)),
    assessmentLimits.listPageSize,
  ),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
});
export type AssessmentListQuery = z.output<typeof assessmentListQuerySchema>;

export const assessmentListSchema = z.object({
  data: z.array(assessmentSummarySchema),
  total: z.int().check(z.minimum(0)),
});
export type AssessmentList = z.infer<typeof assessmentListSchema>;
