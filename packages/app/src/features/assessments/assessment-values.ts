import type { Assessment } from '@segno/domain';
import type { AssessmentFormValues } from '@segno/ui';

/**
 * An assessment as the edit form shows it: the job role's current skills, each with its stored rating and notes
 * (a skill the role gained since starts at 0 without notes; one it lost is no longer rated).
 */
export function assessmentFormValues(assessment: Assessment): AssessmentFormValues {
  const { job_role, assessee, assessor_role, assessment_date, skills } = assessment;
  return {
    job_role: {
      id: job_role.id,
      name: job_role.name,
      skills: job_role.skills.map(({ skill_id, name }) => ({ skill_id, name })),
    },
    assessee: { id: assessee.id, name: assessee.name },
    assessor_role: String(assessor_role.id),
    assessment_date,
    skills: job_role.skills.map(({ skill_id, name }) => {
      const stored = skills.find((skill) => skill.skill_id === skill_id);
      // A stored N/A is null: kept as it is.
      return stored
        ? { skill_id, name, rating: stored.rating, notes: stored.notes }
        : { skill_id, name, rating: 0, notes: '' };
    }),
  };
}

/** A server issue's path as the form's field: a chosen `{ id }` is the field itself ('job_role.id' -> 'job_role'). */
export function formFieldOfIssue(path: string): string {
  return path.replace(/\.id$/, '');
}
