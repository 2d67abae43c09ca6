import { describe, expect, it } from 'vitest';
import { planAdminMessages } from '../messages-plans-admin';
import type { AdminCourse, CourseUpdate } from '../schemas/course-authoring';
import type { Course } from '../schemas/ilt';
import {
  addExternalCourse,
  applyCourseUpdate,
  courseDayMinutes,
  courseDayTime,
  courseDescriptionRule,
  courseDiffers,
  courseIdRule,
  courseNameRule,
  courseSessionData,
  courseSessionIssues,
  courseShortNameRule,
  courseStatusChoices,
  externalCourseIdRule,
  hasSessionDayDuration,
  isSessionDataDropped,
  isTemporaryExternalCourseId,
  mergeCourse,
  newCourseShortNameRule,
  removeExternalCourse,
  scormCourseIdRule,
} from './course-rules';

const required = 'is required';
const atLeast = (n: number) => `needs at least ${n} characters`;
const atMost = (n: number) => `must be at most ${n} characters`;

describe('course field rules (002 section 5)', () => {
  it.each([
    [courseNameRule, '', required],
    [courseNameRule, '   ', required],
    [courseNameRule, 'A', atLeast(2)],
    [courseNameRule, 'AB', undefined],
    [courseNameRule, 'x'.repeat(100), undefined],
    [courseNameRule, 'x'.repeat(101), atMost(100)],
    [newCourseShortNameRule, '', undefined],
    [newCourseShortNameRule, 'A', atLeast(2)],
    [newCourseShortNameRule, 'x'.repeat(20), undefined],
    [newCourseShortNameRule, 'x'.repeat(21), atMost(20)],
    [courseShortNameRule, '', required],
    [courseShortNameRule, 'FL', undefined],
    [courseIdRule, '', required],
    [courseIdRule, '7', undefined],
    [courseIdRule, '7'.repeat(201), atMost(200)],
    [courseDescriptionRule, '', required],
    [courseDescriptionRule, 'A', atLeast(2)],
    [courseDescriptionRule, 'x'.repeat(1000), undefined],
    [courseDescriptionRule, 'x'.repeat(1001), atMost(1000)],
    [externalCourseIdRule, '', required],
    [externalCourseIdRule, 'A', atLeast(2)],
    [externalCourseIdRule, 'x'.repeat(300), undefined],
    [externalCourseIdRule, 'x'.repeat(301), atMost(300)],
  ])('rule %# on %j says %s', (rule, value, message) => {
    expect(rule(value)).toBe(message);
  });
});

describe('scormCourseIdRule', () => {
  it.each([
    ['', required],
    ['forklift_101.v2-b', undefined],
    ['FORK-101', undefined],
    ['fork lift', 'Use only letters, digits, _, . and -.'],
    ['fork/lift', 'Use only letters, digits, _, . and -.'],
    ['x'.repeat(201), atMost(200)],
  ])('%j: %s', (value, message) => {
    expect(scormCourseIdRule(value)).toBe(message);
  });
});

describe('external course ids', () => {
  it('adds an empty row with a temporary id not used yet', () => {
    const once = addExternalCourse([{ id: 4, url: 'FORK-101' }]);
    expect(once).toEqual([
      { id: 4, url: 'FORK-101' },
      { id: 'new-2', url: '' },
    ]);
    const twice = addExternalCourse(once);
    expect(twice[2]).toEqual({ id: 'new-3', url: '' });
    expect(addExternalCourse([{ id: 'new-2', url: 'a' }])[1]?.id).toBe('new-3');
    expect(isTemporaryExternalCourseId('new-3')).toBe(true);
    expect(isTemporaryExternalCourseId(4)).toBe(false);
  });

  it('removes the last one', () => {
    expect(
      removeExternalCourse([
        { id: 1, url: 'a1' },
        { id: 2, url: 'b2' },
      ]),
    ).toEqual([{ id: 1, url: 'a1' }]);
    expect(removeExternalCourse([])).toEqual([]);
  });
});

