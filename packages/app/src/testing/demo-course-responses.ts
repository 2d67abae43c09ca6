/**
 * The ILT course wizard's calls for the Screens stories (issue 9): GET /course/{id} as a segment admin reads it,
 * POST /course and PUT /course/{id}, answered from the demo's courses as the server's course admin service
 * answers, and changed by a story's saves as the service changes the database. demo-admin-fetch routes them
 * here after its role check (a learner's GET /course/{id} goes on to the learner's answer, as on the server).
 * demo-course-mock.test.ts keeps them equal to the real server.
 *
 * The manage-courses list (GET /course, /course/filters) answers the same way.
 *
 * Left out (no story sends them): the course's change-log lines and GET /course/list.
 */
import {
  type AdminCourse,
  type AdminCourseList,
  type AdminFilterList,
  adminCourseQuerySchema,
  applyCourseUpdate,
  type Course,
  courseDiffers,
  courseDraftSchema,
  courseUpdateSchema,
  planAdminMessages,
  publicationStatus,
} from '@segno/domain';
import type { EndpointName } from '@segno/domain/contract';
import type { DemoAdminWorld } from './demo-admin-responses';
import type { DemoCallContext, DemoIssue } from './demo-call-context';
import { demoCourse, demoIltOf } from './demo-ilt-responses';

export const demoCourseAdminCalls = [
  'adminCourseFilters',
  'adminCourses',
  'courseCreate',
  'courseSave',
  'course',
] as const satisfies readonly EndpointName[];
export type DemoCourseAdminCall = (typeof demoCourseAdminCalls)[number];

export const isDemoCourseAdminCall = (name: string): name is DemoCourseAdminCall =>
  (demoCourseAdminCalls as readonly string[]).includes(name);

/** The server's 404 text (ilt-access's `courseNotFound`). */
export const demoCourseMissing = 'There is no such course.';

/** The course the seed gives its short name and session data (server demo/seed.ts); the others have none. */
const seededCourseId = 1;

const withoutSessionData = (course: Course): Course => ({
  ...course,
  short_name: '',
  course_session_data: { days: [], min_class_size: null, max_class_size: null },
});

/** The story's courses, and the id the next external course id row takes (the server's identity column). */
type DemoCourseState = { courses: AdminCourse[]; nextExternalId: number };
const states = new WeakMap<DemoAdminWorld, DemoCourseState>();

/** The story's courses, from the seed. */
function stateOf(world: DemoAdminWorld): DemoCourseState {
  let state = states.get(world);
  if (!state) {
    const courses = world.demo.courses
      .map((course) => demoCourse(world.demo, course.id))
      .filter((course): course is Course => course !== undefined)
      .map((course) => (course.course_id === seededCourseId ? course : withoutSessionData(course)))
      // The seed gives no course an expertise (0024's column is null).
      .map((course): AdminCourse => ({ ...course, expertise: null }));
    state = { courses, nextExternalId: 1 };
    states.set(world, state);
  }
  return state;
}

/** GET /course/{id} as a segment admin reads it (with its external ids and expertise), whatever its status. */
export function demoAdminCourse(world: DemoAdminWorld, courseId: number): AdminCourse | undefined {
  const course = stateOf(world).courses.find((candidate) => candidate.course_id === courseId);
  return course && structuredClone(course);
}

/** GET /course/filters: whether a course has sessions. */
export function demoCourseFilters(): AdminFilterList {
  const texts = planAdminMessages.courseAuthoring;
  return {
    data: [
      {
        key: 'sessions',
        label: texts.filterSessions,
        options: [
          { value: 'with', label: texts.withSessions },
          { value: 'without', label: texts.withoutSessions },
        ],
      },
    ],
  };
}

/** The query as the server reads it (`filters[]` or `filters`, repeated). */
function courseQuery(url: URL) {
  const raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  raw.filters = [...url.searchParams.getAll('filters'), ...url.searchParams.getAll('filters[]')];
  delete raw['filters[]'];
  return adminCourseQuerySchema.safeParse(raw);
}

/**
 * GET /course: the statuses asked for or every one but archived, a term in name or short name, with or without
 * sessions; newest first.
 */
