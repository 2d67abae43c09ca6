/** Role ids (000, section 6). */
export const Role = {
  learner: 1,
  segmentAdmin: 2,
  segmentAdminAlt: 3,
  segmentAdminAlt2: 4,
  salaried: 5,
  legalAdmin: 6,
  instructor: 7,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

const segmentAdminRoles: readonly number[] = [Role.segmentAdmin, Role.segmentAdminAlt, Role.segmentAdminAlt2];

export function isSegmentAdmin(roles: readonly number[]): boolean {
  return roles.some((role) => segmentAdminRoles.includes(role));
}

export function isLegalAdmin(roles: readonly number[]): boolean {
  return roles.includes(Role.legalAdmin);
}

export function isInstructor(roles: readonly number[]): boolean {
  return roles.includes(Role.instructor);
}

/** Spec 002 section 6: instructors and segment admins manage ILT sessions and their rosters. */
export function canManageSessions(roles: readonly number[]): boolean {
  return isInstructor(roles) || isSegmentAdmin(roles);
}

/** The access rules of the API contract that the caller's roles alone decide (contract/define.ts `RoleRuleName`). */
export const roleRules = {
  segmentAdmin: isSegmentAdmin,
  sessionManager: canManageSessions,
  legalAdmin: isLegalAdmin,
} satisfies Record<string, (roles: readonly number[]) => boolean>;

/** A user is a manager when the profiles call counts managees (000, section 6). */
export function isManager(profiles: { total_managees: number }): boolean {
  return profiles.total_managees > 0;
}
