/**
 * Courses and sessions (002, sections 3 to 7): the course page with the learner's registrations, the paged
 * session list and its filters, one session, saving a session, and the form's suggestions.
 */
import {
  type Course,
  type CourseSessionList,
  type CourseSuggestion,
  chainSessionDays,
  type Instructor,
  iltMessages,
  isSessionDayComplete,
  type LearnerSuggestion,
  type LocationSuggestion,
  type Session,
  type SessionFilters,
  type SessionListPage,
  type SessionListQuery,
  type SessionSaveRequest,
} from '@segno/domain';
import { courseExists, findCourse } from '../repositories/course-repository';
import {
  isInstructorUser,
  listInstructors,
  locationExists,
  searchCourses,
  searchLearnersToAdd,
  searchLocations,
} from '../repositories/ilt-lookup-repository';
import {
  findSession,
  insertSession,
  listCourseSessions,
  listCoursesWithSessions,
  listSessionPage,
  lockSessionSeats,
  replaceSessionDays,
  type SessionRecord,
  updateSession,
} from '../repositories/ilt-session-repository';
import { listUserRegistrations } from '../repositories/registration-repository';
import type { ServiceContext } from './service-context';

/** Suggestions shown at most (a typeahead list). */
const suggestionLimit = 10;

const currentSessionsFilter = 'current_sessions:1';

export function toSession(record: SessionRecord): Session {
  const [first] = record.days;
  return {
    session_id: record.id,
    course_id: record.courseId,
    course_name: record.courseName,
    status_id: record.status as Session['status_id'],
    tags: [],
    start_date: first?.startDate ?? new Date(0),
    duration: record.days.reduce((total, day) => total + day.duration, 0),
    location_id: record.locationId,
    location_name: record.locationName,
    instructor_id: record.instructorId,
    max_class_size: record.maxClassSize,
    min_class_size: record.minClassSize,
    number_enrolled: record.numberEnrolled,
    is_complete: record.isComplete,
    session_days: record.days.map((day) => ({
      start_date: day.startDate,
      room: day.room,
      duration: day.duration,
      sort_order: day.sortOrder,
    })),
  };
}

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Why a session could not be saved: the field and what is wrong with it (a 400 with issues). */
export type SessionSaveProblem = { path: string; message: string };

export type SessionSaveResult = Session | { problems: SessionSaveProblem[] } | 'notFound';

