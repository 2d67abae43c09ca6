import { describe, expect, it } from 'vitest';
import {
  cleanSkillName,
  duplicateSkillIndexes,
  jobRoleNameProblem,
  skillNameKey,
  skillNameProblem,
} from './job-role-skills';

describe('cleanSkillName', () => {
  it.each([
    ['Active listening', 'Active listening'],
    ['  First   aid!! ', 'First aid'],
    ['<b>Safe</b> lifting', 'bSafeb lifting'],
    ['Point-of-sale (POS) #1', 'Point-of-sale POS 1'],
    ['Café service', 'Café service'],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanSkillName(raw)).toBe(expected);
  });

  it('compares names in any case, special characters aside', () => {
    expect(skillNameKey('First Aid!')).toBe(skillNameKey('first aid'));
  });
});

describe('duplicateSkillIndexes', () => {
  it('flags each repeat of an earlier name, case-insensitively', () => {
    expect(duplicateSkillIndexes(['First aid', 'Safe lifting', 'FIRST AID', 'first aid.', 'Other'])).toEqual([
      2, 3,
    ]);
    expect(duplicateSkillIndexes([])).toEqual([]);
  });
});

describe('name problems', () => {
  it.each([
    ['', 'is required'],
    ['!!', 'is required'],
    ['a', 'needs at least 2 characters'],
    ['ab', undefined],
    ['x'.repeat(200), undefined],
    ['x'.repeat(201), 'must be at most 200 characters'],
  ])('skill %j -> %j', (raw, expected) => {
    expect(skillNameProblem(raw)).toBe(expected);
  });

  it.each([
    ['  ', 'is required'],
    ['A', 'needs at least 2 characters'],
    ['Sales Associate', undefined],
    ['x'.repeat(101), 'must be at most 100 characters'],
  ])('job role %j -> %j', (raw, expected) => {
    expect(jobRoleNameProblem(raw)).toBe(expected);
  });
});
