/**
 * Registrations and the roster (002, section 4, "ILT registration" and "Roster"). Every change locks the
 * session's row first and moves number_enrolled in the same transaction (migration 0010), and refuses exactly
 * what the domain rules refuse: registering (canRegister, isSessionFull), cancelling (canCancel), deny and
 * reinstate (rosterTypeAction), removing a learner (canRemoveLearner), unmarking attendance (can_remove).
 */
import {
  type CompletionCreated,
  canCancel,
  canRegister,
  canRemoveAttendance,
  canRemoveLearner,
  enrolledAfterCancelling,
  enrolledAfterRegistering,
  isOnRoster,
  isSessionFull,
  type LearnerRegistration,
  type Registration,
  type RegistrationList,
  type RegistrationTypeId,
  registrationTypeAfter,
  registrationTypes,
  rosterTypeAction,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findCourseContentId } from '../repositories/course-repository';
import { userExists } from '../repositories/ilt-lookup-repository';
import { findSession, lockSessionSeats, setNumberEnrolled } from '../repositories/ilt-session-repository';
import { findManagerId, setRegistrationApproval } from '../repositories/manager-approval-repository';
import {
  deleteCompletionAndActivity,
  findAttendance,
  findCompletion,
  findLatestCompletion,
  findRegistration,
  findUserRegistration,
  insertAttendance,
  insertRegistration,
  listRoster,
  type RosterRow,
  setRegistrationType,
  takeBackCompletionPoints,
} from '../repositories/registration-repository';
import { toSession } from './ilt-session-service';
import { recordCompletionIn } from './scoring-engine';
import type { ServiceContext } from './service-context';

/** Who is asking: their id, and whether they manage sessions (an instructor or a segment admin). */
export type SessionActor = { userId: number; managesSessions: boolean };

/**
 * Why a call was refused: notFound and forbidden answer 404 and 403; every other refusal is a 409 whose
 * error_msg the client shows (002 section 8).
 */
export type RegistrationRefusal =
  | 'notFound'
  | 'userNotFound'
  | 'forbidden'
  | 'duplicate'
  | 'denied'
  | 'full'
  | 'sessionComplete'
  | 'alreadyCancelled'
  | 'hasAttendance'
  | 'notOnRoster'
  | 'notEnrolled'
  | 'alreadyPresent'
  | 'cannotRemoveAttendance'
  | 'noContent';

const enrolled = registrationTypes.enrolled;

