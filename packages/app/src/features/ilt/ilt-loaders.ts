import { canManageSessions, isInstructor, limits } from '@segno/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { requireSession } from '../auth/require-session';
import { idParam } from '../content/content-place';

function requiredId(params: LoaderFunctionArgs['params'], name: string): number {
  const id = idParam(params, name);
  if (id === undefined) throw new Error(`A route without ${name}`);
  return id;
}

/** /dashboard/course/{course_id}: the course and its sessions with the learner's registrations. */
export function createCourseLoader(api: ApiClient) {
  return async function courseLoader({ request, params }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const courseId = requiredId(params, 'course_id');
    const [course, sessions] = await Promise.all([
      api.getCourse(courseId, request.signal),
      api.getCourseSessions(courseId, request.signal),
    ]);
    return { userId, course, sessions: sessions.data };
  };
}

export type CourseData = Awaited<ReturnType<ReturnType<typeof createCourseLoader>>>;

/**
 * Spec 002 section 6: the session screens are for instructors (role 7) or the segment admin; anyone else is
 * redirected to the learner dashboard home. Answers the signed-in user's id and roles.
 */
async function requireSessionManager(api: ApiClient, request: Request) {
  const { userId } = requireSession(request);
  const user = await api.getUser(userId, request.signal);
  if (!canManageSessions(user.roles)) throw redirect(paths.dashboardHome());
  return { userId, isInstructor: isInstructor(user.roles) };
}

/** /dashboard/ilt/manage-sessions: a page of sessions (25), of the course chosen, and the course filter. */
export function createManageSessionsLoader(api: ApiClient) {
  return async function manageSessionsLoader({ request }: LoaderFunctionArgs) {
    await requireSessionManager(api, request);
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('page')) || 1);
    const courseId = Number(query.get('course_id')) || undefined;
    const [sessions, filters] = await Promise.all([
      api.getSessions(
        { limit: limits.sessionPageSize, offset: (page - 1) * limits.sessionPageSize, courseId },
        request.signal,
      ),
      api.getSessionFilters(request.signal),
    ]);
    const courses =
      filters.data
        .find((group) => group.name === 'course_id')
        ?.options.map((option) => ({
          course_id: Number(option.value.replace('course_id:', '')),
          name: option.label,
        })) ?? [];
    return { page, courseId, sessions: sessions.data, total: sessions.total, courses };
  };
}

export type ManageSessionsData = Awaited<ReturnType<ReturnType<typeof createManageSessionsLoader>>>;

/** The session form, new or edit: the instructors and the session edited (courses come from suggestions). */
export function createSessionFormLoader(api: ApiClient) {
  return async function sessionFormLoader({ request, params }: LoaderFunctionArgs) {
    const manager = await requireSessionManager(api, request);
    const sessionId = idParam(params, 'session_id');
    const [instructors, session] = await Promise.all([
      api.getInstructors(request.signal),
      sessionId === undefined ? undefined : api.getSession(sessionId, request.signal),
    ]);
    return { ...manager, instructors: instructors.data, session };
  };
}

export type SessionFormData = Awaited<ReturnType<ReturnType<typeof createSessionFormLoader>>>;

/** /dashboard/ilt/sessions/{id}/view: the session and its roster. */
export function createSessionViewLoader(api: ApiClient) {
  return async function sessionViewLoader({ request, params }: LoaderFunctionArgs) {
    await requireSessionManager(api, request);
    const sessionId = requiredId(params, 'session_id');
    const [session, roster] = await Promise.all([
      api.getSession(sessionId, request.signal),
      api.getRoster(sessionId, request.signal),
    ]);
    return { session, roster: roster.data };
  };
}

export type SessionViewData = Awaited<ReturnType<ReturnType<typeof createSessionViewLoader>>>;