export function demoAdminCourses(world: DemoAdminWorld, url: URL): AdminCourseList | DemoIssue[] {
  const query = courseQuery(url);
  if (!query.success)
    return query.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
  const { filters, term, _limit: limit, _offset: offset } = query.data;
  const statuses = filters
    .filter((filter) => filter.startsWith('status:'))
    .map((filter) => Number(filter.slice(7)));
  const sessions = filters.filter((filter) => filter.startsWith('sessions:'));
  const sessionCount = (courseId: number) =>
    demoIltOf(world.demo).sessions.filter((session) => session.courseId === courseId).length;
  const needle = (term ?? '').trim().toLowerCase();
  const rows = stateOf(world)
    .courses.filter((course) =>
      statuses.length > 0
        ? statuses.includes(course.status_id)
        : course.status_id !== publicationStatus.archived,
    )
    .filter(
      (course) =>
        needle === '' ||
        course.name.toLowerCase().includes(needle) ||
        course.short_name.toLowerCase().includes(needle),
    )
    .filter((course) =>
      sessions.length !== 1 ? true : sessionCount(course.course_id) > 0 === (sessions[0] === 'sessions:with'),
    )
    .sort((a, b) => b.course_id - a.course_id);
  return {
    total: rows.length,
    data: rows.slice(offset, offset + limit).map((course) => ({
      course_id: course.course_id,
      name: course.name,
      short_name: course.short_name,
      description: course.description,
      status_id: course.status_id,
      day_count: course.course_session_data.days.length,
      total_minutes: course.course_session_data.days.reduce((total, day) => total + day.minutes, 0),
      session_count: sessionCount(course.course_id),
    })),
  };
}

export type DemoCourseAdminContext = Pick<
  DemoCallContext,
  'request' | 'current' | 'match' | 'json' | 'refused' | 'parsed'
>;

/**
 * External course ids as stored (the repository's `replaceExternalCourses`): a row sent with the id of one of
 * the course's rows keeps it; any other (a temporary id) takes the next id, as the identity column gives them.
 */
function storedExternal(
  state: DemoCourseState,
  kept: readonly Course['external_courses'][number][],
  sent: readonly { id?: string | number; url: string }[],
) {
  const keptIds = new Set(kept.map((item) => item.id).filter((id) => typeof id === 'number'));
  return sent.map((item) => {
    if (typeof item.id === 'number' && keptIds.has(item.id)) return { id: item.id, url: item.url };
    const id = state.nextExternalId;
    state.nextExternalId += 1;
    return { id, url: item.url };
  });
}

/** Answers one of `demoCourseAdminCalls` as the server's course admin routes do. */
export async function demoCourseAdminCall(name: DemoCourseAdminCall, context: DemoCourseAdminContext) {
  const { request, current, match, json, refused, parsed } = context;
  const state = stateOf(current);
  switch (name) {
    case 'adminCourseFilters':
      return json(demoCourseFilters());
    case 'adminCourses': {
      const list = demoAdminCourses(current, new URL(request.url));
      return Array.isArray(list) ? refused(400, 'The request is not valid.', list) : json(list);
    }
    case 'course': {
      const course = demoAdminCourse(current, Number(match[1]));
      return course ? json(course) : refused(404, demoCourseMissing);
    }
    case 'courseCreate': {
      const input = await parsed(request, courseDraftSchema);
      if (input instanceof Response) return input;
      const courseId =
        Math.max(
          0,
          ...current.demo.courses.map((course) => course.id),
          ...state.courses.map((course) => course.course_id),
        ) + 1;
      state.courses.push({
        course_id: courseId,
        name: input.body.name,
        short_name: input.body.short_name,
        description: input.body.description,
        status_id: publicationStatus.draft,
        external_courses: storedExternal(state, [], input.body.external_courses),
        course_session_data: { days: [], min_class_size: null, max_class_size: null },
        expertise: null,
      });
      return json({ course_id: courseId }, 201);
    }
    case 'courseSave': {
      const courseId = Number(match[1]);
      const input = await parsed(request, courseUpdateSchema);
      if (input instanceof Response) return input;
      const index = state.courses.findIndex((course) => course.course_id === courseId);
      const stored = state.courses[index];
      if (!stored) return refused(404, demoCourseMissing);
      const applied = applyCourseUpdate(stored, input.body);
      if (applied.outcome === 'invalid') return refused(400, 'The request is not valid.', applied.issues);
      const saved = applied.course;
      if (!courseDiffers(stored, saved)) return json(stored);
      saved.external_courses = storedExternal(state, stored.external_courses, input.body.external_courses);
      state.courses[index] = saved;
      return json(saved);
    }
  }
}
