import { z } from '@segno/domain/zod';
/**
 * ILT course authoring (002 sections 4, 5 and 7): manage courses, the pickers' list, one course as the admin
 * sees it, creating a course (a draft) and saving the merged course. Each save is one transaction with its
 * change-log lines; a save that changes nothing writes nothing ("save only when the course differs").
 */

import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AdminCourse,
  type AdminCourseList,
  type AdminCourseQuery,
  type AdminFilterList,
  applyCourseUpdate,
  type CourseCreated,
  type CourseDraft,
  type CourseList,
  type CourseUpdate,
  courseDiffers,
  expertiseSchema,
  filterValues,
  planAdminMessages,
  publicationStatus,
  publicationStatusSchema,
  type ScormCourseCheck,
  type ScormUploaded,
  type ScormUploadFields,
  type ScormUploadType,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { insertChange } from '../repositories/change-log-repository';
import {
  type AdminCourseListRow,
  findCourseExpertise,
  findCourseForUpdate,
  insertCourse,
  insertScormPackage,
  latestScormVersion,
  listAdminCourses,
  listCourseNames,
  listExternalCourses,
  lockScormId,
  replaceExternalCourses,
  updateCourse,
} from '../repositories/course-admin-repository';
import { findCourse } from '../repositories/course-repository';
import { listFilter } from './admin-segment-service';
import type { ServiceContext } from './service-context';

export type CourseSaveResult =
  | { outcome: 'saved'; saved: AdminCourse }
  | { outcome: 'notFound' }
  | { outcome: 'invalid'; issues: { path: string; message: string }[] };

function toAdminCourseRow(row: AdminCourseListRow): AdminCourseList['data'][number] {
  return {
    course_id: row.id,
    name: row.name,
    short_name: row.shortName,
    description: row.description,
    status_id: publicationStatusSchema.parse(row.status),
    day_count: row.dayMinutes.length,
    total_minutes: row.dayMinutes.reduce((total, minutes) => total + minutes, 0),
    session_count: row.sessionCount,
  };
}

/** One course as the admin reads it: the ILT read (course-repository) with its external course ids and expertise. */
export async function readAdminCourse(db: Orm, courseId: number): Promise<AdminCourse | undefined> {
  const row = await findCourse(db, courseId);
  if (!row) return undefined;
  const [external, expertise] = await Promise.all([
    listExternalCourses(db, courseId),
    findCourseExpertise(db, courseId),
  ]);
  return {
    course_id: row.id,
    name: row.name,
    short_name: row.shortName,
    description: row.description,
    status_id: publicationStatusSchema.parse(row.status),
    external_courses: external.map((item) => ({ id: item.id, url: item.externalId })),
    course_session_data: {
      days: row.dayMinutes.map((minutes, index) => ({ minutes, sort_order: index + 1 })),
      min_class_size: row.minClassSize,
      max_class_size: row.maxClassSize,
    },
    expertise: z.nullable(expertiseSchema).parse(expertise),
  };
}

/** The fields, by their API names, that differ between the stored course and the saved one (course_id aside). */
function changedCourseFields(stored: AdminCourse, saved: AdminCourse): string[] {
  const keys = [
    'name',
    'short_name',
    'description',
    'external_courses',
    'course_session_data',
    'expertise',
  ] as const;
  return keys.filter((key) => courseDiffers({ ...stored, [key]: saved[key] }, stored));
}

export type ScormUploadResult =
  | { outcome: 'stored'; uploaded: ScormUploaded }
  | { outcome: 'exists' }
  | { outcome: 'notZip' }
  | { outcome: 'unavailable' };

