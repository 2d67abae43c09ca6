import { describe, expect, it } from 'vitest';
import { decodeDates, encodeDates } from '../dates';
import {
  courseSchema,
  courseSessionListSchema,
  iltErrorMessage,
  managerApprovalSchema,
  managerDataSchema,
  registrationListSchema,
  registrationTypeRequestSchema,
  sessionListPageSchema,
  sessionListQuerySchema,
  sessionSaveRequestSchema,
  sessionSchema,
} from './ilt';

const friday = new Date(2026, 10, 27, 9, 0);
const monday = new Date(2026, 10, 30, 9, 0);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A session as the server sends it: dates in seconds. */
const wireSession = {
  session_id: 4,
  course_id: 1,
  course_name: 'Difficult Conversations Workshop',
  status_id: 2,
  tags: ['soft skills'],
  start_date: seconds(friday),
  duration: 480,
  location_id: 3,
  location_name: 'Head office',
  instructor_id: 9,
  max_class_size: 10,
  min_class_size: 2,
  number_enrolled: 4,
  is_complete: false,
  session_days: [
    { start_date: seconds(friday), room: 'Room 1', duration: 240, sort_order: 1 },
    { start_date: seconds(monday) * 1000, room: 'Room 2', duration: 240, sort_order: 2 },
  ],
};

describe('sessionSchema', () => {
  it('decodes the session and its days with Dates (seconds or milliseconds)', () => {
    const session = sessionSchema.parse(decodeDates(wireSession));
    expect(session.start_date).toEqual(friday);
    expect(session.session_days.map((day) => day.start_date)).toEqual([friday, monday]);
  });

  it('encodes back to seconds', () => {
    const session = sessionSchema.parse(decodeDates(wireSession));
    expect(encodeDates(session)).toMatchObject({
      start_date: seconds(friday),
      session_days: [{ start_date: seconds(friday) }, { start_date: seconds(monday) }],
    });
  });

  it.each([
    ['a day of 0 minutes', { session_days: [{ ...wireSession.session_days[0], duration: 0 }] }],
    ['a day without a room', { session_days: [{ ...wireSession.session_days[0], room: '  ' }] }],
    ['no days', { session_days: [] }],
    ['a negative enrolment', { number_enrolled: -1 }],
    ['an undecoded date', { start_date: 'November 27 2026' }],
  ])('refuses %s', (_, change) => {
    expect(sessionSchema.safeParse(decodeDates({ ...wireSession, ...change })).success).toBe(false);
  });

  it('reads a page of sessions and a course page with the learner registration', () => {
    expect(sessionListPageSchema.parse(decodeDates({ data: [wireSession], total: 31 })).total).toBe(31);
    const page = courseSessionListSchema.parse(
      decodeDates({
        data: [
          { ...wireSession, registration: { registration_id: 7, registration_type_id: 1 } },
          { ...wireSession, session_id: 5, registration: null },
        ],
      }),
    );
    expect(page.data.map((session) => session.registration)).toEqual([
      { registration_id: 7, registration_type_id: 1 },
      null,
    ]);
  });
});

describe('sessionListQuerySchema', () => {
  it('pages by 25 and reads a single filter as a list', () => {
    expect(sessionListQuerySchema.parse({ filters: 'current_sessions:1', course_id: '3' })).toEqual({
      _limit: 25,
      _offset: 0,
      filters: ['current_sessions:1'],
      course_id: 3,
    });
  });
});

describe('sessionSaveRequestSchema', () => {
  it('takes the spec payload and refuses a day without duration', () => {
    const request = {
      course_id: 1,
      max_class_size: 10,
      maxClassSize: 10,
      location_id: 3,
      instructor_id: 9,
      session_days: [{ start_date: friday, room: 'Room 1', duration: 60, sort_order: 1 }],
    };
    expect(sessionSaveRequestSchema.parse(request)).toEqual(request);
    expect(
      sessionSaveRequestSchema.safeParse({
        ...request,
        session_days: [{ ...request.session_days[0], duration: 0 }],
      }).success,
    ).toBe(false);
  });
});

describe('registration schemas', () => {
  it('reads a roster with enrolled and denied learners', () => {
    const row = {
      registration_id: 7,
      user_id: 12,
      name: 'Lee Learner',
      registration_type_id: 2,
      session: { session_id: 4, course_name: 'Workshop', session_days: wireSession.session_days },
      has_completed: true,
      can_remove: false,
      completion_id: 55,
    };
    const roster = registrationListSchema.parse(decodeDates({ data: [row] }));
    expect(roster.data[0]?.session.session_days[1]?.start_date).toEqual(monday);
    expect(
      registrationListSchema.safeParse(decodeDates({ data: [{ ...row, registration_type_id: 4 }] })).success,
    ).toBe(false);
  });

  it.each([
    ['1', 1],
    [2, 2],
  ])('takes registration_type_id %j', (value, expected) => {
    expect(registrationTypeRequestSchema.parse({ registration_type_id: value })).toEqual({
      registration_type_id: expected,
    });
  });

  it.each([0, 4, 'x'])('refuses registration_type_id %j', (value) => {
    expect(registrationTypeRequestSchema.safeParse({ registration_type_id: value }).success).toBe(false);
  });
});

describe('course and manager schemas', () => {
  it('reads a course with its session data', () => {
    const course = courseSchema.parse({
      course_id: 1,
      name: 'Difficult Conversations Workshop',
      short_name: 'DCW',
      description: 'Practice hard talks.',
      status_id: 2,
      external_courses: [{ id: 'EXT-1', url: 'https://example.com/course' }],
      course_session_data: { days: [{ minutes: 240, sort_order: 1 }], min_class_size: 2, max_class_size: 10 },
    });
    expect(course.course_session_data.days).toHaveLength(1);
  });

  it('reads manager data and a manager approval', () => {
    expect(
      managerDataSchema.parse({
        total_managees: 3,
        total_pending_approvals: 2,
        total_approved: 1,
        business_units: [{ business_unit_id: 1, name: 'Stores' }],
        total_pending_registrations: 1,
        has_sessions: true,
      }).business_units,
    ).toEqual([{ business_unit_id: 1, name: 'Stores' }]);
    const approval = managerApprovalSchema.parse({
      responsibilities: {
        data: [
          {
            responsibility_id: 5,
            name: 'Opening',
            users: [{ user_id: 12, name: 'Lee', is_approved: false }],
          },
        ],
      },
    });
    expect(approval.responsibilities.data[0]?.users[0]?.is_approved).toBe(false);
  });
});

describe('iltErrorMessage', () => {
  it.each([
    [
      'an API error body',
      { status: 409, body: { error_msg: 'This session is full.' } },
      'This session is full.',
    ],
    ['a bare body', { error_msg: 'You are already registered.' }, 'You are already registered.'],
    ['a blank error_msg', { body: { error_msg: '  ' } }, undefined],
    ['a standard error body', { body: { error: { status: 500, message: 'x' } } }, undefined],
    ['a network error', new TypeError('Failed to fetch'), undefined],
    ['nothing', undefined, undefined],
  ])('reads %s', (_, error, expected) => {
    expect(iltErrorMessage(error)).toBe(expected);
  });
});
