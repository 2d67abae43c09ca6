import { describe, expect, it } from 'vitest';
import { Role } from '../roles';
import {
  type AssessmentParties,
  allowedAssessorRoles,
  assessorRoleIds,
  assessorRoleOptions,
  assessorRoleRefusal,
  canEditAssessment,
  canReadAssessment,
  isAssessorRoleId,
} from './assessor-roles';

const { self, manager, peer, instructor } = assessorRoleIds;
/** Assessor 4 (a learner) and the people around them. */
const parties = (overrides: Partial<AssessmentParties>): AssessmentParties => ({
  assessorId: 4,
  assessorRoles: [Role.learner],
  assesseeId: 1,
  assesseeManagerId: 4,
  ...overrides,
});
const mySelf = parties({ assesseeId: 4, assesseeManagerId: 2 });
const myReport = parties({});
const colleague = parties({ assesseeId: 8, assesseeManagerId: 2 });
const asInstructor = (of: AssessmentParties) => ({ ...of, assessorRoles: [Role.learner, Role.instructor] });

describe('assessorRoleOptions', () => {
  it('lists Self, Manager, Peer and Instructor by id', () => {
    expect(assessorRoleOptions).toEqual([
      { id: 1, name: 'Self' },
      { id: 2, name: 'Manager' },
      { id: 3, name: 'Peer' },
      { id: 4, name: 'Instructor' },
    ]);
    expect([1, 4].map(isAssessorRoleId)).toEqual([true, true]);
    expect([0, 5, '1', null].map(isAssessorRoleId)).toEqual([false, false, false, false]);
  });
});

describe('assessorRoleRefusal', () => {
  it.each([
    ['self of oneself', self, mySelf, undefined],
    ['self of a report', self, myReport, 'selfOnly'],
    ['manager of a direct report', manager, myReport, undefined],
    ['manager of a colleague', manager, colleague, 'managerOfAssessee'],
    [
      'manager of oneself, even with no manager',
      manager,
      parties({ assesseeId: 4, assesseeManagerId: 4 }),
      'managerOfAssessee',
    ],
    ['peer of a colleague', peer, colleague, undefined],
    ['peer of a report', peer, myReport, undefined],
    ['peer of oneself', peer, mySelf, 'notSelf'],
    ['instructor without the role', instructor, colleague, 'instructorOnly'],
    ['instructor with the role', instructor, asInstructor(colleague), undefined],
    ['instructor of oneself', instructor, asInstructor(mySelf), 'notSelf'],
  ] as const)('%s', (_, roleId, of, expected) => {
    expect(assessorRoleRefusal(roleId, of)).toBe(expected);
  });

  it('offers only the roles that are allowed', () => {
    expect(allowedAssessorRoles(mySelf)).toEqual([self]);
    expect(allowedAssessorRoles(myReport)).toEqual([manager, peer]);
    expect(allowedAssessorRoles(asInstructor(colleague))).toEqual([peer, instructor]);
  });
});

describe('who reads and edits an assessment', () => {
  const assessment = { assessorId: 4, assesseeId: 1 };
  it('lets the assessor edit, and both people read', () => {
    expect([4, 1, 9].map((userId) => canEditAssessment(userId, assessment))).toEqual([true, false, false]);
    expect([4, 1, 9].map((userId) => canReadAssessment(userId, assessment))).toEqual([true, true, false]);
  });
});
