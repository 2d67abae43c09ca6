import {
  type AssessmentSave,
  type AssessmentSaveInput,
  assessmentMessages,
  isAssessmentDate,
  isAssessmentRating,
  isAssessorRoleId,
  notesProblem,
  stripAngleBrackets,
} from '@segno/domain';
import { type FormIssue, issuesResolver } from './issues-resolver';

const texts = assessmentMessages;

/** A person or a job role as the form shows it: its id and its name. */
export type Named = { id: number; name: string };

/** A job role picked from the suggestions: its skills are what the form rates. */
export type AssessmentJobRole = Named & { skills: readonly { skill_id: number; name: string }[] };

export type AssessmentFormSkill = { skill_id: number; name: string; rating: number | null; notes: string };

/** What the form holds: the picked job role and person (with names, to show them), and the rated skills. */
export type AssessmentFormValues = {
  job_role: AssessmentJobRole | null;
  assessee: Named | null;
  /** The assessor role's id as the dropdown's value; '' until one is chosen. */
  assessor_role: string;
  /** 'MM/DD/YYYY' */
  assessment_date: string;
  skills: AssessmentFormSkill[];
};

/**
 * The body of POST /assessment and PUT /assessment/{id} before it is cleaned. Nothing picked travels as a
 * missing field, which the domain's `assessmentSaveSchema` names ('Choose a job role from the suggestions.').
 */
export function toSaveInput(values: AssessmentFormValues): Partial<AssessmentSaveInput> {
  return {
    job_role: values.job_role ? { id: values.job_role.id } : undefined,
    assessee: values.assessee ? { id: values.assessee.id } : undefined,
    assessor_role: values.assessor_role ? { id: Number(values.assessor_role) } : undefined,
    assessment_date: values.assessment_date,
    skills: values.skills.map(({ skill_id, rating, notes }) => ({ skill_id, rating, notes })),
  };
}

export type AssessmentFormIssue = FormIssue;

/**
 * What `assessmentSaveSchema` refuses in the form's values, by form field, through the same domain rules
 * (the widget bundles neither zod nor the schema's module and what it imports). The tests hold the two equal.
 */
export function assessmentFormIssues(values: AssessmentFormValues): AssessmentFormIssue[] {
  const issues: AssessmentFormIssue[] = [];
  if (!values.job_role) issues.push({ field: 'job_role', message: texts.jobRoleRequired });
  if (!values.assessee) issues.push({ field: 'assessee', message: texts.assesseeRequired });
  if (!isAssessorRoleId(Number(values.assessor_role || Number.NaN)))
    issues.push({ field: 'assessor_role', message: texts.assessorRoleRequired });
  if (!isAssessmentDate(values.assessment_date))
    issues.push({ field: 'assessment_date', message: texts.dateInvalid });
  if (values.skills.length === 0) issues.push({ field: 'skills.root', message: texts.skillsRequired });
  values.skills.forEach((skill, index) => {
    if (!isAssessmentRating(skill.rating))
      issues.push({ field: `skills.${index}.rating`, message: texts.ratingInvalid });
    const notes = notesProblem(skill.notes);
    if (notes) issues.push({ field: `skills.${index}.notes`, message: notes });
  });
  return issues;
}

/** The cleaned body to send (as the schema cleans it); only called once the values have no issue. */
export function toAssessmentSave(values: AssessmentFormValues): AssessmentSave {
  const { job_role, assessee, assessor_role, assessment_date, skills } = values;
  if (!job_role || !assessee) throw new Error('An assessment is saved with a job role and a person.');
  return {
    job_role: { id: job_role.id },
    assessee: { id: assessee.id },
    assessor_role: { id: Number(assessor_role) },
    assessment_date: assessment_date.trim(),
    skills: skills.map(({ skill_id, rating, notes }) => ({
      skill_id,
      rating,
      notes: stripAngleBrackets(notes).trim(),
    })),
  };
}

/** react-hook-form's resolver: the first issue of each field is the one shown. */
export const assessmentFormResolver = issuesResolver<AssessmentFormValues>(assessmentFormIssues);

/**
 * The skills to rate once a job role is picked: its skills in its order, each keeping what was already entered
 * for it (switching roles loses nothing typed for a skill both roles share); a new skill starts at 0, no notes.
 */
export function skillsForJobRole(
  jobRole: AssessmentJobRole | null,
  current: readonly AssessmentFormSkill[],
): AssessmentFormSkill[] {
  if (!jobRole) return [];
  return jobRole.skills.map((skill) => {
    const entered = current.find((candidate) => candidate.skill_id === skill.skill_id);
    return entered ? { ...entered, name: skill.name } : { ...skill, rating: 0, notes: '' };
  });
}
