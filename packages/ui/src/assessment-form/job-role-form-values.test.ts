import { jobRoleSaveSchema } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import {
  type JobRoleFormValues,
  jobRoleFormIssues,
  skillToAddProblem,
  toJobRoleSave,
} from './job-role-form-values';

const filled: JobRoleFormValues = {
  name: ' Floor <Lead> ',
  skills: [{ skill_id: 6, name: 'First aid' }, { name: 'Till #handling' }],
};

/** The schema's issues as form fields. */
function schemaIssues(values: JobRoleFormValues) {
  const result = jobRoleSaveSchema.safeParse(values);
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

describe('jobRoleFormIssues', () => {
  it.each<[string, JobRoleFormValues]>([
    ['filled', filled],
    ['nothing', { name: '', skills: [] }],
    ['a one-letter name', { ...filled, name: 'A' }],
    ['a duplicate in another case', { ...filled, skills: [...filled.skills, { name: 'FIRST AID' }] }],
    ['a skill name too short once cleaned', { ...filled, skills: [{ name: '#a!' }] }],
  ])('agrees with the domain schema: %s', (_name, values) => {
    expect(jobRoleFormIssues(values)).toEqual(schemaIssues(values));
  });
});

describe('toJobRoleSave', () => {
  it('cleans as the schema does', () => {
    expect(toJobRoleSave(filled)).toEqual(jobRoleSaveSchema.parse(filled));
  });
});

describe('skillToAddProblem', () => {
  it('refuses a short name and one already listed, in any case', () => {
    expect(skillToAddProblem('Safe lifting', filled.skills)).toBeUndefined();
    expect(skillToAddProblem('first AID', filled.skills)).toBe('This skill is already listed.');
    expect(skillToAddProblem('x', filled.skills)).toBeDefined();
  });
});