export function createRegistrationService({ orm, now }: ServiceContext) {
  async function rosterRow(tx: Orm, sessionId: number, registrationId: number): Promise<Registration> {
    const session = await findSession(tx, sessionId);
    const [row] = await listRoster(tx, sessionId, [1, 2, 3], registrationId);
    if (!session || !row) throw new Error('The registration just written was not found');
    return toRegistration(row, toSession(session));
  }

  return {
    /** GET /session/{id}/registration: the enrolled and denied learners (002 section 4, "Roster"). */
    async roster(sessionId: number): Promise<RegistrationList | 'notFound'> {
      const record = await findSession(orm, sessionId);
      if (!record) return 'notFound';
      const session = toSession(record);
      const rows = await listRoster(orm, sessionId, [registrationTypes.enrolled, registrationTypes.denied]);
      return { data: rows.map((row) => toRegistration(row, session)) };
    },

    /** PUT /session/{id}/registration: a learner registering themself, or a session manager adding one. */
    register(
      actor: SessionActor,
      sessionId: number,
      userId: number,
    ): Promise<Registration | RegistrationRefusal> {
      if (userId !== actor.userId && !actor.managesSessions) return Promise.resolve('forbidden');
      return orm.transaction(async (tx) => {
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound';
        if (!(await userExists(tx, userId))) return 'userNotFound';
        const existing = await findUserRegistration(tx, sessionId, userId);
        const standing = existing && { registration_type_id: existing.registrationTypeId };
        if (!canRegister(standing)) {
          return standing?.registration_type_id === registrationTypes.denied ? 'denied' : 'duplicate';
        }
        if (isSessionFull(seatsOf(seats))) return 'full';
        // A cancelled registration is taken up again: one row per learner and session (0010).
        let registrationId = existing?.id;
        if (registrationId === undefined) {
          registrationId = await insertRegistration(tx, {
            sessionId,
            userId,
            registrationTypeId: enrolled,
            createdAt: now(),
          });
        } else {
          await setRegistrationType(tx, registrationId, enrolled);
          // Registering again asks the manager again: an approval of the cancelled registration does not carry.
          await setRegistrationApproval(tx, registrationId, null);
        }
        await setNumberEnrolled(tx, sessionId, enrolledAfterRegistering(seats.numberEnrolled));
        return rosterRow(tx, sessionId, registrationId);
      });
    },

    /**
     * DELETE /session/{id}/registration/{registration_id}: the learner cancelling their own (type 3), or a
     * session manager removing a learner from the roster (also type 3, so the learner may register again),
     * refused for a learner whose attendance is recorded.
     */
    remove(
      actor: SessionActor,
      sessionId: number,
      registrationId: number,
    ): Promise<LearnerRegistration | RegistrationRefusal> {
      return orm.transaction(async (tx) => {
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound';
        const registration = await findRegistration(tx, sessionId, registrationId);
        if (!registration) return 'notFound';
        const standing = { registration_type_id: registration.registrationTypeId };
        if (registration.userId === actor.userId) {
          if (!canCancel(standing, { is_complete: seats.isComplete })) {
            if (seats.isComplete) return 'sessionComplete';
            return registration.registrationTypeId === registrationTypes.denied
              ? 'denied'
              : 'alreadyCancelled';
          }
        } else {
          if (!actor.managesSessions) return 'forbidden';
          if (!isOnRoster(standing)) return 'notOnRoster';
          const attendance = await findAttendance(tx, registrationId);
          if (!canRemoveLearner({ has_completed: attendance !== undefined })) return 'hasAttendance';
        }
        await setRegistrationType(tx, registrationId, registrationTypes.cancelled);
        if (registration.registrationTypeId === enrolled) {
          await setNumberEnrolled(tx, sessionId, enrolledAfterCancelling(seats.numberEnrolled));
        }
        return { registration_id: registrationId, registration_type_id: registrationTypes.cancelled };
      });
    },

    /**
     * PUT /session/{id}/registration/{registration_id}: deny (1 to 2) or reinstate (2 to 1), by a session
     * manager or by the learner's own manager (002 section 1). The learner's manager asking for 1 approves
     * (reinstating first when denied): the approval is stamped and the registration is no longer pending.
     * Their asking for 2 denies, and a denial removes the enrolment (002 section 4, "manager override"): the
     * seat goes back under the same row lock, and the approval is cleared.
     */
    setType(
      actor: SessionActor,
      sessionId: number,
      registrationId: number,
      registrationTypeId: RegistrationTypeId,
    ): Promise<Registration | RegistrationRefusal> {
      return orm.transaction(async (tx) => {
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound';
        const registration = await findRegistration(tx, sessionId, registrationId);
        if (!registration) return 'notFound';
        const byManager = (await findManagerId(tx, registration.userId)) === actor.userId;
        if (!byManager && !actor.managesSessions) return 'forbidden';
        const current = registration.registrationTypeId;
        const action = rosterTypeAction(current);
        // Asking for the type it already has changes nothing (a repeated click), but a manager's 1 approves.
        const unchanged = current === registrationTypeId && isOnRoster({ registration_type_id: current });
        if (!unchanged) {
          if (!action || registrationTypeAfter(action) !== registrationTypeId) return 'notOnRoster';
          if (action === 'reinstate' && isSessionFull(seatsOf(seats))) return 'full';
          await setRegistrationType(tx, registrationId, registrationTypeId);
          await setNumberEnrolled(
            tx,
            sessionId,
            action === 'deny'
              ? enrolledAfterCancelling(seats.numberEnrolled)
              : enrolledAfterRegistering(seats.numberEnrolled),
          );
        }
        if (byManager) {
          await setRegistrationApproval(
            tx,
            registrationId,
            registrationTypeId === enrolled ? { by: actor.userId, at: now() } : null,
          );
        }
        return rosterRow(tx, sessionId, registrationId);
      });
    },

    /** POST .../completion: marks an enrolled learner present, completing the course's content. */
    markPresent(sessionId: number, registrationId: number): Promise<CompletionCreated | RegistrationRefusal> {
      return orm.transaction(async (tx) => {
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound';
        const registration = await findRegistration(tx, sessionId, registrationId);
        if (!registration) return 'notFound';
        if (registration.registrationTypeId !== enrolled) return 'notEnrolled';
        if (await findAttendance(tx, registrationId)) return 'alreadyPresent';
        const contentId = await findCourseContentId(tx, seats.courseId);
        if (contentId === undefined) return 'noContent';
        const result = await recordCompletionIn(tx, registration.userId, contentId, now());
        const recorded = await findLatestCompletion(tx, registration.userId, contentId);
        if (!result || !recorded) return 'noContent';
        await insertAttendance(tx, {
          registrationId,
          completionId: recorded.id,
          // Points (and the level they reach, which follows the score) can be taken back; a medal or badge
          // earned with them cannot.
          isReversible: result.medals.length === 0 && result.badges.length === 0,
        });
        return { completion_id: recorded.id };
      });
    },

    /** DELETE .../completion: unmarks attendance, only when can_remove (else the client's modal). */
    unmarkPresent(
      sessionId: number,
      registrationId: number,
    ): Promise<{ completion_id: number } | RegistrationRefusal> {
      return orm.transaction(async (tx) => {
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound';
        const registration = await findRegistration(tx, sessionId, registrationId);
        const attendance = registration && (await findAttendance(tx, registrationId));
        if (!attendance) return 'notFound';
        if (!canRemoveAttendance(attendance, seats)) return 'cannotRemoveAttendance';
        const found = await findCompletion(tx, attendance.completionId);
        if (found) {
          await takeBackCompletionPoints(tx, found.id);
          await deleteCompletionAndActivity(tx, found);
        }
        return { completion_id: attendance.completionId };
      });
    },
  };
}

/** What the domain's seat rules read of a locked session row. */
const seatsOf = (seats: { maxClassSize: number; numberEnrolled: number }) => ({
  max_class_size: seats.maxClassSize,
  number_enrolled: seats.numberEnrolled,
});

function toRegistration(row: RosterRow, session: ReturnType<typeof toSession>): Registration {
  const hasCompleted = row.completionId !== null;
  return {
    registration_id: row.id,
    user_id: row.userId,
    name: `${row.firstName} ${row.lastName}`,
    registration_type_id: row.registrationTypeId,
    session: {
      session_id: session.session_id,
      course_name: session.course_name,
      session_days: session.session_days,
    },
    has_completed: hasCompleted,
    can_remove: hasCompleted && canRemoveAttendance(row, { isComplete: session.is_complete }),
    completion_id: row.completionId,
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
