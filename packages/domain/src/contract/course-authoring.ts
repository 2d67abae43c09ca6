/** course-authoring */
import {
  adminCourseListSchema,
  adminCourseQuerySchema,
  adminCourseSchema,
  adminFilterListSchema,
  courseCreatedSchema,
  courseDraftSchema,
  courseUpdateSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const courseAuthoringCalls = {
  courseCreate: defineCall({
    method: 'POST',
    path: '/course',
    description: 'POST /course',
    body: { encoding: 'json', schema: courseDraftSchema },
    answer: courseCreatedSchema /*course-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  courseSave: defineCall({
    method: 'PUT',
    path: '/course/:course_id',
    description: 'PUT /course/{course_id}',
    params: { course_id: param.id },
    body: { encoding: 'json', schema: courseUpdateSchema },
    answer: adminCourseSchema /*course-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  adminCourses: defineCall({
    method: 'GET',
    path: '/course',
    description: 'GET /course',
    query: adminCourseQuerySchema,
    answer: adminCourseListSchema /*course-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  adminCourseFilters: defineCall({
    method: 'GET',
    path: '/course/filters',
    description: 'GET /course/filters',
    answer: adminFilterListSchema /*course-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  courseList: defineCall({
    method: 'GET',
    path: '/course/list',
    description: 'GET /course/list',
    answer: /* CHECK no client call */ 'file',
    access: access.roles('segmentAdmin'),
  }),
  scormCourseCheck: defineCall({
    method: 'GET',
    path: '/course/:type/:scorm_course_id',
    description:
      'SCORM upload (002 section 7): {type} is a SCORM sub type; the check answers whether the id exists.',
    params: { type: /* CHECK */ param.text, scorm_course_id: param.id },
    answer: /* CHECK no client call */ 'file',
    access: access.roles('segmentAdmin'),
  }),
  scormUpload: defineCall({
    method: 'POST',
    path: '/course/:type',
    description: 'POST /course/{type}',
    params: { type: /* CHECK */ param.text },
    answer: /* CHECK no client call */ 'file',
    access: access.roles('segmentAdmin'),
  }),
};
