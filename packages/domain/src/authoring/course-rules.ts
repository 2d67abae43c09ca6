/**
 * The ILT course wizard's rules (002 section 4 "Course status", section 5 "Course"): the basic-info fields, the
 * external course ids, the session info (days of hours and minutes, class sizes), the statuses a course may be
 * given, and whether an edited course differs from the saved one. Zod-free field rules, shared by the forms and
 * the server's schemas (`schemas/course-authoring.ts`).
 */
import { courseLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { planAdminMessages } from '../messages-plans-admin';
import { publicationStatus } from '../publication-status';
import type { AdminCourse, CourseUpdate } from '../schemas/course-authoring';
import type { Course } from '../schemas/ilt';
import { type FieldRule, parseWholeNumber } from './field-rules';
import { statusChoices } from './wizard';

type Length = { min: number; max: number };

/** A text of `min` to `max` characters after trimming; empty is refused when required, else accepted. */
export function lengthRule({ min, max }: Length, { isRequired }: { isRequired: boolean }): FieldRule<string> {
  return (value) => {
    const text = value.trim();
    if (text === '') return isRequired ? messages.validation.required : undefined;
    if (text.length < min) return formatMessage(messages.validation.minLength, { minlength: min });
    if (text.length > max) return formatMessage(adminMessages.validation.tooLong, { maxlength: max });
    return undefined;
  };
}

const limits = courseLimits;

/** New and edited course: name required, 2 to 100. */
export const courseNameRule = lengthRule(limits.courseNameLength, { isRequired: true });
/** New course: short_name optional, 2 to 20. */
export const newCourseShortNameRule = lengthRule(limits.courseShortNameLength, { isRequired: false });
/** Edited course: short_name required, 2 to 20. */
export const courseShortNameRule = lengthRule(limits.courseShortNameLength, { isRequired: true });
/** Edited course: course_id 1 to 200 (shown disabled). */
export const courseIdRule = lengthRule(limits.courseIdLength, { isRequired: true });
/** Description required, 2 up to the description limit. */
export const courseDescriptionRule = lengthRule(limits.courseDescriptionLength, { isRequired: true });
/** External course ids: text, required, 2 to 300. */
export const externalCourseIdRule = lengthRule(limits.externalCourseIdLength, { isRequired: true });

/** spec 002 section 5: "SCORM course id must match word characters, dot and hyphen" (required). */
export const scormCourseIdRule: FieldRule<string> = (value) => {
  const text = value.trim();
  if (text === '') return messages.validation.required;
  if (text.length > limits.courseIdLength.max)
    return formatMessage(adminMessages.validation.tooLong, { maxlength: limits.courseIdLength.max });
  return /^[\w.-]+$/.test(text) ? undefined : planAdminMessages.courseAuthoring.scormCourseIdInvalid;
};

// External course ids

export type ExternalCourse = Course['external_courses'][number];

/** The prefix of a temporary id: an added external course has one until the server gives it its own. */
const temporaryPrefix = 'new-';

export function isTemporaryExternalCourseId(id: ExternalCourse['id']): boolean {
  return typeof id === 'string' && id.startsWith(temporaryPrefix);
}

/** spec: "added ids get a temporary id": an empty row at the end, with a temporary id unused in the list. */
export function addExternalCourse(list: readonly ExternalCourse[]): ExternalCourse[] {
  const used = new Set(list.map((item) => String(item.id)));
  let next = list.length + 1;
  while (used.has(`${temporaryPrefix}${next}`)) next += 1;
  return [...list, { id: `${temporaryPrefix}${next}`, url: '' }];
}

/** spec: "removing takes the last one". */
export function removeExternalCourse(list: readonly ExternalCourse[]): ExternalCourse[] {
  return list.slice(0, -1);
}

// Session info

/** A session day as the form holds it: hours and minutes as typed (empty counts as 0). */
export type CourseDayInput = { hours: string | number; minutes: string | number };

/** The session info form: its days, and the class sizes as typed (empty: not set). */
export type CourseSessionInput = {
  days: readonly CourseDayInput[];
  min_class_size: string | number | null;
  max_class_size: string | number | null;
};

export type CourseSessionData = Course['course_session_data'];

const isEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/** Empty counts as 0; anything else must be a whole number (undefined when it is not). */
function wholeOrZero(value: string | number): number | undefined {
  return isEmpty(value) ? 0 : parseWholeNumber(value);
}

/**
 * A day's total minutes, or undefined when hours or minutes are not whole numbers in range. spec: "A minute
 * value of 60 rolls over into one more hour. Empty hours or minutes count as 0."
 */
export function courseDayMinutes(day: CourseDayInput): number | undefined {
  const hours = wholeOrZero(day.hours);
  const minutes = wholeOrZero(day.minutes);
  if (hours === undefined || hours > limits.courseDayHoursMax) return undefined;
  if (minutes === undefined || minutes > limits.courseDayMinutesMax) return undefined;
  return hours * 60 + minutes;
}

/** A day's minutes shown back as hours and minutes: 60 minutes typed reads 1 hour 0 minutes. */
export function courseDayTime(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export type CourseSessionIssue = { path: (string | number)[]; message: string };

/**
 * What is wrong with the session info, field by field. spec: "Session info is also invalid when a day has zero
 * total time." Class sizes, when set, are whole numbers; the minimum not above the maximum (ours).
 */
export function courseSessionIssues(input: CourseSessionInput): CourseSessionIssue[] {
  if (isSessionDataDropped(input)) return [];
  const issues: CourseSessionIssue[] = [];
  for (const [index, day] of input.days.entries()) {
    const hours = wholeOrZero(day.hours);
    const minutes = wholeOrZero(day.minutes);
    if (hours === undefined || hours > limits.courseDayHoursMax)
      issues.push({
        path: ['days', index, 'hours'],
        message: planAdminMessages.courseAuthoring.hoursInvalid,
      });
    else if (minutes === undefined || minutes > limits.courseDayMinutesMax)
      issues.push({
        path: ['days', index, 'minutes'],
        message: planAdminMessages.courseAuthoring.minutesInvalid,
      });
    else if (hours * 60 + minutes === 0)
      issues.push({ path: ['days', index], message: planAdminMessages.courseAuthoring.dayWithoutTime });
  }
  const sizes = { min: classSize(input.min_class_size), max: classSize(input.max_class_size) };
  for (const key of ['min', 'max'] as const) {
    if (sizes[key] === undefined)
      issues.push({
        path: [`${key}_class_size`],
        message: planAdminMessages.courseAuthoring.classSizeInvalid,
      });
  }
  if (typeof sizes.min === 'number' && typeof sizes.max === 'number' && sizes.min > sizes.max)
    issues.push({ path: ['min_class_size'], message: planAdminMessages.courseAuthoring.classSizeOrder });
  return issues;
}

/** A class size: null when empty, undefined when not a whole number in range. */
function classSize(value: string | number | null): number | null | undefined {
  if (isEmpty(value)) return null;
  const size = parseWholeNumber(value as string | number);
  return size !== undefined && size <= limits.courseClassSizeMax ? size : undefined;
}

/**
 * spec: "If min and max class size and first-day time are all empty, session data is dropped." The first
 * day's time is empty when it has no day or both its fields are empty.
 */
export function isSessionDataDropped(input: CourseSessionInput): boolean {
  const first = input.days[0];
  const isFirstDayEmpty = !first || (isEmpty(first.hours) && isEmpty(first.minutes));
  return isEmpty(input.min_class_size) && isEmpty(input.max_class_size) && isFirstDayEmpty;
}

/**
 * The session data to save from the form: days in order (sort_order 1-based) with their total minutes, the
 * class sizes or null; null when the data is dropped. Call it on input without `courseSessionIssues`.
 */
export function courseSessionData(input: CourseSessionInput): CourseSessionData | null {
  if (isSessionDataDropped(input)) return null;
  return {
    days: input.days.map((day, index) => ({ minutes: courseDayMinutes(day) ?? 0, sort_order: index + 1 })),
    min_class_size: classSize(input.min_class_size) ?? null,
    max_class_size: classSize(input.max_class_size) ?? null,
  };
}

// Status

/** spec: a session-day duration is set when there are days and none has zero hours and minutes. */
export function hasSessionDayDuration(days: readonly { minutes: number }[] | undefined): boolean {
  return !!days && days.length > 0 && days.every((day) => day.minutes > 0);
}

/**
 * spec 002 section 4: "With no session-day duration set (no days, or a day with zero hours and minutes), only
 * Draft is offered. A draft course may move to Published or Archived. Otherwise only Published and Archived."
 */
export function courseStatusChoices(
  current: number,
  days: readonly { minutes: number }[] | undefined,
): number[] {
  if (!hasSessionDayDuration(days)) return [publicationStatus.draft];
  return statusChoices(current);
}

// Saving

/** The course as the wizard compares it: everything but course_id. */
type ComparedCourse = Omit<Course, 'course_id'> & { course_id?: unknown };

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** spec: "Saving an existing course sends only when the course differs (ignoring course_id)". */
export function courseDiffers(saved: ComparedCourse, edited: ComparedCourse): boolean {
  const { course_id: _saved, ...savedRest } = saved;
  const { course_id: _edited, ...editedRest } = edited;
  return !sameValue(savedRest, editedRest);
}

/** The course a step's values make: the saved course with the step's fields merged over it (PUT's body). */
export function mergeCourse(saved: Course, changes: Partial<Omit<Course, 'course_id'>>): Course {
  return { ...saved, ...changes, course_id: saved.course_id };
}

/** What a course update makes of the stored course: the course to store, or why the update is refused. */
export type AppliedCourseUpdate =
  | { outcome: 'applied'; course: AdminCourse }
  | { outcome: 'invalid'; issues: { path: string; message: string }[] };

/**
 * PUT /course/{id} over the stored course: the course to store, its course_id the stored one. A new status must
 * be one `courseStatusChoices` offers for the days sent (keeping the stored status is always allowed). Days are
 * stored in their sort_order, numbered again from 1; no session data stores no days and no class sizes; an
 * expertise left out keeps the stored one. Whether anything changed is `courseDiffers(stored, course)`.
 */
export function applyCourseUpdate(stored: AdminCourse, update: CourseUpdate): AppliedCourseUpdate {
  const sessionData = update.course_session_data ?? { days: [], min_class_size: null, max_class_size: null };
  const days = [...sessionData.days].sort((a, b) => a.sort_order - b.sort_order);
  if (
    update.status_id !== stored.status_id &&
    !courseStatusChoices(stored.status_id, days).includes(update.status_id)
  )
    return {
      outcome: 'invalid',
      issues: [{ path: 'status_id', message: planAdminMessages.courseAuthoring.statusNotOffered }],
    };
  return {
    outcome: 'applied',
    course: {
      course_id: stored.course_id,
      name: update.name,
      short_name: update.short_name,
      description: update.description,
      status_id: update.status_id,
      external_courses: update.external_courses.map((item) => ({ id: item.id ?? '', url: item.url })),
      course_session_data: {
        days: days.map((day, index) => ({ minutes: day.minutes, sort_order: index + 1 })),
        min_class_size: sessionData.min_class_size,
        max_class_size: sessionData.max_class_size,
      },
      expertise: update.expertise === undefined ? stored.expertise : update.expertise,
    },
  };
}
