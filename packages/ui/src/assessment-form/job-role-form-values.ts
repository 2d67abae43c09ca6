import {
  assessmentMessages,
  cleanSkillName,
  duplicateSkillIndexes,
  type JobRoleSave,
  jobRoleNameProblem,
  skillNameProblem,
  stripAngleBrackets,
} from '@segno/domain';
import { type FormIssue, issuesResolver } from './issues-resolver';

/** A skill of the job role being edited: a known one (skill_id) or a new name. */
export type JobRoleFormSkill = { skill_id?: number; name: string };

export type JobRoleFormValues = { name: string; skills: JobRoleFormSkill[] };

export type JobRoleFormIssue = FormIssue;

/**
 * What `jobRoleSaveSchema` refuses, by form field, through the same domain rules (the widget does not bundle
 * zod): the name's length, at least one skill, each skill's name, and duplicates (002 section 5).
 */
export function jobRoleFormIssues(values: JobRoleFormValues): JobRoleFormIssue[] {
  const issues: JobRoleFormIssue[] = [];
  const name = jobRoleNameProblem(stripAngleBrackets(values.name));
  if (name) issues.push({ field: 'name', message: name });
  if (values.skills.length === 0)
    issues.push({ field: 'skills.root', message: assessmentMessages.jobRoleSkillsRequired });
  values.skills.forEach((skill, index) => {
    const problem = skillNameProblem(skill.name);
    if (problem) issues.push({ field: `skills.${index}.name`, message: problem });
  });
  for (const index of duplicateSkillIndexes(values.skills.map((skill) => skill.name)))
    issues.push({ field: `skills.${index}.name`, message: assessmentMessages.skillDuplicate });
  return issues;
}

/** react-hook-form's resolver: the first issue of each field is the one shown. */
export const jobRoleFormResolver = issuesResolver<JobRoleFormValues>(jobRoleFormIssues);

/** The body of POST /job_role and PUT /job_role/{id}, cleaned as the schema cleans it. */
export function toJobRoleSave(values: JobRoleFormValues): JobRoleSave {
  return {
    name: stripAngleBrackets(values.name).trim(),
    skills: values.skills.map((skill) => ({
      ...(skill.skill_id === undefined ? {} : { skill_id: skill.skill_id }),
      name: cleanSkillName(skill.name),
    })),
  };
}

/** Why a skill cannot join the list (its name, or a name already listed), or undefined when it can. */
export function skillToAddProblem(name: string, listed: readonly JobRoleFormSkill[]): string | undefined {
  const problem = skillNameProblem(name);
  if (problem) return problem;
  const names = [...listed.map((skill) => skill.name), name];
  return duplicateSkillIndexes(names).length > 0 ? assessmentMessages.skillDuplicate : undefined;
}
