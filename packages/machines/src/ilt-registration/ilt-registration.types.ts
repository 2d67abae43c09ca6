import type { LearnerRegistration, Session } from '@segno/domain';

/** What the registration machine needs of a session (002, section 3, "Session"). */
export type IltRegistrationSession = Pick<
  Session,
  'session_id' | 'number_enrolled' | 'max_class_size' | 'is_complete'
>;

export type IltRegistrationInput = {
  session: IltRegistrationSession;
  /** The signed-in learner's registration for the session, or null when they have none. */
  registration: LearnerRegistration | null;
};

/** PUT /session/{id}/registration with the learner's own user id (the app adds it). */
export type RegisterInput = { session_id: number };

/** DELETE /session/{id}/registration/{registration_id} */
export type CancelRegistrationInput = { session_id: number; registration_id: number };

export type IltRegistrationEvent =
  | { type: 'registration.register' }
  | { type: 'registration.cancel' }
  | { type: 'registration.dismiss-error' };
