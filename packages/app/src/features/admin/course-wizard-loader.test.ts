import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { createCourseWizardLoader, createManageCoursesLoader } from './wizard-loaders';

const course = {
  course_id: 7,
  name: 'Ladder Safety',
  short_name: 'Ladders',
  description: 'Climbing safely.',
  status_id: 1 as const,
  external_courses: [],
  course_session_data: { days: [], min_class_size: null, max_class_size: null },
  expertise: 2 as const,
};
const changeLog = { data: [], total: 0 };
const assignment = {
  assignment_id: 5,
  data: [{ criterion_id: 9, type: 1, operator: 1, value: 'S101' }],
  tally_total: 16,
  default_required: true,
  content_default: true,
};

function fakeApi() {
  return {
    getAdminCourse: vi.fn(async () => course),
    getChangeLog: vi.fn(async () => changeLog),
    getAssignment: vi.fn(async () => assignment),
    getAdminCourses: vi.fn(async () => ({ data: [], total: 0 })),
    getCourseFilters: vi.fn(async () => ({ data: [] })),
  };
}

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://app${url}`), params }) as unknown as LoaderFunctionArgs;
const load = (api: ReturnType<typeof fakeApi>, url: string, params: Record<string, string> = {}) =>
  createCourseWizardLoader(api as unknown as ApiClient)(args(url, params));

describe('the ILT course wizard (002 section 2)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'user_id=1; username=admin; session=s' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new course its basic info only, and asks for nothing', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/ilt/courses/new');
    expect(data).toMatchObject({ step: 'edit', steps: ['edit'], course: undefined, exit: undefined });
    expect(api.getAdminCourse).not.toHaveBeenCalled();
    expect(api.getAssignment).not.toHaveBeenCalled();
  });

  it('lists an existing course’s steps (002 section 2), and refuses any other step as an address', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/ilt/courses/7/session-info?exit=1', {
      course_id: '7',
      step: 'session-info',
    });
    expect(data).toMatchObject({ step: 'session-info', exit: 1, course });
    expect(data.steps).toEqual(['edit', 'session-info', 'expertise', 'users', 'status', 'change-log']);
    expect(api.getChangeLog).not.toHaveBeenCalled();
    await expect(
      load(api, '/segment-admin/ilt/courses/7/units', { course_id: '7', step: 'units' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('opens the expertise step with the course as the admin reads it, expertise included', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/ilt/courses/7/expertise?exit=0', {
      course_id: '7',
      step: 'expertise',
    });
    expect(data).toMatchObject({ step: 'expertise', exit: 0, course: { course_id: 7, expertise: 2 } });
    expect(api.getAdminCourse).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it('loads the change log of its step, 5 a page', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/ilt/courses/7/change-log?page=2', {
      course_id: '7',
      step: 'change-log',
    });
    expect(data.changeLog).toBe(changeLog);
    expect(api.getChangeLog).toHaveBeenCalledWith('course', 7, { limit: 5, offset: 5 });
  });

  it('reads manage courses’ page, term, statuses and filters from the address, 25 a page', async () => {
    const api = fakeApi();
    await createManageCoursesLoader(api as unknown as ApiClient)(
      args('/segment-admin/ilt/manage-courses?page=3&term=ladder&status=2&filter=sessions:with'),
    );
    expect(api.getAdminCourses).toHaveBeenCalledWith(
      { limit: 25, offset: 50, term: 'ladder', statuses: [2], filters: ['sessions:with'] },
      expect.any(AbortSignal),
    );
  });

  it('loads the course’s assignment on its users step, Course Visibility, and on no other step', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/ilt/courses/7/users?exit=1', {
      course_id: '7',
      step: 'users',
    });
    expect(data).toMatchObject({ step: 'users', exit: 1, course, assignment });
    expect(api.getAssignment).toHaveBeenCalledWith('course', 7, expect.any(AbortSignal));
    expect(api.getChangeLog).not.toHaveBeenCalled();
    const status = await load(api, '/segment-admin/ilt/courses/7/status', { course_id: '7', step: 'status' });
    expect(status.assignment).toBeUndefined();
    expect(api.getAssignment).toHaveBeenCalledTimes(1);
  });
});
