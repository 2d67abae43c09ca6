/**
 * Instructor-led training responses (GET /course/{id}, /course/{id}/session, /session, /session/filters,
 * /session/{id}, /session/{id}/registration and the suggestions) built from the server's demo data, for the
 * ILT screens' stories. They answer as the server's services do; demo-ilt-mock.test.ts keeps them equal to the
 * real answers.
 */
import {
  type Course,
  type CourseSessionList,
  type CourseSuggestion,
  canRemoveAttendance,
  type Instructor,
  type LearnerSuggestion,
  type LocationSuggestion,
  publicationStatus,
  type Registration,
  type RegistrationList,
  Role,
  type Session,
  type SessionFilters,
  type SessionListPage,
} from '@segno/domain';
// The registrations awaiting a manager's approval, which the seed adds to the ILT demo (issue 7).
import {
  buildDemoApprovals,
  type buildDemoData,
  buildDemoIlt,
  type DemoIlt,
  withDemoApprovals,
} from '@segno/server/demo-data';

type Demo = ReturnType<typeof buildDemoData>;

const iltByDemo = new WeakMap<Demo, DemoIlt>();

/** The ILT demo the seed writes for this demo data. */
export function demoIltOf(demo: Demo): DemoIlt {
  let ilt = iltByDemo.get(demo);
  if (!ilt) {
    const built = buildDemoIlt(demo.now, demo.users, demo.completions);
    ilt = withDemoApprovals(built, buildDemoApprovals(demo.now, demo.users, built));
    iltByDemo.set(demo, ilt);
  }
  return ilt;
}

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function demoCourse(demo: Demo, courseId: number): Course | undefined {
  const course = demo.courses.find((candidate) => candidate.id === courseId);
  if (!course) return undefined;
  const { courseSessionData } = demoIltOf(demo);
  return {
    course_id: course.id,
    name: course.name,
    short_name: courseSessionData.shortName,
    description: course.description,
    status_id: course.status as Course['status_id'],
    external_courses: [],
    course_session_data: {
      days: courseSessionData.dayMinutes.map((minutes, index) => ({ minutes, sort_order: index + 1 })),
      min_class_size: courseSessionData.minClassSize,
      max_class_size: courseSessionData.maxClassSize,
    },
  };
}

/** A demo session as GET /session/{id} answers it. */
export function demoSession(demo: Demo, sessionId: number): Session | undefined {
  const ilt = demoIltOf(demo);
  const record = ilt.sessions.find((candidate) => candidate.id === sessionId);
  if (!record) return undefined;
  const days = ilt.days
    .filter((day) => day.sessionId === sessionId)
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const [first] = days;
  return {
    session_id: record.id,
    course_id: record.courseId,
    course_name: demo.courses.find((course) => course.id === record.courseId)?.name ?? '',
    status_id: record.status as Session['status_id'],
    tags: [],
    start_date: first?.startDate ?? new Date(0),
    duration: days.reduce((total, day) => total + day.duration, 0),
    location_id: record.locationId,
    location_name: ilt.locations.find((location) => location.id === record.locationId)?.name ?? '',
    instructor_id: record.instructorId,
    max_class_size: record.maxClassSize,
    min_class_size: record.minClassSize,
    number_enrolled: record.numberEnrolled,
    is_complete: record.isComplete,
    session_days: days.map((day) => ({
      start_date: day.startDate,
      room: day.room,
      duration: day.duration,
      sort_order: day.sortOrder,
    })),
  };
}

/** Sessions in the server's order: by first day, then id. */
function demoSessions(demo: Demo, courseIds: readonly number[] = []): Session[] {
  return demoIltOf(demo)
    .sessions.filter((record) => courseIds.length === 0 || courseIds.includes(record.courseId))
    .map((record) => demoSession(demo, record.id))
    .filter((session): session is Session => session !== undefined)
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime() || a.session_id - b.session_id);
}

/** GET /course/{id}/session for the signed-in user. */
export function demoCourseSessions(
  demo: Demo,
  userId: number,
  courseId: number,
): CourseSessionList | undefined {
  if (!demo.courses.some((course) => course.id === courseId)) return undefined;
  const { registrations } = demoIltOf(demo);
  return {
    data: demoSessions(demo, [courseId]).map((session) => {
      const registration = registrations.find(
        (row) => row.sessionId === session.session_id && row.userId === userId,
      );
      return {
        ...session,
        registration: registration
          ? { registration_id: registration.id, registration_type_id: registration.registrationTypeId }
          : null,
      };
    }),
  };
}

/** GET /session: a page of every demo session, or of some courses'. */
export function demoSessionPage(
  demo: Demo,
  { limit, offset, courseIds }: { limit: number; offset: number; courseIds: readonly number[] },
): SessionListPage {
  const sessions = demoSessions(demo, courseIds);
  return { data: sessions.slice(offset, offset + limit), total: sessions.length };
}

