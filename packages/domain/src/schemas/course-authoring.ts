/**
 * ILT course authoring calls (002 section 7, "Courses and sessions"): POST /course, PUT /course/{course_id},
 * the admin list GET /course with its filters, GET /course/list. The text fields run the wizard's rules
 * (`authoring/course-rules.ts`), so the server refuses with the messages the admin already saw. The course as
 * the admin reads it is `adminCourseSchema`: `courseSchema` (schemas/ilt.ts) with its external course ids filled
 * in and its expertise.
 */
import {
  courseDescriptionRule,
  courseNameRule,
  courseShortNameRule,
  externalCourseIdRule,
  newCourseShortNameRule,
  scormCourseIdRule,
} from '../authoring/course-rules';
import { courseLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { planAdminMessages } from '../messages-plans-admin';
import { z } from '../zod';
import { adminListQuerySchema, ruledText } from './authoring';
import { expertiseSchema } from './content';
import { courseSchema } from './ilt';
import { maxSqlInteger, sqlInteger } from './integers';
import { publicationStatusSchema } from './plan';

/**
 * An external course id as sent: the text (url) and, for a row already saved, its id; an added row's temporary
 * id (`addExternalCourse`) is sent as it is and replaced by the server's.
 */
export const externalCourseInputSchema = z.object({
  id: z.optional(z.union([z.string().check(z.maxLength(40)), sqlInteger(-maxSqlInteger - 1)])),
  url: ruledText(externalCourseIdRule),
});

const externalCourses = z.array(externalCourseInputSchema).check(z.maxLength(100));

/** POST /course: name required 2–100, short_name optional 2–20, description required (002 section 5). */
export const courseDraftSchema = z.object({
  name: ruledText(courseNameRule),
  short_name: z._default(ruledText(newCourseShortNameRule), ''),
  description: ruledText(courseDescriptionRule),
  external_courses: z._default(externalCourses, []),
});
export type CourseDraftInput = z.input<typeof courseDraftSchema>;
export type CourseDraft = z.output<typeof courseDraftSchema>;

/** POST /course's answer: the new course's id (the client opens its edit wizard with exit=0). */
export const courseCreatedSchema = z.object({ course_id: z.int().check(z.positive()) });
export type CourseCreated = z.infer<typeof courseCreatedSchema>;

const classSize = z.nullable(z.int().check(z.minimum(0), z.maximum(courseLimits.courseClassSizeMax)));

/**
 * A course's session data as saved: every day has a time (002 section 5: "invalid when a day has zero total
 * time"), the minimum class size not above the maximum. null: dropped (all empty).
 */
export const courseSessionDataInputSchema = z
  .object({
    days: z
      .array(
        z.object({
          minutes: z
            .int()
            .check(
              z.minimum(0),
              z.maximum(courseLimits.courseDayHoursMax * 60 + courseLimits.courseDayMinutesMax),
            ),
          sort_order: z.int().check(z.minimum(1), z.maximum(maxSqlInteger)),
        }),
      )
      .check(z.maxLength(60)),
    min_class_size: classSize,
    max_class_size: classSize,
  })
  .check(
    z.superRefine((data, context) => {
      for (const [index, day] of data.days.entries()) {
        if (day.minutes === 0)
          context.addIssue({
            code: 'custom',
            path: ['days', index],
            message: planAdminMessages.courseAuthoring.dayWithoutTime,
          });
      }
      if (
        data.min_class_size !== null &&
        data.max_class_size !== null &&
        data.min_class_size > data.max_class_size
      )
        context.addIssue({
          code: 'custom',
          path: ['min_class_size'],
          message: planAdminMessages.courseAuthoring.classSizeOrder,
        });
    }),
  );

/**
 * PUT /course/{course_id}: the merged course (002 section 4: the wizard sends it only when it differs). Its
 * course_id, if sent, is ignored: the path names the course. Edit course: short_name required 2–20.
 */
export const courseUpdateSchema = z.object({
  course_id: z.optional(z.union([sqlInteger(-maxSqlInteger - 1), z.string().check(z.maxLength(200))])),
  name: ruledText(courseNameRule),
  short_name: ruledText(courseShortNameRule),
  description: ruledText(courseDescriptionRule),
  status_id: publicationStatusSchema,
  external_courses: externalCourses,
  course_session_data: z.nullable(courseSessionDataInputSchema),
  /** The expertise step's level (1 basic, 2 intermediate, 3 advanced) or null; left out, the stored one stays. */
  expertise: z.optional(z.nullable(expertiseSchema)),
});
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;
export type CourseUpdate = z.output<typeof courseUpdateSchema>;

/**
 * GET /course/{id} as a segment admin reads it, and PUT's answer: the course with its external course ids and
 * its expertise (002 section 2: the course wizard's expertise step), null when not set.
 */
export const adminCourseSchema = z.extend(courseSchema, { expertise: z.nullable(expertiseSchema) });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** The manage-courses filter groups beyond status: whether a course has sessions. */
export const courseSessionFilters = ['sessions:with', 'sessions:without'] as const;

/** GET /course (admin): `_limit` 25, `_offset`, `term`, `filters[]` status:{1|2|3} and sessions:{with|without}. */
export const adminCourseQuerySchema = z.extend(adminListQuerySchema, {
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    courseLimits.coursePageSize,
  ),
  filters: z._default(
    z.array(z.string().check(z.regex(/^(status:[123]|sessions:(with|without))$/))).check(z.maxLength(5)),
    [],
  ),
});
export type AdminCourseQuery = z.output<typeof adminCourseQuerySchema>;

