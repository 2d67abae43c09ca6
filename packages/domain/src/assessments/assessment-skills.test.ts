import { describe, expect, it } from 'vitest';
import { notesProblem, ratedSkillIssues } from './assessment-skills';

const jobRole = [
  { skill_id: 1, name: 'Active listening' },
  { skill_id: 2, name: 'First aid' },
];

describe('ratedSkillIssues', () => {
  it('accepts each skill of the job role once, in any order', () => {
    expect(ratedSkillIssues(jobRole, [2, 1])).toEqual([]);
  });

  it('flags a foreign skill, a skill rated twice and a skill left out', () => {
    expect(ratedSkillIssues(jobRole, [1, 9, 1])).toEqual([
      { path: [1, 'skill_id'], message: 'This skill is not one of the job role’s skills.' },
      { path: [2, 'skill_id'], message: 'This skill is rated twice.' },
      { path: [], message: 'Rate First aid.' },
    ]);
  });
});

describe('notesProblem', () => {
  it.each([
    ['', 'Notes are required for each skill.'],
    ['   ', 'Notes are required for each skill.'],
    ['<>', 'Notes are required for each skill.'],
    ['Greets every customer.', undefined],
    ['x'.repeat(2000), undefined],
    ['x'.repeat(2001), 'must be at most 2000 characters'],
  ])('%j -> %j', (raw, expected) => {
    expect(notesProblem(raw)).toBe(expected);
  });
});
