import type { Assessment } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { parseAssessmentSort } from './assessment-sort-memory';
import { assessmentFormValues, formFieldOfIssue } from './assessment-values';

const stored: Assessment = {
  assessment_id: 2,
  job_role: {
    id: 1,
    name: 'Sales Associate',
    skills: [
      { id: 1, skill_id: 2, name: 'Customer greeting' },
      { id: 2, skill_id: 1, name: 'Active listening' },
      { id: 11, skill_id: 9, name: 'Upselling' },
    ],
  },
  assessee: { id: 1, name: 'Maya Chen' },
  assessor: { id: 1, name: 'Maya Chen' },
  assessor_role: { id: 1, name: 'Self' },
  assessment_date: '11/18/2026',
  updated_at: new Date('2026-11-18T10:00:00Z'),
  created_at: new Date('2026-11-18T10:00:00Z'),
  can_edit: true,
  skills: [
    { skill_id: 1, name: 'Active listening', rating: null, notes: 'Not seen.' },
    { skill_id: 2, name: 'Customer greeting', rating: 7, notes: 'Warm.' },
    { skill_id: 5, name: 'Safe lifting', rating: 3, notes: 'No longer a skill of the role.' },
  ],
};

describe('assessmentFormValues', () => {
  it('rates the job role’s current skills with the stored ratings, N/A kept, a new skill at 0', () => {
    expect(assessmentFormValues(stored)).toEqual({
      job_role: {
        id: 1,
        name: 'Sales Associate',
        skills: [
          { skill_id: 2, name: 'Customer greeting' },
          { skill_id: 1, name: 'Active listening' },
          { skill_id: 9, name: 'Upselling' },
        ],
      },
      assessee: { id: 1, name: 'Maya Chen' },
      assessor_role: '1',
      assessment_date: '11/18/2026',
      skills: [
        { skill_id: 2, name: 'Customer greeting', rating: 7, notes: 'Warm.' },
        { skill_id: 1, name: 'Active listening', rating: null, notes: 'Not seen.' },
        { skill_id: 9, name: 'Upselling', rating: 0, notes: '' },
      ],
    });
  });
});

describe('formFieldOfIssue', () => {
  it.each([
    ['job_role.id', 'job_role'],
    ['assessor_role.id', 'assessor_role'],
    ['skills.1.notes', 'skills.1.notes'],
    ['assessment_date', 'assessment_date'],
  ])('%s -> %s', (path, field) => {
    expect(formFieldOfIssue(path)).toBe(field);
  });
});

describe('parseAssessmentSort', () => {
  it.each([
    ['alphabetical', 'alphabetical'],
    ['last-updated', 'last-updated'],
    ['newest', undefined],
    [null, undefined],
  ])('%j -> %j', (value, sort) => {
    expect(parseAssessmentSort(value)).toBe(sort);
  });
});