/** A row of manage courses. */
export const adminCourseRowSchema = z.object({
  course_id: z.int(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  status_id: publicationStatusSchema,
  /** The planned days and their total minutes (0 without session data). */
  day_count: z.int(),
  total_minutes: z.int(),
  session_count: z.int(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

export const adminCourseListSchema = z.object({
  data: z.array(adminCourseRowSchema),
  total: z.int(),
});
export type AdminCourseList = z.infer<typeof adminCourseListSchema>;

/** GET /course/list: every course that is not archived, by name (the pickers' list). */
export const courseListSchema = z.object({
  data: z.array(z.object({ course_id: z.int(), name: z.string(), status_id: publicationStatusSchema })),
});
export type CourseList = z.infer<typeof courseListSchema>;

// SCORM upload

/** The `{type}` of the SCORM calls: the SCORM content type's sub types (options.ts). */
export const scormUploadTypes = ['scorm_1_2', 'scorm_2004', 'segscorm'] as const;
export type ScormUploadType = (typeof scormUploadTypes)[number];

/** GET /course/{type}/{course id}: whether a package with the id exists, and its latest version. */
export const scormCourseCheckSchema = z.object({
  exists: z.boolean(),
  version: z.nullable(z.int().check(z.positive())),
});
export type ScormCourseCheck = z.infer<typeof scormCourseCheckSchema>;

/** POST /course/{type}'s fields beside the file: course_id (word characters, dot, hyphen) and new_version. */
export const scormUploadFieldsSchema = z.object({
  course_id: ruledText(scormCourseIdRule),
  new_version: z.pipe(
    z._default(z.enum(['true', 'false', '1', '0', '']), 'false'),
    z.transform((value) => value === 'true' || value === '1'),
  ),
});
export type ScormUploadFields = z.output<typeof scormUploadFieldsSchema>;

/** POST /course/{type}: a multipart body, the package's zip in `file` beside the fields. */
export const scormUploadRequestSchema = z.extend(scormUploadFieldsSchema, {
  file: z.file({ error: messages.validation.required }),
});

/** The largest SCORM upload body: a package of the largest size with room for the multipart framing. */
export const scormUploadMaxBodyBytes = courseLimits.scormMaxBytes + 64 * 1024;
/** The 413's text for a SCORM upload over its limit. */
export const scormUploadTooLarge = formatMessage(planAdminMessages.courseAuthoring.scormTooLarge, {
  megabytes: courseLimits.scormMaxBytes / (1024 * 1024),
});

export const scormUploadedSchema = z.object({
  type: z.enum(scormUploadTypes),
  course_id: z.string(),
  version: z.int().check(z.positive()),
});
export type ScormUploaded = z.infer<typeof scormUploadedSchema>;
