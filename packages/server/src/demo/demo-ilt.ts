/**
 * Instructor-led training demo (issue 7), built from `now`: three locations and three sessions of course 1
 * (content 8 'Difficult Conversations'), all led by `instructor`:
 * - next week, 10 seats, four crowd learners enrolled; `learner` is not registered (the e2e registers);
 * - a two-day session starting on a Friday, so its second day is the Monday after (002 section 4);
 * - a past, complete session whose attendance is the content-8 completions three crowd learners already have
 *   in the demo history, so no score changes and every leaderboard stays as the history made it.
 * Pure data.
 */
import { chainSessionDays } from '@segno/domain';
import { daysBefore, startOfUtcDay } from '../lib/calendar';
import { demoCrowd } from './demo-crowd';
import type { DemoCompletion } from './demo-history';
import { demoLearningIds } from './demo-learning';
import type { DemoPerson } from './demo-people';

export const demoIltIds = {
  course: 1,
  instructor: 3,
  nextWeek: 1,
  twoDay: 2,
  past: 3,
} as const;

export type DemoLocation = { id: number; name: string };
export type DemoIltSession = {
  id: number;
  courseId: number;
  status: number;
  locationId: number;
  instructorId: number;
  maxClassSize: number;
  minClassSize: number;
  numberEnrolled: number;
  isComplete: boolean;
  createdAt: Date;
};
export type DemoIltSessionDay = {
  sessionId: number;
  startDate: Date;
  duration: number;
  room: string;
  sortOrder: number;
};
export type DemoSessionRegistration = {
  id: number;
  sessionId: number;
  userId: number;
  registrationTypeId: 1 | 2 | 3;
  createdAt: Date;
};
export type DemoSessionAttendance = { registrationId: number; completionId: number; isReversible: boolean };

export type DemoIlt = {
  /** Course 1's planned session data (0010's columns of `course`). */
  courseSessionData: { shortName: string; minClassSize: number; maxClassSize: number; dayMinutes: number[] };
  locations: DemoLocation[];
  sessions: DemoIltSession[];
  days: DemoIltSessionDay[];
  registrations: DemoSessionRegistration[];
  attendance: DemoSessionAttendance[];
};

export const demoLocations: readonly DemoLocation[] = [
  { id: 1, name: 'Head Office, Learning Centre' },
  { id: 2, name: 'Main Street Store, Training Room' },
  { id: 3, name: 'Riverside Distribution Centre' },
];

const friday = 5;
const published = 2;
const hours = (count: number) => count * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => daysBefore(date, -days);

/** The first Friday at least `minDays` days after `now`'s UTC day, at 9:00 UTC. */
function fridayAfter(now: Date, minDays: number): Date {
  let day = addDays(startOfUtcDay(now), minDays);
  while (day.getUTCDay() !== friday) day = addDays(day, 1);
  return new Date(day.getTime() + hours(9));
}

/** The generated crowd's usernames (demo-crowd.ts): the learners these sessions fill up with. */
const crowdUsernames = new Set(
  demoCrowd(1, (fields) => fields as DemoPerson).map((person) => person.username),
);

/**
 * @param users the demo users (four crowd learners are enrolled next week)
 * @param completions the demo history's completions (the past session's attendance is taken from them)
 */
export function buildDemoIlt(
  now: Date,
  users: readonly { id: number; username: string }[],
  completions: readonly DemoCompletion[],
): DemoIlt {
  const crowdLearnerIds = users.filter((user) => crowdUsernames.has(user.username)).map((user) => user.id);
  const nextWeek = new Date(addDays(startOfUtcDay(now), 7).getTime() + hours(14));
  const twoDays = chainSessionDays([
    { start_date: fridayAfter(now, 10), room: 'Room 2', duration: 240, sort_order: 1 },
    {
      start_date: new Date(fridayAfter(now, 10).getTime() + hours(1)),
      room: 'Room 2',
      duration: 180,
      sort_order: 2,
    },
  ]);
  // Each learner's first completion of the ILT content, from the history: who attended the past session.
  const attended = new Map<number, DemoCompletion>();
  for (const completion of completions) {
    if (completion.contentId === demoLearningIds.ilt && !attended.has(completion.userId)) {
      if (crowdLearnerIds.includes(completion.userId)) attended.set(completion.userId, completion);
    }
  }
  const pastAttendees = [...attended.values()].slice(0, 3);
  const earliestAttendance = Math.min(...pastAttendees.map((completion) => completion.completedAt.getTime()));
  const pastStart = new Date(earliestAttendance - hours(4));
  const nextWeekLearners = crowdLearnerIds.filter((id) => !attended.has(id)).slice(0, 4);

  const session = (
    fields: Omit<DemoIltSession, 'courseId' | 'status' | 'instructorId' | 'minClassSize'>,
  ) => ({
    courseId: demoIltIds.course,
    status: published,
    instructorId: demoIltIds.instructor,
    minClassSize: 4,
    ...fields,
  });
  const registrations: DemoSessionRegistration[] = [
    ...nextWeekLearners.map((userId) => ({
      sessionId: demoIltIds.nextWeek,
      userId,
      createdAt: addDays(now, -2),
    })),
    ...pastAttendees.map(({ userId }) => ({
      sessionId: demoIltIds.past,
      userId,
      createdAt: addDays(pastStart, -7),
    })),
  ].map((row, index) => ({ id: index + 1, registrationTypeId: 1 as const, ...row }));

  return {
    courseSessionData: { shortName: 'DIFFCONV', minClassSize: 4, maxClassSize: 10, dayMinutes: [240] },
    locations: [...demoLocations],
    sessions: [
      session({
        id: demoIltIds.nextWeek,
        locationId: 2,
        maxClassSize: 10,
        numberEnrolled: nextWeekLearners.length,
        isComplete: false,
        createdAt: addDays(now, -14),
      }),
      session({
        id: demoIltIds.twoDay,
        locationId: 1,
        maxClassSize: 12,
        numberEnrolled: 0,
        isComplete: false,
        createdAt: addDays(now, -3),
      }),
      session({
        id: demoIltIds.past,
        locationId: 3,
        maxClassSize: 8,
        numberEnrolled: pastAttendees.length,
        isComplete: true,
        createdAt: addDays(pastStart, -21),
      }),
    ],
    days: [
      { sessionId: demoIltIds.nextWeek, startDate: nextWeek, duration: 240, room: 'Room 1', sortOrder: 1 },
      ...twoDays.map((day) => ({
        sessionId: demoIltIds.twoDay,
        startDate: day.start_date,
        duration: day.duration,
        room: day.room,
        sortOrder: day.sort_order,
      })),
      {
        sessionId: demoIltIds.past,
        startDate: pastStart,
        duration: 180,
        room: 'Warehouse Office',
        sortOrder: 1,
      },
    ],
    registrations,
    attendance: registrations
      .filter((row) => row.sessionId === demoIltIds.past)
      .map((row) => ({
        registrationId: row.id,
        completionId: attended.get(row.userId)?.id ?? 0,
        // The session is complete: its attendance is final.
        isReversible: false,
      })),
  };
}
