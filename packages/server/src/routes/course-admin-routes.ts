/**
 * ILT course authoring calls (002 section 7, "Courses and sessions"): POST /course, PUT /course/{course_id},
 * the manage-courses list GET /course with GET /course/filters, GET /course/list, and GET /course/{id} as the
 * admin reads it (with its external course ids and its expertise). Segment admins only (others 403), except GET /course/{id},
 * which a learner still reaches on course-routes.ts (the learner's shape). GET api/course/search/name/{term}
 * is course-routes.ts's, open to segment admins already. The SCORM upload: GET /course/{type}/{course id}
 * (does the id exist) and POST /course/{type} (multipart: file, course_id, new_version), {type} a SCORM sub
 * type. Register before course-routes.ts.
 */

/** `:type` takes only the SCORM sub types, so /course/{id}/session stays the learner's. */
const scormType = `:type{${scormUploadTypes.join('|')}}`;
const scormTooLarge = formatMessage(planAdminMessages.courseAuthoring.scormTooLarge, {
  megabytes: courseLimits.scormMaxBytes / (1024 * 1024),
});

/** The file and the other fields of a multipart SCORM upload (400 when there is no file). */
async function readScormUpload(c: Context<ApiEnv>) {
  const contentType = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('multipart/form-data'))
    throw ApiError.badRequest([{ path: '', message: 'send a multipart/form-data body' }]);
  const body = await c.req.parseBody().catch(() => {
    throw ApiError.badRequest([{ path: '', message: 'the body could not be read' }]);
  });
  const { file, ...rest } = body;
  const fields = scormUploadFieldsSchema.safeParse(rest);
  if (!fields.success) throw ApiError.fromZod(fields.error);
  if (!(file instanceof File))
    throw ApiError.badRequest([{ path: 'file', message: messages.validation.required }]);
  return { fields: fields.data, bytes: new Uint8Array(await file.arrayBuffer()) };
}

import {
  adminCourseQuerySchema,
  courseDraftSchema,
  courseLimits,
  courseUpdateSchema,
  formatMessage,
  isSegmentAdmin,
  messages,
  planAdminMessages,
  type ScormUploadType,
  scormCourseIdRule,
  scormUploadFieldsSchema,
  scormUploadTypes,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { sendError } from '../http/error-handlers';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import { parseAdminQuery, parseChanges } from './admin-input';
import { found } from './admin-segment-routes';
import { courseNotFound } from './ilt-access';
import { parseBody } from './own-user';

export function registerCourseAdminRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.adminCourses.path, ...admin, async (c) =>
    sendJson(c, await services.courseAdmin.list(parseAdminQuery(c, adminCourseQuerySchema))),
  );

  api.get(endpoints.adminCourseFilters.path, ...admin, (c) => sendJson(c, services.courseAdmin.filters()));

  api.get(endpoints.courseList.path, ...admin, async (c) => sendJson(c, await services.courseAdmin.names()));

  api.post(endpoints.courseCreate.path, ...admin, async (c) => {
    const draft = await parseBody(c, courseDraftSchema);
    const created = await services.courseAdmin.create(c.get('signedIn').userId, draft);
    c.status(201);
    return sendJson(c, created);
  });

  // The admin's shape; anyone else goes on to the learner's GET /course/{id} (course-routes.ts).
  api.get(endpoints.course.path, requireSession, async (c, next) => {
    if (!isSegmentAdmin(c.get('signedIn').roles)) return next();
    return sendJson(c, found(await services.courseAdmin.get(parseIdParam(c, 'course_id')), courseNotFound));
  });

  api.put(endpoints.courseSave.path, ...admin, async (c) => {
    const courseId = parseIdParam(c, 'course_id');
    const update = await parseChanges(c, courseUpdateSchema);
    const result = await services.courseAdmin.update(c.get('signedIn').userId, courseId, update);
    if (result.outcome === 'notFound') throw new ApiError(404, courseNotFound);
    if (result.outcome === 'invalid') throw ApiError.badRequest(result.issues);
    return sendJson(c, result.saved);
  });

  api.get(endpoints.scormCourseCheck.path.replace(':type', scormType), ...admin, async (c) => {
    const scormCourseId = c.req.param('scorm_course_id') ?? '';
    const message = scormCourseIdRule(scormCourseId);
    if (message) throw ApiError.badRequest([{ path: 'course_id', message }]);
    const type = c.req.param('type') as ScormUploadType;
    return sendJson(c, await services.courseAdmin.scormCheck(type, scormCourseId.trim()));
  });

  const limitBody = bodyLimit({
    maxSize: courseLimits.scormMaxBytes + 64 * 1024,
    onError: (c) => sendError(c, new ApiError(413, scormTooLarge)),
  });
  api.post(endpoints.scormUpload.path.replace(':type', scormType), ...admin, limitBody, async (c) => {
    const { fields, bytes } = await readScormUpload(c);
    const type = c.req.param('type') as ScormUploadType;
    const result = await services.courseAdmin.storeScorm(c.get('signedIn').userId, type, fields, bytes);
    switch (result.outcome) {
      case 'stored':
        c.status(201);
        return sendJson(c, result.uploaded);
      case 'exists':
        throw new ApiError(409, planAdminMessages.courseAuthoring.scormExists);
      case 'notZip':
        throw ApiError.badRequest([{ path: 'file', message: planAdminMessages.courseAuthoring.scormNotZip }]);
      case 'unavailable':
        throw new ApiError(503, 'Uploads are not set up on this server.');
    }
  });
}
