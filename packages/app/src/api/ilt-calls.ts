import type { RegistrationTypeId, SessionSaveRequest } from '@segno/domain';
import type { Transport } from './transport';

/** The attendance removal answers nothing the client reads. */

export type SessionListParams = {
  limit: number;
  offset: number;
  courseId?: number;
  term?: string;
  filters?: readonly string[];
};

/**
 * Instructor-led training (002, section 7, "Courses and sessions"): a course and its sessions with the
 * learner's registration, registering and cancelling, the session list, one session and saving it, the roster
 * and its actions, and the location, instructor and learner suggestions.
 */
export function createIltCalls(request: Transport) {
  return {
    getCourse: (courseId: number, signal?: AbortSignal) =>
      request('course', { params: { course_id: courseId }, signal }),
    /** The course's sessions, each with the signed-in learner's registration. */
    getCourseSessions: (courseId: number, signal?: AbortSignal) =>
      request('courseSessions', { params: { course_id: courseId }, signal }),
    /** A learner registering (their own user id), or an instructor adding one: answers the roster row. */
    registerForSession: (sessionId: number, userId: number) =>
      request('sessionRegister', {
        params: { session_id: sessionId },
        json: { user_id: userId },
      }),
    /** A learner cancelling their registration, or an instructor removing a learner from the roster. */
    removeRegistration: (sessionId: number, registrationId: number) =>
      request('registrationRemove', {
        params: { session_id: sessionId, registration_id: registrationId },
      }),
    /** A page of sessions (25 per page, 002 section 9), optionally of one course. */
    getSessions: ({ limit, offset, courseId, term, filters }: SessionListParams, signal?: AbortSignal) =>
      request('sessions', {
        query: { _limit: limit, _offset: offset, course_id: courseId, term, filters },
        signal,
      }),
    getSessionFilters: (signal?: AbortSignal) => request('sessionFilters', { signal }),
    getSession: (sessionId: number, signal?: AbortSignal) =>
      request('session', { params: { session_id: sessionId }, signal }),
    createSession: (body: SessionSaveRequest) => request('sessionCreate', { json: body }),
    saveSession: (sessionId: number, body: SessionSaveRequest) =>
      request('sessionSave', { params: { session_id: sessionId }, json: body }),
    getRoster: (sessionId: number, signal?: AbortSignal) =>
      request('sessionRoster', { params: { session_id: sessionId }, signal }),
    setRegistrationType: (sessionId: number, registrationId: number, typeId: RegistrationTypeId) =>
      request('registrationType', {
        params: { session_id: sessionId, registration_id: registrationId },
        json: { registration_type_id: typeId },
      }),
    markPresent: (sessionId: number, registrationId: number) =>
      request('attendanceMark', {
        params: { session_id: sessionId, registration_id: registrationId },
      }),
    unmarkPresent: (sessionId: number, registrationId: number) =>
      request('attendanceUnmark', {
        params: { session_id: sessionId, registration_id: registrationId },
      }),
    searchSessionLearners: (sessionId: number, term: string, signal?: AbortSignal) =>
      request('sessionLearnerSearch', {
        params: { session_id: sessionId, term },
        signal,
      }),
    getInstructors: (signal?: AbortSignal) => request('instructors', { signal }),
    searchCourses: (term: string, signal?: AbortSignal) =>
      request('courseSearch', { params: { term }, signal }),
    searchLocations: (text: string, signal?: AbortSignal) =>
      request('locationSearch', { params: { text }, signal }),
  };
}