describe('session info', () => {
  it.each([
    [{ hours: '', minutes: '' }, 0],
    [{ hours: '1', minutes: '' }, 60],
    [{ hours: '', minutes: '45' }, 45],
    // spec: a minute value of 60 rolls over into one more hour
    [{ hours: '2', minutes: '60' }, 180],
    [{ hours: 1, minutes: 30 }, 90],
    [{ hours: '1', minutes: '61' }, undefined],
    [{ hours: '-1', minutes: '0' }, undefined],
    [{ hours: '1.5', minutes: '0' }, undefined],
  ])('day %o lasts %s minutes', (day, minutes) => {
    expect(courseDayMinutes(day)).toBe(minutes);
  });

  it('shows 60 minutes as one more hour', () => {
    expect(courseDayTime(courseDayMinutes({ hours: '2', minutes: '60' }) ?? 0)).toEqual({
      hours: 3,
      minutes: 0,
    });
  });

  it('drops the session data when the class sizes and the first day time are all empty', () => {
    const empty = { days: [{ hours: '', minutes: '' }], min_class_size: '', max_class_size: null };
    expect(isSessionDataDropped(empty)).toBe(true);
    expect(isSessionDataDropped({ ...empty, days: [] })).toBe(true);
    expect(courseSessionData(empty)).toBeNull();
    expect(courseSessionIssues(empty)).toEqual([]);
    expect(isSessionDataDropped({ ...empty, min_class_size: '3' })).toBe(false);
    expect(isSessionDataDropped({ ...empty, days: [{ hours: '0', minutes: '' }] })).toBe(false);
  });

  it('refuses a day with zero total time, and bad numbers', () => {
    const input = {
      days: [
        { hours: '1', minutes: '0' },
        { hours: '0', minutes: '' },
        { hours: 'x', minutes: '5' },
        { hours: '1', minutes: '75' },
      ],
      min_class_size: '8',
      max_class_size: '4',
    };
    expect(courseSessionIssues(input)).toEqual([
      { path: ['days', 1], message: 'Each day needs a time of at least 1 minute.' },
      { path: ['days', 2, 'hours'], message: 'Enter whole hours.' },
      { path: ['days', 3, 'minutes'], message: 'Enter minutes from 0 to 60.' },
      { path: ['min_class_size'], message: 'The minimum class size cannot be above the maximum.' },
    ]);
    expect(
      courseSessionIssues({ days: [{ hours: '1', minutes: '' }], min_class_size: 'a', max_class_size: '' }),
    ).toEqual([{ path: ['min_class_size'], message: 'Enter a whole number of learners.' }]);
  });

  it('makes the session data to save', () => {
    expect(
      courseSessionData({
        days: [
          { hours: '1', minutes: '60' },
          { hours: '', minutes: '30' },
        ],
        min_class_size: '',
        max_class_size: '12',
      }),
    ).toEqual({
      days: [
        { minutes: 120, sort_order: 1 },
        { minutes: 30, sort_order: 2 },
      ],
      min_class_size: null,
      max_class_size: 12,
    });
  });
});

describe('courseStatusChoices (002 section 4)', () => {
  const timed = [{ minutes: 90 }, { minutes: 30 }];
  it.each([
    [1, undefined, [1]],
    [1, [], [1]],
    [1, [{ minutes: 90 }, { minutes: 0 }], [1]],
    [2, [], [1]],
    [1, timed, [1, 2, 3]],
    [2, timed, [2, 3]],
    [3, timed, [2, 3]],
  ])('status %s with days %o offers %o', (current, days, choices) => {
    expect(courseStatusChoices(current, days)).toEqual(choices);
  });

  it('knows a session-day duration', () => {
    expect(hasSessionDayDuration(timed)).toBe(true);
    expect(hasSessionDayDuration([])).toBe(false);
    expect(hasSessionDayDuration([{ minutes: 0 }])).toBe(false);
  });
});

/** A draft course with one day of an hour. */
const forklift: Course = {
  course_id: 7,
  name: 'Forklift basics',
  short_name: 'FL',
  description: 'Driving a forklift safely.',
  status_id: 1,
  external_courses: [{ id: 1, url: 'FORK-101' }],
  course_session_data: { days: [{ minutes: 60, sort_order: 1 }], min_class_size: null, max_class_size: 8 },
};

