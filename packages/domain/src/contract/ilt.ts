/** ilt */
import {
  adminCourseSchema,
  completionCreatedSchema,
  completionRemovedSchema,
  courseSchema,
  courseSessionListSchema,
  courseSuggestionListSchema,
  instructorListSchema,
  learnerRegistrationSchema,
  learnerSuggestionListSchema,
  locationSuggestionListSchema,
  registrationListSchema,
  registrationRequestSchema,
  registrationSchema,
  registrationTypeRequestSchema,
  sessionFiltersSchema,
  sessionListCallQuerySchema,
  sessionListPageSchema,
  sessionSaveBodySchema,
  sessionSchema,
} from '../index';
import { z } from '../zod';
import { access, defineCall, param } from './define';

export const iltCalls = {
  course: defineCall({
    method: 'GET',
    path: '/course/:course_id',
    description:
      'One course with its planned days and class sizes; a segment admin also reads its external course ids and expertise (000 section 7, 002 section 7).',
    params: { course_id: param.id },
    answer: z.union([adminCourseSchema, courseSchema]),
    access: access.signedIn,
  }),
  courseSessions: defineCall({
    method: 'GET',
    path: '/course/:course_id/session',
    description: "A course's sessions, each with the caller's registration or null (002 section 7).",
    params: { course_id: param.id },
    answer: courseSessionListSchema,
    access: access.signedIn,
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/session',
    description:
      'A page of sessions (25 by default), filtered by filter groups, course and term, with the total (002 section 7).',
    query: sessionListCallQuerySchema,
    answer: sessionListPageSchema,
    access: access.signedIn,
  }),
  sessionFilters: defineCall({
    method: 'GET',
    path: '/session/filters',
    description: "The session list's filter groups with their options (002 section 7).",
    answer: sessionFiltersSchema,
    access: access.signedIn,
  }),
  session: defineCall({
    method: 'GET',
    path: '/session/:session_id',
    description: 'One session with its days, location, instructor and seats (000 section 7, 002 section 7).',
    params: { session_id: param.id },
    answer: sessionSchema,
    access: access.signedIn,
  }),
  sessionCreate: defineCall({
    method: 'POST',
    path: '/session',
    description:
      'Creates a session of a course with its days; an instructor who names no instructor is its instructor (002 sections 6 and 7).',
    body: { encoding: 'json', schema: sessionSaveBodySchema },
    answer: sessionSchema,
    access: access.roles('sessionManager'),
  }),
  sessionSave: defineCall({
    method: 'PUT',
    path: '/session/:session_id',
    description:
      'Saves a session: course, class size, location, instructor and days; an instructor who names none is its instructor (002 sections 6 and 7).',
    params: { session_id: param.id },
    body: { encoding: 'json', schema: sessionSaveBodySchema },
    answer: sessionSchema,
    access: access.roles('sessionManager'),
  }),
  sessionRoster: defineCall({
    method: 'GET',
    path: '/session/:session_id/registration',
    description:
      "A session's roster: its enrolled and denied learners with their attendance (002 sections 4 and 7).",
    params: { session_id: param.id },
    answer: registrationListSchema,
    access: access.roles('sessionManager'),
  }),
  sessionRegister: defineCall({
    method: 'PUT',
    path: '/session/:session_id/registration',
    description:
      "Registers the body's user_id for a session: a learner themself, or a session manager adding a learner; answers the roster row (002 sections 4 and 7).",
    params: { session_id: param.id },
    body: { encoding: 'json', schema: registrationRequestSchema },
    answer: registrationSchema,
    access: access.anyOf(access.owner('user_id', 'registration'), access.roles('sessionManager')),
  }),
  registrationRemove: defineCall({
    method: 'DELETE',
    path: '/session/:session_id/registration/:registration_id',
    description:
      'Cancels a registration: the learner their own, or a session manager removing a learner without attendance from the roster (002 sections 4 and 7).',
    params: { session_id: param.id, registration_id: param.id },
    answer: learnerRegistrationSchema,
    access: access.anyOf(access.owner('registration_id', 'registration'), access.roles('sessionManager')),
  }),
  registrationType: defineCall({
    method: 'PUT',
    path: '/session/:session_id/registration/:registration_id',
    description:
      "Denies (2) or reinstates (1) a registration: a session manager, or the learner's own manager approving or denying (002 sections 1, 4 and 7).",
    params: { session_id: param.id, registration_id: param.id },
    body: { encoding: 'json', schema: registrationTypeRequestSchema },
    answer: registrationSchema,
    access: access.anyOf(access.roles('sessionManager'), access.managerOf('registration_id')),
  }),
  attendanceMark: defineCall({
    method: 'POST',
    path: '/session/:session_id/registration/:registration_id/completion',
    description:
      "Marks an enrolled learner present, completing the course's content; answers the completion (002 section 7).",
    params: { session_id: param.id, registration_id: param.id },
    answer: completionCreatedSchema,
    access: access.roles('sessionManager'),
  }),
  attendanceUnmark: defineCall({
    method: 'DELETE',
    path: '/session/:session_id/registration/:registration_id/completion',
    description:
      'Unmarks attendance when its completion may be taken back; answers the completion removed (002 sections 4 and 7).',
    params: { session_id: param.id, registration_id: param.id },
    answer: completionRemovedSchema,
    access: access.roles('sessionManager'),
  }),
  sessionLearnerSearch: defineCall({
    method: 'GET',
    path: '/session/:session_id/add/search/name/:term',
    description: "Learners by name that a session's roster may add (002 section 7).",
    params: { session_id: param.id, term: param.text },
    answer: learnerSuggestionListSchema,
    access: access.roles('sessionManager'),
  }),
  instructors: defineCall({
    method: 'GET',
    path: '/instructor/list',
    description: 'Every instructor, for the session form (002 section 7).',
    answer: instructorListSchema,
    access: access.roles('sessionManager'),
  }),
  locationSearch: defineCall({
    method: 'GET',
    path: '/location/search/name/:text',
    description: 'Locations by name, the session form suggestions (002 section 7).',
    params: { text: param.text },
    answer: locationSuggestionListSchema,
    access: access.roles('sessionManager'),
  }),
  courseSearch: defineCall({
    method: 'GET',
    path: '/course/search/name/:term',
    description: "Courses by name, the suggestions a session's course is chosen from (002 sections 5 and 7).",
    params: { term: param.text },
    answer: courseSuggestionListSchema,
    access: access.roles('sessionManager'),
  }),
};
