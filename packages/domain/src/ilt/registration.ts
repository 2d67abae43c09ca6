import { isSessionFull, type SessionSeats } from './seats';

/** Registration types (002, section 3): 1 Enrolled, 2 Denied, 3 Cancelled. */
export const registrationTypes = { enrolled: 1, denied: 2, cancelled: 3 } as const;
export type RegistrationTypeId = (typeof registrationTypes)[keyof typeof registrationTypes];

/** What the rules need of a learner's registration; null or undefined when they have none. */
export type RegistrationStanding = { registration_type_id: RegistrationTypeId } | null | undefined;

/**
 * Spec 002 section 4, "ILT registration": a user can register when they have no registration (so it cannot
 * be denied), or when it was cancelled. An enrolled or denied learner cannot register again.
 */
export function canRegister(registration: RegistrationStanding): boolean {
  return registration == null || registration.registration_type_id === registrationTypes.cancelled;
}

/**
 * Spec 002 section 4: a user can cancel when they hold a registration, the session is not complete, and the
 * registration is not denied or cancelled (so only an enrolled one).
 */
export function canCancel(registration: RegistrationStanding, session: { is_complete: boolean }): boolean {
  return registration?.registration_type_id === registrationTypes.enrolled && !session.is_complete;
}

/**
 * Whether the register button works for this session: the learner may register and a seat is left. The spec
 * states the two rules apart ("full when enrolled reaches max"); a full session takes nobody more, and the
 * server refuses it as well.
 */
export function canRegisterForSession(registration: RegistrationStanding, session: SessionSeats): boolean {
  return canRegister(registration) && !isSessionFull(session);
}
