/**
 * ILT course authoring calls (002 section 7, "Courses and sessions"): POST /course, PUT /course/{course_id},
 * the manage-courses list GET /course with GET /course/filters, GET /course/list, and GET /course/{id}, which a
 * segment admin reads with its external course ids and its expertise and anyone else in the learner's shape.
 * Segment admins only (others 403), except GET /course/{id}. GET api/course/search/name/{term} is
 * course-routes.ts's. The SCORM upload: GET /course/{type}/{course id} (does the id exist) and POST /course/{type}
 * (multipart: file, course_id, new_version), {type} a SCORM sub type.
 */
import { isSegmentAdmin, planAdminMessages, scormCourseIdRule, scormUploadTypes } from '@segno/domain';
import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { found } from './admin-segment-routes';
import { courseNotFound } from './ilt-access';

export function courseAdminHandlers(services: Services) {
  return defineHandlers({
    adminCourses: ({ query }) => services.courseAdmin.list(query),
    adminCourseFilters: () => services.courseAdmin.filters(),
    courseList: () => services.courseAdmin.names(),
    courseCreate: async ({ body, caller }) => {
      return await services.courseAdmin.create(caller.userId, body);
    },
    // The admin's shape; anyone else reads the learner's course (002 section 7, the course page).
    course: async ({ params, caller }) =>
      found(
        isSegmentAdmin(caller.roles)
          ? await services.courseAdmin.get(params.course_id)
          : await services.iltSessions.course(params.course_id),
        courseNotFound,
      ),
    courseSave: async ({ params, body, caller }) => {
      const result = await services.courseAdmin.update(caller.userId, params.course_id, body);
      if (result.outcome === 'notFound') throw new ApiError(404, courseNotFound);
      if (result.outcome === 'invalid') throw ApiError.badRequest(result.issues);
      return result.saved;
    },
    scormCourseCheck: async ({ params }) => {
      const message = scormCourseIdRule(params.scorm_course_id);
      if (message) throw ApiError.badRequest([{ path: 'course_id', message }]);
      return services.courseAdmin.scormCheck(params.type, params.scorm_course_id.trim());
    },
    // A type that is not a SCORM sub type is no upload: 404, as an unknown address.
    scormUpload: async ({ params, body, caller, c }) => {
      const type = scormUploadTypes.find((candidate) => candidate === params.type);
      if (!type) throw new ApiError(404, errorMessages.notFound);
      const { file, ...fields } = body;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await services.courseAdmin.storeScorm(caller.userId, type, fields, bytes);
      switch (result.outcome) {
        case 'stored':
          c.status(201);
          return sendJson(c, result.uploaded);
        case 'exists':
          throw new ApiError(409, planAdminMessages.courseAuthoring.scormExists);
        case 'notZip':
          throw ApiError.badRequest([
            { path: 'file', message: planAdminMessages.courseAuthoring.scormNotZip },
          ]);
        case 'unavailable':
          throw new ApiError(503, 'Uploads are not set up on this server.');
      }
    },
  });
}