export function createIltSessionService({ orm, now }: ServiceContext) {
  /** Checks what the schema cannot: the course, location and instructor exist, every day is complete. */
  async function problemsOf(request: SessionSaveRequest): Promise<SessionSaveProblem[]> {
    const problems: SessionSaveProblem[] = [];
    if (!(await courseExists(orm, request.course_id))) {
      problems.push({ path: 'course_id', message: 'there is no such course' });
    }
    if (!(await locationExists(orm, request.location_id))) {
      problems.push({ path: 'location_id', message: 'choose a location from the suggestions' });
    }
    if (!(await isInstructorUser(orm, request.instructor_id))) {
      problems.push({ path: 'instructor_id', message: 'is not an instructor' });
    }
    for (const [index, day] of request.session_days.entries()) {
      if (!isSessionDayComplete(day)) {
        problems.push({
          path: `session_days.${index}`,
          message: 'needs a date, a room and a duration above 0',
        });
      }
    }
    return problems;
  }

  /** The days as the form chains them: the first day drives the rest, each on the next weekday (002 §4). */
  const daysOf = (request: SessionSaveRequest) =>
    chainSessionDays(request.session_days).map((day) => ({
      startDate: day.start_date,
      duration: day.duration,
      room: day.room.trim(),
      sortOrder: day.sort_order,
    }));

  const writeOf = (request: SessionSaveRequest) => ({
    courseId: request.course_id,
    locationId: request.location_id,
    instructorId: request.instructor_id,
    maxClassSize: request.max_class_size,
  });

  return {
    async course(courseId: number): Promise<Course | undefined> {
      const row = await findCourse(orm, courseId);
      if (!row) return undefined;
      return {
        course_id: row.id,
        name: row.name,
        short_name: row.shortName,
        description: row.description,
        status_id: row.status as Course['status_id'],
        external_courses: [],
        course_session_data: {
          days: row.dayMinutes.map((minutes, index) => ({ minutes, sort_order: index + 1 })),
          min_class_size: row.minClassSize,
          max_class_size: row.maxClassSize,
        },
      };
    },

    /** The course's sessions, each with the signed-in learner's registration (or null). */
    async courseSessions(userId: number, courseId: number): Promise<CourseSessionList | undefined> {
      if (!(await courseExists(orm, courseId))) return undefined;
      const sessions = await listCourseSessions(orm, courseId);
      const registrations = await listUserRegistrations(
        orm,
        userId,
        sessions.map((session) => session.id),
      );
      return {
        data: sessions.map((session) => {
          const registration = registrations.find((row) => row.sessionId === session.id);
          return {
            ...toSession(session),
            registration: registration
              ? { registration_id: registration.id, registration_type_id: registration.registrationTypeId }
              : null,
          };
        }),
      };
    },

    async list(query: SessionListQuery): Promise<SessionListPage> {
      const courseIds = query.filters
        .filter((filter) => filter.startsWith('course_id:'))
        .map((filter) => Number(filter.slice('course_id:'.length)))
        .filter((id) => Number.isInteger(id) && id > 0);
      if (query.course_id !== undefined) courseIds.push(query.course_id);
      const { rows, total } = await listSessionPage(
        orm,
        {
          courseIds,
          currentAt: query.filters.includes(currentSessionsFilter) ? now() : undefined,
          term: query.term || undefined,
        },
        { limit: query._limit, offset: query._offset },
      );
      return { data: rows.map(toSession), total };
    },

    async filters(): Promise<SessionFilters> {
      const courses = await listCoursesWithSessions(orm);
      return {
        data: [
          {
            name: 'current_sessions',
            label: iltMessages.sessionFilters.sessions,
            searchable: false,
            options: [
              {
                value: currentSessionsFilter,
                label: iltMessages.sessionFilters.currentSessions,
                checked: false,
              },
            ],
          },
          {
            name: 'course_id',
            label: iltMessages.sessionFilters.course,
            searchable: true,
            options: courses.map((row) => ({
              value: `course_id:${row.id}`,
              label: row.name,
              checked: false,
            })),
          },
        ],
      };
    },

    async session(sessionId: number): Promise<Session | undefined> {
      const record = await findSession(orm, sessionId);
      return record && toSession(record);
    },

    async create(request: SessionSaveRequest): Promise<SessionSaveResult> {
      const problems = await problemsOf(request);
      if (problems.length > 0) return { problems };
      const sessionId = await orm.transaction(async (tx) => {
        const id = await insertSession(tx, writeOf(request));
        await replaceSessionDays(tx, id, daysOf(request));
        return id;
      });
      return (await this.session(sessionId)) ?? 'notFound';
    },

    async update(sessionId: number, request: SessionSaveRequest): Promise<SessionSaveResult> {
      const problems = await problemsOf(request);
      if (problems.length > 0) return { problems };
      const outcome = await orm.transaction(async (tx) => {
        // Under the seat lock: registrations cannot slip in while the class size shrinks.
        const seats = await lockSessionSeats(tx, sessionId);
        if (!seats) return 'notFound' as const;
        if (request.max_class_size < seats.numberEnrolled) {
          return { problems: [{ path: 'max_class_size', message: 'is below the number enrolled' }] };
        }
        await updateSession(tx, sessionId, writeOf(request));
        await replaceSessionDays(tx, sessionId, daysOf(request));
        return 'saved' as const;
      });
      if (outcome !== 'saved') return outcome;
      return (await this.session(sessionId)) ?? 'notFound';
    },

    async instructors(): Promise<{ data: Instructor[] }> {
      const rows = await listInstructors(orm);
      return { data: rows.map((row) => ({ instructor_id: row.id, name: personName(row) })) };
    },

    async courses(text: string): Promise<{ data: CourseSuggestion[] }> {
      const rows = await searchCourses(orm, text, suggestionLimit);
      return { data: rows.map((row) => ({ course_id: row.id, name: row.name })) };
    },

    async locations(text: string): Promise<{ data: LocationSuggestion[] }> {
      const rows = await searchLocations(orm, text, suggestionLimit);
      return { data: rows.map((row) => ({ location_id: row.id, location_name: row.name })) };
    },

    async learnersToAdd(sessionId: number, term: string): Promise<{ data: LearnerSuggestion[] } | undefined> {
      if (!(await findSession(orm, sessionId))) return undefined;
      const rows = await searchLearnersToAdd(orm, sessionId, term, suggestionLimit);
      return { data: rows.map((row) => ({ user_id: row.id, name: personName(row) })) };
    },
  };
}

export type IltSessionService = ReturnType<typeof createIltSessionService>;