/** GET /session/filters: current sessions, and the courses that have sessions. */
export function demoSessionFilters(demo: Demo): SessionFilters {
  const courseIds = new Set(demoIltOf(demo).sessions.map((session) => session.courseId));
  const courses = demo.courses
    .filter((course) => courseIds.has(course.id))
    .sort((a, b) => byName(a.name, b.name) || a.id - b.id);
  return {
    data: [
      {
        name: 'current_sessions',
        label: 'Sessions',
        searchable: false,
        options: [{ value: 'current_sessions:1', label: 'Current sessions', checked: false }],
      },
      {
        name: 'course_id',
        label: 'Course',
        searchable: true,
        options: courses.map((course) => ({
          value: `course_id:${course.id}`,
          label: course.name,
          checked: false,
        })),
      },
    ],
  };
}

/** GET /session/{id}/registration: the enrolled and denied learners, by last and first name. */
export function demoRoster(demo: Demo, sessionId: number): RegistrationList | undefined {
  const session = demoSession(demo, sessionId);
  if (!session) return undefined;
  const ilt = demoIltOf(demo);
  const rows = ilt.registrations
    .filter((row) => row.sessionId === sessionId && row.registrationTypeId !== 3)
    .map((row) => ({ row, user: demo.users.find((user) => user.id === row.userId) }))
    .filter((entry): entry is { row: (typeof entry)['row']; user: Demo['users'][number] } => !!entry.user)
    .sort(
      (a, b) =>
        byName(a.user.lastName, b.user.lastName) ||
        byName(a.user.firstName, b.user.firstName) ||
        a.row.id - b.row.id,
    );
  return {
    data: rows.map(({ row, user }): Registration => {
      const attendance = ilt.attendance.find((candidate) => candidate.registrationId === row.id);
      return {
        registration_id: row.id,
        user_id: row.userId,
        name: personName(user),
        registration_type_id: row.registrationTypeId,
        session: {
          session_id: session.session_id,
          course_name: session.course_name,
          session_days: session.session_days,
        },
        has_completed: attendance !== undefined,
        can_remove:
          attendance !== undefined && canRemoveAttendance(attendance, { isComplete: session.is_complete }),
        completion_id: attendance?.completionId ?? null,
      };
    }),
  };
}

/** The roster row PUT /session/{id}/registration answers: a learner just enrolled, with no attendance. */
export function demoRegistrationRow(
  demo: Demo,
  session: Session | undefined,
  userId: number,
  registrationId: number,
): Registration | undefined {
  const user = demo.users.find((candidate) => candidate.id === userId);
  if (!session || !user) return undefined;
  return {
    registration_id: registrationId,
    user_id: userId,
    name: personName(user),
    registration_type_id: 1,
    session: {
      session_id: session.session_id,
      course_name: session.course_name,
      session_days: session.session_days,
    },
    has_completed: false,
    can_remove: false,
    completion_id: null,
  };
}

/** GET /api/location/search/name/{text} */
/** GET /course/search/name/{term}: published courses whose name contains the term. */
export function demoCourseSearch(demo: Demo, term: string): { data: CourseSuggestion[] } {
  const wanted = term.trim().toLowerCase();
  return {
    data: demo.courses
      .filter((course) => course.status === publicationStatus.published)
      .filter((course) => course.name.toLowerCase().includes(wanted))
      .sort((a, b) => byName(a.name, b.name) || a.id - b.id)
      .slice(0, 10)
      .map((course) => ({ course_id: course.id, name: course.name })),
  };
}

export function demoLocationSearch(demo: Demo, text: string): { data: LocationSuggestion[] } {
  const wanted = text.trim().toLowerCase();
  return {
    data: demoIltOf(demo)
      .locations.filter((location) => location.name.toLowerCase().includes(wanted))
      .sort((a, b) => byName(a.name, b.name) || a.id - b.id)
      .slice(0, 10)
      .map((location) => ({ location_id: location.id, location_name: location.name })),
  };
}

/** GET /api/instructor/list */
export function demoInstructors(demo: Demo): { data: Instructor[] } {
  return {
    data: demo.users
      .filter((user) => user.roles.includes(Role.instructor))
      .sort((a, b) => byName(a.lastName, b.lastName) || byName(a.firstName, b.firstName) || a.id - b.id)
      .map((user) => ({ instructor_id: user.id, name: personName(user) })),
  };
}

/** GET /session/{id}/add/search/name/{term}: learners not enrolled or denied whose names hold every word. */
export function demoLearnersToAdd(
  demo: Demo,
  sessionId: number,
  term: string,
): { data: LearnerSuggestion[] } {
  const words = term.toLowerCase().split(' ').filter(Boolean);
  const taken = new Set(
    demoIltOf(demo)
      .registrations.filter((row) => row.sessionId === sessionId && row.registrationTypeId !== 3)
      .map((row) => row.userId),
  );
  return {
    data: demo.users
      .filter((user) => user.roles.includes(Role.learner) && !taken.has(user.id))
      .filter((user) =>
        words.every(
          (word) => user.firstName.toLowerCase().includes(word) || user.lastName.toLowerCase().includes(word),
        ),
      )
      .sort((a, b) => byName(a.lastName, b.lastName) || byName(a.firstName, b.firstName) || a.id - b.id)
      .slice(0, 10)
      .map((user) => ({ user_id: user.id, name: personName(user) })),
  };
}
