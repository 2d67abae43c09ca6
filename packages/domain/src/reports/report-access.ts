/**
 * Who may read which report. 001 section 6 says only "Reporting access rules by role: not shown" and "Managers
 * view team reporting by man_id", so the rule is ours: reporting users (segment admins, roles 2 to 4, and legal
 * admins, role 6) read every report, the hierarchy and every manager's team; a manager (a user someone reports
 * to) reads the hierarchy, to see their store among the others (issue 10's journey: a manager opens the
 * overview and drills to a store), and their own team, not another manager's; everyone else, learners
 * included, reads none (403).
 */
import { isLegalAdmin, isSegmentAdmin } from '../roles';

export type ReportViewer = {
  userId: number;
  roles: readonly number[];
  /** Whether anyone reports to this user (app_user.manager_id). */
  hasTeam: boolean;
};

/** The hierarchy (overview, region, district, store) or one manager's team. */
export type ReportTarget = { kind: 'hierarchy' } | { kind: 'team'; managerId: number };

/** Roles that read every report. */
export function isReportingUser(roles: readonly number[]): boolean {
  return isSegmentAdmin(roles) || isLegalAdmin(roles);
}

export function canReadReport(viewer: ReportViewer, target: ReportTarget): boolean {
  if (isReportingUser(viewer.roles)) return true;
  if (!viewer.hasTeam) return false;
  return target.kind === 'hierarchy' || target.managerId === viewer.userId;
}

/** Saved views, the team list and the filter list: anyone who may read some report. */
export function canUseReports(viewer: ReportViewer): boolean {
  return isReportingUser(viewer.roles) || viewer.hasTeam;
}
