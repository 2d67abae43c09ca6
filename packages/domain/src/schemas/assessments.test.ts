import { describe, expect, it } from 'vitest';
import { assessmentListQuerySchema, assessmentSaveSchema, jobRoleSaveSchema } from './assessments';

const valid = {
  job_role: { id: 1 },
  assessee: { id: 2 },
  assessor_role: { id: 2 },
  assessment_date: '11/23/2026',
  skills: [
    { skill_id: 1, rating: 9, notes: ' Greets <every> customer. ' },
    { skill_id: 2, rating: null, notes: 'Not seen yet.' },
  ],
};
const issues = (input: unknown) => {
  const parsed = assessmentSaveSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('assessmentSaveSchema', () => {
  it('takes the form with N/A as null and cleans the notes', () => {
    const parsed = assessmentSaveSchema.parse(valid);
    expect(parsed.skills).toEqual([
      { skill_id: 1, rating: 9, notes: 'Greets every customer.' },
      { skill_id: 2, rating: null, notes: 'Not seen yet.' },
    ]);
  });

  it('names what to choose when the choices are missing', () => {
    expect(
      issues({ ...valid, job_role: undefined, assessee: { id: 'x' }, assessor_role: { id: 7 } }),
    ).toEqual([
      ['job_role', 'Choose a job role from the suggestions.'],
      ['assessee.id', 'Choose the person to assess from the suggestions.'],
      ['assessor_role.id', 'Choose your assessor role.'],
    ]);
  });

  it('refuses a rating off the scale, missing notes and a date not MM/DD/YYYY', () => {
    expect(
      issues({
        ...valid,
        assessment_date: '2026-11-23',
        skills: [
          { skill_id: 1, rating: 11, notes: 'x' },
          { skill_id: 2, rating: 'N/A', notes: '' },
        ],
      }),
    ).toEqual([
      ['assessment_date', 'Enter a date as MM/DD/YYYY.'],
      ['skills.0.rating', 'Rate from 0 to 10, or choose N/A.'],
      ['skills.1.rating', 'Rate from 0 to 10, or choose N/A.'],
      ['skills.1.notes', 'Notes are required for each skill.'],
    ]);
  });

  it('needs at least one skill', () => {
    expect(issues({ ...valid, skills: [] })).toEqual([['skills', 'Rate each skill of the job role.']]);
  });
});

describe('jobRoleSaveSchema', () => {
  it('strips special characters from new skill names and flags repeats in any case', () => {
    const parsed = jobRoleSaveSchema.safeParse({
      name: ' Sales Associate ',
      skills: [{ skill_id: 3, name: 'First aid' }, { name: 'first AID!' }, { name: 'Upselling!' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['skills.1.name', 'This skill is already listed.'],
    ]);
    expect(jobRoleSaveSchema.parse({ name: ' Sales Associate ', skills: [{ name: 'Upselling!' }] })).toEqual({
      name: 'Sales Associate',
      skills: [{ name: 'Upselling' }],
    });
  });

  it('needs a name and a skill', () => {
    const parsed = jobRoleSaveSchema.safeParse({ name: 'A', skills: [] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'needs at least 2 characters'],
      ['skills', 'Add at least one skill.'],
    ]);
  });
});

describe('assessmentListQuerySchema', () => {
  it('defaults to Alphabetical, 25 a page', () => {
    expect(assessmentListQuerySchema.parse({})).toEqual({ sort: 'alphabetical', _limit: 25, _offset: 0 });
    expect(assessmentListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });
});