/** A zip file's first bytes (local file header): a SCORM package is a zip. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function createCourseAdminService({ orm, now, uploadsDir }: ServiceContext & { uploadsDir?: string }) {
  return {
    /** GET /course: every status but archived unless the filters ask for it, newest first. */
    async list(query: AdminCourseQuery): Promise<AdminCourseList> {
      const sessions = filterValues(query.filters, 'sessions') as ('with' | 'without')[];
      const { rows, total } = await listAdminCourses(orm, { ...listFilter(query), sessions });
      return { data: rows.map(toAdminCourseRow), total };
    },

    /** GET /course/filters: the filter groups beyond status. */
    filters(): AdminFilterList {
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
    },

    /** GET /course/list */
    async names(): Promise<CourseList> {
      const rows = await listCourseNames(orm);
      return {
        data: rows.map((row) => ({
          course_id: row.id,
          name: row.name,
          status_id: publicationStatusSchema.parse(row.status),
        })),
      };
    },

    get(courseId: number): Promise<AdminCourse | undefined> {
      return readAdminCourse(orm, courseId);
    },

    /** POST /course: a draft without session data (002 section 4: only Draft until the days have a time). */
    async create(userId: number, draft: CourseDraft): Promise<CourseCreated> {
      return orm.transaction(async (tx) => {
        const at = now();
        const courseId = await insertCourse(tx, {
          name: draft.name,
          shortName: draft.short_name,
          description: draft.description,
          status: publicationStatus.draft,
        });
        await replaceExternalCourses(
          tx,
          courseId,
          draft.external_courses.map((item) => ({ externalId: item.url })),
        );
        await insertChange(
          tx,
          { objectType: 'course', objectId: courseId, userId, action: 'create', detail: '' },
          at,
        );
        return { course_id: courseId };
      });
    },

    /**
     * PUT /course/{id}: the merged course, as `applyCourseUpdate` makes it of the stored one (a new status must
     * be one `courseStatusChoices` offers for the days saved with it; an expertise left out keeps the stored
     * one). Nothing is written when nothing differs.
     */
    async update(userId: number, courseId: number, update: CourseUpdate): Promise<CourseSaveResult> {
      return orm.transaction(async (tx) => {
        if (!(await findCourseForUpdate(tx, courseId))) return { outcome: 'notFound' };
        const stored = await readAdminCourse(tx, courseId);
        if (!stored) return { outcome: 'notFound' };
        const applied = applyCourseUpdate(stored, update);
        if (applied.outcome === 'invalid') return applied;
        const saved = applied.course;
        if (!courseDiffers(stored, saved)) return { outcome: 'saved', saved: stored };
        const at = now();
        await updateCourse(tx, courseId, {
          name: saved.name,
          shortName: saved.short_name,
          description: saved.description,
          status: saved.status_id,
          minClassSize: saved.course_session_data.min_class_size,
          maxClassSize: saved.course_session_data.max_class_size,
          dayMinutes: saved.course_session_data.days.map((day) => day.minutes),
          expertise: saved.expertise,
        });
        await replaceExternalCourses(
          tx,
          courseId,
          update.external_courses.map((item) => ({ id: item.id, externalId: item.url })),
        );
        const changed = changedCourseFields(stored, saved);
        if (changed.length > 0)
          await insertChange(
            tx,
            { objectType: 'course', objectId: courseId, userId, action: 'update', detail: changed.join(',') },
            at,
          );
        if (saved.status_id !== stored.status_id)
          await insertChange(
            tx,
            {
              objectType: 'course',
              objectId: courseId,
              userId,
              action: 'status',
              detail: String(saved.status_id),
            },
            at,
          );
        return { outcome: 'saved', saved: (await readAdminCourse(tx, courseId)) ?? saved };
      });
    },

    /** GET /course/{type}/{course id}: the existing-course check of the SCORM upload. */
    async scormCheck(type: ScormUploadType, scormCourseId: string): Promise<ScormCourseCheck> {
      const version = await latestScormVersion(orm, type, scormCourseId);
      return { exists: version !== null, version };
    },

    /**
     * POST /course/{type}: stores a SCORM package (a zip) as version 1 of a new id, or, when new_version is
     * asked, as the next version of an existing one; an existing id without new_version is refused (409).
     * The file is written under a generated name; the row and the file land together or not at all.
     */
    async storeScorm(
      userId: number,
      type: ScormUploadType,
      fields: ScormUploadFields,
      bytes: Uint8Array,
    ): Promise<ScormUploadResult> {
      if (!isZip(bytes)) return { outcome: 'notZip' };
      if (!uploadsDir) return { outcome: 'unavailable' };
      const directory = uploadsDir;
      return orm.transaction(async (tx) => {
        await lockScormId(tx, type, fields.course_id);
        const latest = await latestScormVersion(tx, type, fields.course_id);
        if (latest !== null && !fields.new_version) return { outcome: 'exists' };
        const version = (latest ?? 0) + 1;
        const fileName = `scorm-${randomUUID()}.zip`;
        const path = join(directory, fileName);
        await mkdir(directory, { recursive: true });
        await writeFile(path, bytes, { flag: 'wx' });
        try {
          await insertScormPackage(tx, {
            type,
            courseId: fields.course_id,
            version,
            fileName,
            byteSize: bytes.byteLength,
            uploadedBy: userId,
            createdAt: now(),
          });
        } catch (error) {
          await rm(path, { force: true });
          throw error;
        }
        return { outcome: 'stored', uploaded: { type, course_id: fields.course_id, version } };
      });
    },
  };
}
