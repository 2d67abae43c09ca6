/** course-authoring */
import {
  adminCourseListSchema,
  adminCourseQuerySchema,
  adminCourseSchema,
  adminFilterListSchema,
  courseCreatedSchema,
  courseDraftSchema,
  courseListSchema,
  courseUpdateSchema,
  scormCourseCheckSchema,
  scormUploadedSchema,
  scormUploadMaxBodyBytes,
  scormUploadRequestSchema,
  scormUploadTooLarge,
  scormUploadTypes,
} from '../index';
import { access, defineCall, param } from './define';

export const courseAuthoringCalls = {
  courseCreate: defineCall({
    method: 'POST',
    status: 201,
    path: '/course',
    description:
      'Creates a draft course from its name, short name, description and external course ids; answers 201 with its id (002 section 7).',
    body: { encoding: 'json', schema: courseDraftSchema },
    answer: courseCreatedSchema,
    access: access.roles('segmentAdmin'),
  }),
  courseSave: defineCall({
    method: 'PUT',
    path: '/course/:course_id',
    description: 'Saves the merged course and answers it as the admin reads it (002 section 7).',
    params: { course_id: param.id },
    body: { encoding: 'json', schema: courseUpdateSchema },
    answer: adminCourseSchema,
    access: access.roles('segmentAdmin'),
  }),
  adminCourses: defineCall({
    method: 'GET',
    path: '/course',
    description:
      'Manage courses: a page of courses with their days, minutes and session count, by term and filters (002 section 7).',
    query: adminCourseQuerySchema,
    answer: adminCourseListSchema,
    access: access.roles('segmentAdmin'),
  }),
  adminCourseFilters: defineCall({
    method: 'GET',
    path: '/course/filters',
    description: "Manage courses' filter groups: status and whether a course has sessions (002 section 7).",
    answer: adminFilterListSchema,
    access: access.roles('segmentAdmin'),
  }),
  courseList: defineCall({
    method: 'GET',
    path: '/course/list',
    description: 'Every course that is not archived, by name, for the pickers (002 section 7).',
    answer: courseListSchema,
    access: access.roles('segmentAdmin'),
  }),
  scormCourseCheck: defineCall({
    method: 'GET',
    path: '/course/:type/:scorm_course_id',
    description:
      'Whether a SCORM package of the sub type {type} has the course id, and its latest version (002 section 7).',
    params: { type: param.oneOf(...scormUploadTypes), scorm_course_id: param.fileName },
    answer: scormCourseCheckSchema,
    access: access.roles('segmentAdmin'),
  }),
  scormUpload: defineCall({
    method: 'POST',
    path: '/course/:type',
    description:
      'Stores a SCORM package (multipart: file, course_id, new_version) of the sub type {type}, a new version when asked; answers 201, and 404 for a type that is not SCORM (002 section 7).',
    params: { type: param.text },
    body: { encoding: 'multipart', schema: scormUploadRequestSchema },
    answer: scormUploadedSchema,
    access: access.roles('segmentAdmin'),
    maxBodyBytes: scormUploadMaxBodyBytes,
    bodyTooLarge: scormUploadTooLarge,
  }),
};
