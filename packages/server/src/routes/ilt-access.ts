/** What the ILT calls share: who manages sessions, and refusals that carry error_msg (002, sections 6 and 8). */
import { canManageSessions, iltMessages } from '@segno/domain';
import { ApiError, errorMessages } from '../http/api-error';
import type { RegistrationRefusal, SessionActor } from '../services/registration-service';
import type { SignedInUser } from '../services/session-service';

export const sessionNotFound = 'There is no such session.';
export const courseNotFound = 'There is no such course.';
const registrationNotFound = 'There is no such registration.';

/** A refused ILT call: 409 with `error_msg` beside `error`, which the client shows (002 section 8). */
export class IltRefusal extends ApiError {
  constructor(errorMessage: string) {
    super(409, errorMessage);
  }

  override get body() {
    return { ...super.body, error_msg: this.message };
  }
}

/** Spec 002 section 6: instructors (role 7) and segment admins manage sessions and rosters. */
export function sessionActor({ userId, roles }: SignedInUser): SessionActor {
  return { userId, managesSessions: canManageSessions(roles) };
}

const refusals: Record<RegistrationRefusal, () => ApiError> = {
  notFound: () => new ApiError(404, registrationNotFound),
  userNotFound: () => new ApiError(404, errorMessages.userNotFound),
  forbidden: () => new ApiError(403, errorMessages.forbidden),
  duplicate: () => new IltRefusal(iltMessages.registration.registered),
  denied: () => new IltRefusal(iltMessages.registration.denied),
  full: () => new IltRefusal(iltMessages.registration.full),
  sessionComplete: () => new IltRefusal(iltMessages.registration.complete),
  alreadyCancelled: () => new IltRefusal(iltMessages.registration.cancelled),
  hasAttendance: () => new IltRefusal(iltMessages.roster.cannotRemoveLearner.message),
  cannotRemoveAttendance: () => new IltRefusal(iltMessages.roster.cannotRemoveAttendance.message),
  notOnRoster: () => new IltRefusal(iltMessages.roster.updateError),
  notEnrolled: () => new IltRefusal(iltMessages.roster.updateError),
  alreadyPresent: () => new IltRefusal(iltMessages.roster.updateError),
  noContent: () => new IltRefusal(iltMessages.roster.updateError),
};

/** The service's answer, or the error its refusal stands for. */
export function answerOrRefuse<Answer>(result: Answer | RegistrationRefusal): Answer {
  if (typeof result === 'string') throw refusals[result as RegistrationRefusal]();
  return result as Answer;
}
