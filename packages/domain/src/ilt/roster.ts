import { iltMessages } from '../messages-ilt';
import { type RegistrationTypeId, registrationTypes } from './registration';

/** What the roster rules need of a learner's row (002, section 3, "Registration"). */
export type RosterStanding = {
  registration_type_id: RegistrationTypeId;
  has_completed: boolean;
  can_remove: boolean;
};

/** A row's action button: deny an enrolled learner, reinstate a denied one (002, section 4, "Roster"). */
export type RosterTypeAction = 'deny' | 'reinstate';

/** Spec 002 section 4: the session view lists enrolled and denied learners (not cancelled ones). */
export function isOnRoster(row: Pick<RosterStanding, 'registration_type_id'>): boolean {
  return (
    row.registration_type_id === registrationTypes.enrolled ||
    row.registration_type_id === registrationTypes.denied
  );
}

/** Deny for an enrolled learner, reinstate for a denied one; a cancelled registration has neither. */
export function rosterTypeAction(typeId: RegistrationTypeId): RosterTypeAction | undefined {
  if (typeId === registrationTypes.enrolled) return 'deny';
  if (typeId === registrationTypes.denied) return 'reinstate';
  return undefined;
}

/** Spec 002 section 4: deny flips 1 to 2; reinstate flips 2 to 1. */
export function registrationTypeAfter(action: RosterTypeAction): RegistrationTypeId {
  return action === 'deny' ? registrationTypes.denied : registrationTypes.enrolled;
}

/** Spec 002 section 4: the text is Enrolled or Denied (and Cancelled for type 3). */
export function registrationTypeText(typeId: RegistrationTypeId): string {
  if (typeId === registrationTypes.enrolled) return iltMessages.registrationTypes.enrolled;
  if (typeId === registrationTypes.denied) return iltMessages.registrationTypes.denied;
  return iltMessages.registrationTypes.cancelled;
}

/** The action button's label for a row. */
export function rosterTypeActionText(action: RosterTypeAction): string {
  return action === 'deny' ? iltMessages.roster.deny : iltMessages.roster.reinstate;
}

/**
 * What toggling a row's attendance does (002, section 4): marking present creates a completion; unmarking
 * removes it, only when can_remove is true, else the cannot-remove-attendance modal opens instead.
 */
export type AttendanceToggle = 'markPresent' | 'unmarkPresent' | 'cannotRemoveAttendance';

export function attendanceToggle(
  row: Pick<RosterStanding, 'has_completed' | 'can_remove'>,
): AttendanceToggle {
  if (!row.has_completed) return 'markPresent';
  return row.can_remove ? 'unmarkPresent' : 'cannotRemoveAttendance';
}

/**
 * Whether a learner's attendance may be taken back (the row's can_remove; 002 section 4 leaves when open): while the
 * session is not complete, and only when the completion it recorded earned no medal or badge (`isReversible`),
 * since those rewards are not taken back.
 */
export function canRemoveAttendance(
  attendance: { isReversible: boolean | null },
  session: { isComplete: boolean },
): boolean {
  return attendance.isReversible === true && !session.isComplete;
}

/**
 * Spec 002 section 4: a learner with attendance and completion registered cannot be removed. Attendance is
 * recorded as a completion (marking present creates one), so a learner with has_completed stays.
 */
export function canRemoveLearner(row: Pick<RosterStanding, 'has_completed'>): boolean {
  return !row.has_completed;
}
