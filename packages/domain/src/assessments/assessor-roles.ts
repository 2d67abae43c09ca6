/**
 * Assessor roles (002 sections 3 and 5: "assessor role chosen from a dropdown") and who may assess whom. 002
 * names the dropdown but not its options nor a rule; ours: Self assesses oneself, Manager one's direct reports
 * (app_user.manager_id), Peer anyone else, Instructor anyone else when the assessor holds the instructor role (7).
 */
import { assessmentMessages } from '../messages-assessments';
import { isInstructor } from '../roles';

export const assessorRoleIds = { self: 1, manager: 2, peer: 3, instructor: 4 } as const;
export type AssessorRoleKind = keyof typeof assessorRoleIds;
export type AssessorRoleId = (typeof assessorRoleIds)[AssessorRoleKind];

const kinds = Object.keys(assessorRoleIds) as AssessorRoleKind[];

/** GET /assessor_role's options, by id. */
export const assessorRoleOptions: readonly { id: AssessorRoleId; name: string }[] = kinds.map((kind) => ({
  id: assessorRoleIds[kind],
  name: assessmentMessages.assessorRoles[kind],
}));

export function isAssessorRoleId(value: unknown): value is AssessorRoleId {
  return assessorRoleOptions.some((option) => option.id === value);
}

export function assessorRoleName(id: AssessorRoleId): string {
  return assessorRoleOptions.find((option) => option.id === id)?.name ?? '';
}

/** The people of an assessment, as the rule needs them. */
export type AssessmentParties = {
  assessorId: number;
  /** The assessor's user roles (000 section 6). */
  assessorRoles: readonly number[];
  assesseeId: number;
  /** The assessee's manager, if any. */
  assesseeManagerId: number | null;
};

export type AssessorRoleRefusal = keyof typeof assessmentMessages.assessorRoleRefusals;

/** Why the assessor may not assess the assessee in this role, or undefined when they may. */
export function assessorRoleRefusal(
  roleId: AssessorRoleId,
  parties: AssessmentParties,
): AssessorRoleRefusal | undefined {
  const isSelf = parties.assessorId === parties.assesseeId;
  switch (roleId) {
    case assessorRoleIds.self:
      return isSelf ? undefined : 'selfOnly';
    case assessorRoleIds.manager:
      return parties.assesseeManagerId === parties.assessorId && !isSelf ? undefined : 'managerOfAssessee';
    case assessorRoleIds.peer:
      return isSelf ? 'notSelf' : undefined;
    case assessorRoleIds.instructor:
      if (!isInstructor(parties.assessorRoles)) return 'instructorOnly';
      return isSelf ? 'notSelf' : undefined;
  }
}

/** The roles the dropdown may offer for these people. */
export function allowedAssessorRoles(parties: AssessmentParties): AssessorRoleId[] {
  return assessorRoleOptions
    .map((option) => option.id)
    .filter((id) => assessorRoleRefusal(id, parties) === undefined);
}

/** Only the assessor changes an assessment (ours). */
export function canEditAssessment(userId: number, assessment: { assessorId: number }): boolean {
  return assessment.assessorId === userId;
}

/** The assessor and the person assessed read it (ours). */
export function canReadAssessment(
  userId: number,
  assessment: { assessorId: number; assesseeId: number },
): boolean {
  return assessment.assessorId === userId || assessment.assesseeId === userId;
}
