import { describe, expect, it } from 'vitest';
import { Role } from '../roles';
import { canReadReport, canUseReports, isReportingUser, type ReportViewer } from './report-access';

const viewer = (roles: number[], hasTeam = false, userId = 4): ReportViewer => ({ userId, roles, hasTeam });
const hierarchy = { kind: 'hierarchy' } as const;
const team = (managerId: number) => ({ kind: 'team', managerId }) as const;

describe('report access', () => {
  it.each([
    ['segment admin (2)', [Role.learner, Role.segmentAdmin], true],
    ['segment admin (3)', [Role.segmentAdminAlt], true],
    ['segment admin (4)', [Role.segmentAdminAlt2], true],
    ['legal admin (6)', [Role.legalAdmin], true],
    ['learner', [Role.learner], false],
    ['salaried learner', [Role.learner, Role.salaried], false],
    ['instructor', [Role.learner, Role.instructor], false],
  ])('%s reads every report: %s', (_, roles, expected) => {
    expect(isReportingUser(roles)).toBe(expected);
    expect(canReadReport(viewer(roles), hierarchy)).toBe(expected);
    expect(canReadReport(viewer(roles), team(99))).toBe(expected);
  });

  it('lets a manager read the hierarchy and their own team, not another team', () => {
    const manager = viewer([Role.learner], true, 4);
    expect(canReadReport(manager, team(4))).toBe(true);
    expect(canReadReport(manager, team(5))).toBe(false);
    expect(canReadReport(manager, hierarchy)).toBe(true);
  });

  it('refuses a learner their own id when nobody reports to them', () => {
    expect(canReadReport(viewer([Role.learner], false, 1), team(1))).toBe(false);
  });

  it('opens saved views and the lists to reporting users and managers only', () => {
    expect(canUseReports(viewer([Role.legalAdmin]))).toBe(true);
    expect(canUseReports(viewer([Role.learner], true))).toBe(true);
    expect(canUseReports(viewer([Role.learner]))).toBe(false);
  });
});
