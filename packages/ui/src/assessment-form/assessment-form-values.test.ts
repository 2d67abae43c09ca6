import { assessmentSaveSchema } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import {
  type AssessmentFormValues,
  assessmentFormIssues,
  skillsForJobRole,
  toAssessmentSave,
  toSaveInput,
} from './assessment-form-values';

const greeting = { skill_id: 11, name: 'Customer greeting', rating: null, notes: ' <b>Warm</b> welcome. ' };
const filled: AssessmentFormValues = {
  job_role: { id: 1, name: 'Sales Associate', skills: [{ skill_id: 11, name: 'Customer greeting' }] },
  assessee: { id: 8, name: 'Kofi Mensah' },
  assessor_role: '3',
  assessment_date: ' 11/20/2026 ',
  skills: [greeting],
};

/** The schema's issues as form fields, first per field (what the form shows). */
function schemaIssues(values: AssessmentFormValues) {
  const result = assessmentSaveSchema.safeParse(toSaveInput(values));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [first, index, field] = issue.path;
    const name =
      first === 'skills'
        ? typeof index === 'number'
          ? `skills.${index}.${String(field)}`
          : 'skills.root'
        : String(first);
    return { field: name, message: issue.message };
  });
}

const cases: [string, AssessmentFormValues][] = [
  ['filled', filled],
  ['nothing chosen', { job_role: null, assessee: null, assessor_role: '', assessment_date: '', skills: [] }],
  ['an unknown assessor role', { ...filled, assessor_role: '9' }],
  ['a day that does not exist', { ...filled, assessment_date: '02/30/2026' }],
  ['a date in another format', { ...filled, assessment_date: '2026-11-20' }],
  ['notes left blank', { ...filled, skills: [{ ...greeting, notes: ' <> ' }] }],
  ['a rating off the scale', { ...filled, skills: [{ ...greeting, rating: 11 }] }],
  ['notes too long', { ...filled, skills: [{ ...greeting, notes: 'x'.repeat(2001) }] }],
];

describe('assessmentFormIssues', () => {
  it.each(cases)('agrees with the domain schema: %s', (_name, values) => {
    const ours = assessmentFormIssues(values);
    expect(ours).toEqual(schemaIssues(values));
  });

  it('finds nothing wrong with a filled form', () => {
    expect(assessmentFormIssues(filled)).toEqual([]);
  });
});

describe('toAssessmentSave', () => {
  it('cleans the values as the schema does', () => {
    expect(toAssessmentSave(filled)).toEqual(assessmentSaveSchema.parse(toSaveInput(filled)));
    expect(toAssessmentSave(filled).skills[0]?.notes).toBe('bWarm/b welcome.');
  });
});

describe('skillsForJobRole', () => {
  it('rates the new role’s skills, keeping what a shared skill had', () => {
    const role = {
      id: 2,
      name: 'Lead',
      skills: [
        { skill_id: 12, name: 'Active listening' },
        { skill_id: 11, name: 'Customer greeting' },
      ],
    };
    expect(skillsForJobRole(role, filled.skills)).toEqual([
      { skill_id: 12, name: 'Active listening', rating: 0, notes: '' },
      greeting,
    ]);
    expect(skillsForJobRole(null, filled.skills)).toEqual([]);
  });
});
