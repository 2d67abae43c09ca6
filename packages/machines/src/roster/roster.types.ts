import type { CompletionCreated, Registration, RegistrationTypeId } from '@segno/domain';

/** A learner's row on a session's roster (002, section 3, "Registration"). */
export type RosterRow = Pick<
  Registration,
  | 'registration_id'
  | 'user_id'
  | 'name'
  | 'registration_type_id'
  | 'has_completed'
  | 'can_remove'
  | 'completion_id'
>;

export type RosterInput = { session_id: number; rows: RosterRow[] };

/** PUT /session/{id}/registration/{registration_id}: deny (2) or reinstate (1). */
export type SetRegistrationTypeInput = {
  session_id: number;
  registration_id: number;
  registration_type_id: RegistrationTypeId;
};

/** POST /session/{id}/registration/{registration_id}/completion, and DELETE of the same path. */
export type AttendanceInput = { session_id: number; registration_id: number };

export type MarkPresentOutput = CompletionCreated;

/** DELETE /session/{id}/registration/{registration_id} */
export type RemoveLearnerInput = { session_id: number; registration_id: number };

/** PUT /session/{id}/registration with the chosen learner's user_id; answers the new row. */
export type AddLearnerInput = { session_id: number; user_id: number };

export type RosterEvent =
  | { type: 'roster.deny'; registrationId: number }
  | { type: 'roster.reinstate'; registrationId: number }
  | { type: 'roster.toggle-attendance'; registrationId: number }
  | { type: 'roster.remove'; registrationId: number }
  | { type: 'roster.add'; userId: number }
  /** Confirms the removal asked for. */
  | { type: 'roster.confirm' }
  /** Closes the confirmation or a modal without doing anything. */
  | { type: 'roster.dismiss' };