describe('courseDiffers', () => {
  const saved = forklift;

  it('ignores course_id', () => {
    expect(courseDiffers(saved, { ...saved, course_id: 99 })).toBe(false);
    expect(courseDiffers(saved, { ...saved })).toBe(false);
  });

  it.each([
    { name: 'Forklift advanced' },
    { status_id: 2 as const },
    { external_courses: [] },
    { external_courses: [{ id: 1, url: 'FORK-102' }] },
    {
      course_session_data: {
        days: [{ minutes: 61, sort_order: 1 }],
        min_class_size: null,
        max_class_size: 8,
      },
    },
    { course_session_data: { days: [{ minutes: 60, sort_order: 1 }], min_class_size: 1, max_class_size: 8 } },
  ])('sees a change of %o', (change) => {
    expect(courseDiffers(saved, mergeCourse(saved, change))).toBe(true);
  });

  it('merges a step over the saved course, keeping its id', () => {
    expect(mergeCourse(saved, { name: 'New' })).toEqual({ ...saved, name: 'New' });
  });
});

describe('applyCourseUpdate (002 section 4)', () => {
  const stored: AdminCourse = {
    ...forklift,
    course_session_data: { days: [], min_class_size: null, max_class_size: null },
    expertise: 2,
  };
  const update: CourseUpdate = {
    name: 'Forklift advanced',
    short_name: 'FA',
    description: 'Driving a forklift in a busy store.',
    status_id: 1,
    external_courses: [{ id: 1, url: 'FORK-101' }, { url: 'FORK-102' }],
    course_session_data: {
      days: [
        { minutes: 30, sort_order: 4 },
        { minutes: 90, sort_order: 2 },
      ],
      min_class_size: 2,
      max_class_size: 8,
    },
  };
  const applied = (change: Partial<CourseUpdate>, on: AdminCourse = stored) =>
    applyCourseUpdate(on, { ...update, ...change });
  const statusRefused = {
    outcome: 'invalid',
    issues: [{ path: 'status_id', message: planAdminMessages.courseAuthoring.statusNotOffered }],
  };

  it('makes the course to store: the stored id, days in their order numbered from 1, new ids empty', () => {
    expect(applied({ course_id: 99 })).toEqual({
      outcome: 'applied',
      course: {
        course_id: 7,
        name: 'Forklift advanced',
        short_name: 'FA',
        description: 'Driving a forklift in a busy store.',
        status_id: 1,
        external_courses: [
          { id: 1, url: 'FORK-101' },
          { id: '', url: 'FORK-102' },
        ],
        course_session_data: {
          days: [
            { minutes: 90, sort_order: 1 },
            { minutes: 30, sort_order: 2 },
          ],
          min_class_size: 2,
          max_class_size: 8,
        },
        expertise: 2,
      },
    });
  });

  it('stores no days and no class sizes without session data', () => {
    const result = applied({ course_session_data: null });
    expect(result.outcome === 'applied' && result.course.course_session_data).toEqual({
      days: [],
      min_class_size: null,
      max_class_size: null,
    });
  });

  it.each([
    [undefined, 2],
    [null, null],
    [3, 3],
  ] as const)('with expertise %s sent, stores %s', (expertise, kept) => {
    const result = applied(expertise === undefined ? {} : { expertise });
    expect(result.outcome === 'applied' && result.course.expertise).toBe(kept);
  });

  const published = { ...stored, status_id: 2 as const };
  const zeroDay = { days: [{ minutes: 0, sort_order: 1 }], min_class_size: null, max_class_size: null };
  it.each([
    ['a draft with timed days published', 'applied', stored, { status_id: 2 }],
    ['a draft without days published', 'invalid', stored, { status_id: 2, course_session_data: null }],
    [
      'a draft with a day of no time archived',
      'invalid',
      stored,
      { status_id: 3, course_session_data: zeroDay },
    ],
    [
      'a published course kept without days',
      'applied',
      published,
      { status_id: 2, course_session_data: null },
    ],
    ['a published course made a draft again', 'invalid', published, { status_id: 1 }],
  ] as const)('%s: %s', (_, outcome, on, change) => {
    const result = applied(change, on);
    expect(result.outcome).toBe(outcome);
    if (result.outcome === 'invalid') expect(result).toEqual(statusRefused);
  });
});
