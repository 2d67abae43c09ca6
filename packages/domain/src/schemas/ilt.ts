/**
 * Instructor-led training (002, sections 3 and 7): courses, sessions with their days, registrations (the
 * learner's and the roster's), the session list and its filters, manager data and approvals, and the location,
 * instructor and learner suggestions. Field names are the spec's; `*_date` fields are `Date`s once the client
 * has decoded them (dates.ts).
 */
import { decodeDates } from '../dates';
import { registrationTypes } from '../ilt/registration';
import { limits } from '../limits';
import { z } from '../zod';
import { maxSqlInteger } from './integers';
import { publicationStatusSchema } from './plan';

const id = z.int().check(z.positive());
/** An id a request names: positive, and at most what PostgreSQL's integer holds. */
const sqlId = z.int().check(z.positive(), z.maximum(maxSqlInteger));
const count = z.int().check(z.minimum(0));

export const registrationTypeIdSchema = z.union([
  z.literal(registrationTypes.enrolled),
  z.literal(registrationTypes.denied),
  z.literal(registrationTypes.cancelled),
]);

/** A course's planned day: minutes and a 1-based sort_order (002 section 3, "Course"). */
export const courseDaySchema = z.object({
  minutes: z.int().check(z.minimum(0)),
  sort_order: z.int().check(z.minimum(1)),
});

/** GET /course/{id} */
export const courseSchema = z.object({
  course_id: id,
  name: z.string().check(z.minLength(2), z.maxLength(100)),
  short_name: z.string().check(z.maxLength(20)),
  description: z.string(),
  /** 1 Draft, 2 Published, 3 Archived (002 section 4, "Course status"). */
  status_id: publicationStatusSchema,
  external_courses: z.array(z.object({ id: z.union([z.string(), z.int()]), url: z.string() })),
  course_session_data: z.object({
    days: z.array(courseDaySchema),
    min_class_size: z.nullable(count),
    max_class_size: z.nullable(count),
  }),
});
export type Course = z.infer<typeof courseSchema>;

/** A day of a session (002 section 3, "Session"): duration in minutes, above 0 (section 5). */
export const sessionDaySchema = z.object({
  start_date: z.date(),
  room: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  duration: z.int().check(z.positive(), z.maximum(maxSqlInteger)),
  sort_order: z.int().check(z.minimum(1), z.maximum(maxSqlInteger)),
});
export type SessionDay = z.infer<typeof sessionDaySchema>;

/** GET /session/{id} (and the rows of the session lists). */
export const sessionSchema = z.object({
  session_id: id,
  course_id: id,
  /** The course's name, for lists and headings (ours: the spec shows it without naming the field). */
  course_name: z.string(),
  status_id: publicationStatusSchema,
  tags: z.array(z.string()),
  /** The first day's start. */
  start_date: z.date(),
  /** Minutes, all days together. */
  duration: z.int().check(z.positive()),
  location_id: id,
  location_name: z.string(),
  instructor_id: id,
  max_class_size: count,
  min_class_size: count,
  number_enrolled: count,
  is_complete: z.boolean(),
  session_days: z.array(sessionDaySchema).check(z.minLength(1)),
});
export type Session = z.infer<typeof sessionSchema>;

/** The signed-in learner's registration for a session, or null (the course page's register and cancel). */
export const learnerRegistrationSchema = z.object({
  registration_id: id,
  registration_type_id: registrationTypeIdSchema,
});
export type LearnerRegistration = z.infer<typeof learnerRegistrationSchema>;

/** GET /course/{id}/session: the course's sessions, each with the signed-in learner's registration. */
export const courseSessionListSchema = z.object({
  data: z.array(z.extend(sessionSchema, { registration: z.nullable(learnerRegistrationSchema) })),
});
export type CourseSessionList = z.infer<typeof courseSessionListSchema>;
export type CourseSession = CourseSessionList['data'][number];

/** GET /session: a page of sessions and the total (002 section 7). */
export const sessionListPageSchema = z.object({
  data: z.array(sessionSchema),
  total: count,
});
export type SessionListPage = z.infer<typeof sessionListPageSchema>;

/** Array parameters arrive as a list, or as one string when only one was sent. */
const stringList = z.pipe(
  z._default(z.union([z.array(z.string()), z.string()]), []),
  z.transform((value) => (Array.isArray(value) ? value : [value])),
);

