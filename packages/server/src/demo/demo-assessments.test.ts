import { type AssessorRoleId, assessorRoleRefusal, isAssessmentRating } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoAssessments, demoJobRoles } from './demo-assessments';
import { buildDemoData } from './demo-data';
import { demoSkillNames } from './demo-skills';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('demo assessments', () => {
  it('are the same for the same moment and move with it', () => {
    expect(buildDemoAssessments(now)).toEqual(buildDemoAssessments(now));
    const later = buildDemoAssessments(new Date(now.getTime() + 86_400_000));
    expect(later[0]?.updatedAt.getTime()).toBe(
      (buildDemoAssessments(now)[0]?.updatedAt.getTime() ?? 0) + 86_400_000,
    );
  });

  it('rate demo skills only, each job role’s skills once, in its order', () => {
    for (const role of demoJobRoles) {
      for (const name of role.skills) expect(demoSkillNames).toContain(name);
      expect(new Set(role.skills).size).toBe(role.skills.length);
    }
    for (const planned of buildDemoAssessments(now)) {
      const role = demoJobRoles.find((candidate) => candidate.name === planned.jobRoleName);
      expect(planned.ratings.map((rating) => rating.skill)).toEqual(role?.skills);
      for (const rating of planned.ratings) {
        expect(isAssessmentRating(rating.rating)).toBe(true);
        expect(rating.notes.trim()).not.toBe('');
      }
      expect(planned.assessmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(planned.updatedAt.getTime()).toBeGreaterThanOrEqual(planned.createdAt.getTime());
      expect(planned.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('follow who may assess whom, with every assessor role and an N/A', () => {
    const { users } = buildDemoData(now);
    const byUsername = (username: string) => {
      const user = users.find((candidate) => candidate.username === username);
      if (!user) throw new Error(`no demo user ${username}`);
      return user;
    };
    const planned = buildDemoAssessments(now);
    for (const row of planned) {
      const assessor = byUsername(row.assessorUsername);
      const assessee = byUsername(row.assesseeUsername);
      expect(
        assessorRoleRefusal(row.assessorRoleId as AssessorRoleId, {
          assessorId: assessor.id,
          assessorRoles: assessor.roles,
          assesseeId: assessee.id,
          assesseeManagerId: assessee.managerId,
        }),
      ).toBeUndefined();
    }
    expect(new Set(planned.map((row) => row.assessorRoleId))).toEqual(new Set([1, 2, 3, 4]));
    expect(planned.some((row) => row.ratings.some((rating) => rating.rating === null))).toBe(true);
    expect(planned.filter((row) => row.assesseeUsername === 'learner')).toHaveLength(3);
  });
});
