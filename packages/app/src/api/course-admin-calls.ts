import type { CourseDraftInput, CourseUpdateInput } from '@segno/domain';
import { type AdminListParams, listQuery } from './admin-calls';
import type { Transport } from './transport';

/**
 * ILT course authoring (002 section 7, "Courses and sessions"): the manage-courses list and its filters,
 * creating a course, and saving the merged course (PUT answers the course as saved). The admin's read of one
 * course, `getAdminCourse`, is the ILT client's GET /course/{id}, which answers an admin with the external
 * course ids and the expertise.
 */
export function createCourseAdminCalls(request: Transport) {
  return {
    getAdminCourses: (params: AdminListParams, signal?: AbortSignal) =>
      request('adminCourses', { query: listQuery(params), signal }),
    getCourseFilters: (signal?: AbortSignal) => request('adminCourseFilters', { signal }),
    createCourse: (draft: CourseDraftInput) => request('courseCreate', { json: draft }),
    saveCourse: (courseId: number, course: CourseUpdateInput) =>
      request('courseSave', { params: { course_id: courseId }, json: course }),
    getAdminCourse: async (courseId: number, signal?: AbortSignal) => {
      const course = await request('course', { params: { course_id: courseId }, signal });
      // GET /course/{id} answers anyone but a segment admin with the learner's course, which has no expertise.
      if (!('expertise' in course))
        throw new Error("GET /course/{id} answered the learner's course, not the admin's");
      return course;
    },
  };
}