const sessionFilterListSchema = z.array(z.string().check(z.maxLength(100))).check(z.maxLength(40));

/** GET /session query: _limit, _offset, filter groups, course_id, term (25 per page, 002 section 9). */
export const sessionListQuerySchema = z.object({
  _limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), limits.sessionPageSize),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
  filters: z.pipe(stringList, sessionFilterListSchema),
  course_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))),
  term: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;

/**
 * GET /session's query as the server reads it: `filters[]` gathered from every repetition and comma list, so always a
 * list, which the contract's registrar tells from the schema's leading array.
 */
export const sessionListCallQuerySchema = z.extend(sessionListQuerySchema, {
  filters: z._default(sessionFilterListSchema, []),
});

/** GET /session/filters: groups of options with value, label and checked (002 section 3, "Session filters"). */
export const sessionFilterGroupSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** The course_id group is searchable. */
  searchable: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string(), checked: z.boolean() })),
});
export const sessionFiltersSchema = z.object({ data: z.array(sessionFilterGroupSchema) });
export type SessionFilters = z.infer<typeof sessionFiltersSchema>;

/** A registration as the roster lists it (002 section 3, "Registration"). */
export const registrationSchema = z.object({
  registration_id: id,
  user_id: id,
  name: z.string(),
  registration_type_id: registrationTypeIdSchema,
  session: z.object({
    session_id: id,
    course_name: z.string(),
    session_days: z.array(sessionDaySchema),
  }),
  /** Attendance: marking present creates a completion. */
  has_completed: z.boolean(),
  /** Whether the completion may be removed (unmarking attendance). */
  can_remove: z.boolean(),
  completion_id: z.nullable(id),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /session/{id}/registration */
export const registrationListSchema = z.object({ data: z.array(registrationSchema) });
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** PUT /session/{id}/registration: a learner registering, or an instructor adding one. */
export const registrationRequestSchema = z.object({
  user_id: z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger)),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** PUT /session/{id}/registration/{registration_id}: deny (2) or reinstate (1). */
export const registrationTypeRequestSchema = z.object({
  registration_type_id: z.pipe(z.coerce.number(), registrationTypeIdSchema),
});
export type RegistrationTypeRequest = z.infer<typeof registrationTypeRequestSchema>;

/** POST /session/{id}/registration/{registration_id}/completion */
export const completionCreatedSchema = z.object({ completion_id: id });
export type CompletionCreated = z.infer<typeof completionCreatedSchema>;

/** DELETE /session/{id}/registration/{registration_id}/completion: the completion the unmarking took back. */
export const completionRemovedSchema = completionCreatedSchema;

/** POST /api/session and PUT /api/session/{id} (002 section 7; maxClassSize is sent beside max_class_size). */
export const sessionSaveRequestSchema = z.object({
  course_id: sqlId,
  max_class_size: z.int().check(z.positive(), z.maximum(maxSqlInteger)),
  maxClassSize: z.int().check(z.positive(), z.maximum(maxSqlInteger)),
  location_id: sqlId,
  instructor_id: sqlId,
  session_days: z.array(sessionDaySchema).check(z.minLength(1)),
});
export type SessionSaveRequest = z.infer<typeof sessionSaveRequestSchema>;

/**
 * POST /session and PUT /session/{id} as sent: dates as seconds or milliseconds (000 section 3), maxClassSize
 * taken from max_class_size when left out, and instructor_id left out by an instructor, who is then the session's
 * instructor (002 section 6); the server fills it in and checks the whole request by `sessionSaveRequestSchema`.
 */
export const sessionSaveBodySchema = z.pipe(
  z.transform((body: unknown) => {
    const fields = decodeDates(body);
    if (typeof fields !== 'object' || fields === null || 'maxClassSize' in fields) return fields;
    return { ...fields, maxClassSize: 'max_class_size' in fields ? fields.max_class_size : undefined };
  }),
  z.extend(sessionSaveRequestSchema, { instructor_id: z.optional(sqlId) }),
);

/** GET /api/location/search/name/{text}: locations are chosen from these suggestions. */
export const locationSuggestionSchema = z.object({ location_id: id, location_name: z.string() });
export const locationSuggestionListSchema = z.object({ data: z.array(locationSuggestionSchema) });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

/** GET /api/instructor/list */
export const instructorSchema = z.object({ instructor_id: id, name: z.string() });
export const instructorListSchema = z.object({ data: z.array(instructorSchema) });
export type Instructor = z.infer<typeof instructorSchema>;

/** GET /session/{id}/add/search/name/{term}: learners an instructor may add to the roster. */
export const learnerSuggestionSchema = z.object({ user_id: id, name: z.string() });
export const learnerSuggestionListSchema = z.object({ data: z.array(learnerSuggestionSchema) });
export type LearnerSuggestion = z.infer<typeof learnerSuggestionSchema>;

/** GET /api/course/search/name/{term}: the course of a session is chosen from these suggestions. */
export const courseSuggestionSchema = z.pick(courseSchema, { course_id: true, name: true });
export const courseSuggestionListSchema = z.object({ data: z.array(courseSuggestionSchema) });
export type CourseSuggestion = z.infer<typeof courseSuggestionSchema>;

/** A manager's business unit (GET /business-unit, and the manager data's list). */
export const businessUnitSchema = z.object({ business_unit_id: id, name: z.string() });
export type BusinessUnit = z.infer<typeof businessUnitSchema>;

/** Manager data (002 section 3): the approvals widget's counts. */
export const managerDataSchema = z.object({
  total_managees: count,
  total_pending_approvals: count,
  total_approved: count,
  business_units: z.array(businessUnitSchema),
  total_pending_registrations: count,
  has_sessions: z.boolean(),
});
export type ManagerData = z.infer<typeof managerDataSchema>;

/** GET /manager/session/registration/check: what the client reads of it (002 section 7). */
export const managerRegistrationCheckSchema = z.pick(managerDataSchema, {
  total_pending_registrations: true,
  has_sessions: true,
});
export type ManagerRegistrationCheck = z.infer<typeof managerRegistrationCheckSchema>;

/** A responsibility with the manager's users who can be approved for it (002 section 3, "Manager approval"). */
export const approvalResponsibilitySchema = z.object({
  responsibility_id: id,
  name: z.string(),
  users: z.array(z.object({ user_id: id, name: z.string(), is_approved: z.boolean() })),
});
export type ApprovalResponsibility = z.infer<typeof approvalResponsibilitySchema>;

/** GET /manager/{manager_id}/profiles/business_unit/{bu_id}: the client reads responsibilities.data. */
export const managerApprovalSchema = z.object({
  responsibilities: z.object({ data: z.array(approvalResponsibilitySchema) }),
});
export type ManagerApproval = z.infer<typeof managerApprovalSchema>;

/** PUT the same path with the responsibilities array. */
export const managerApprovalRequestSchema = z.object({
  responsibilities: z
    .array(
      z.extend(approvalResponsibilitySchema, {
        responsibility_id: sqlId,
        users: z.array(z.object({ user_id: sqlId, name: z.string(), is_approved: z.boolean() })),
      }),
    )
    .check(z.maxLength(500)),
});
export type ManagerApprovalRequest = z.infer<typeof managerApprovalRequestSchema>;

/**
 * A refused ILT registration or cancellation answers with error_msg, which the client shows as it is (002
 * section 8: "ILT register and cancel failures show error_msg from the response").
 */
export const iltErrorBodySchema = z.object({ error_msg: z.string().check(z.trim(), z.minLength(1)) });

/**
 * The error_msg of a failed ILT call: read from the error's `body` (the app's ApiError) or from the error
 * itself. Undefined when the failure carries none (a network error, another body).
 */
export function iltErrorMessage(error: unknown): string | undefined {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : error;
  const parsed = iltErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.error_msg : undefined;
}

/** GET /business-unit: the signed-in manager's business units (those holding their direct users' responsibilities). */
export const businessUnitListSchema = z.object({ data: z.array(businessUnitSchema) });
export type BusinessUnitList = z.infer<typeof businessUnitListSchema>;

/**
 * GET /manager/session/registration: the registrations of the manager's direct users awaiting the manager's
 * approval, with the session's course name and days (002 section 2, the approve-sessions screen).
 */
export const pendingRegistrationSchema = z.pick(registrationSchema, {
  registration_id: true,
  user_id: true,
  name: true,
  session: true,
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
export const pendingRegistrationListSchema = z.object({ data: z.array(pendingRegistrationSchema) });
export type PendingRegistrationList = z.infer<typeof pendingRegistrationListSchema>;
