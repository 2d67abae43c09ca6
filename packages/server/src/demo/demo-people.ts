/**
 * Demo accounts (password `demo` for all) and each one's history: point awards as
 * `[days ago, segment id, points]` and badges as `[badge id, days ago]`. Pure data.
 *
 * The totals are chosen so the leaderboard tells a story: `learner` sits mid-table (7th of 16) after
 * climbing two places since the day before yesterday, `james` and `aiko` share 5th place, and `manager`
 * and `lucas` each slipped one place.
 */
import { Role } from '@segno/domain';

export type AwardPlan = readonly [daysAgo: number, segmentId: number, points: number];
export type BadgePlan = readonly [badgeId: number, daysAgo: number];

export type DemoPerson = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  roles: readonly number[];
  isGenericUser: boolean;
  /** null: the on-the-clock flag does not apply to this person. */
  onTheClock: boolean | null;
  managerUsername: string | null;
  awards: readonly AwardPlan[];
  badges: readonly BadgePlan[];
};

const learner = [Role.learner];

function person(
  fields: Pick<DemoPerson, 'id' | 'username' | 'firstName' | 'lastName' | 'awards' | 'badges'> &
    Partial<DemoPerson>,
): DemoPerson {
  return { roles: learner, isGenericUser: false, onTheClock: true, managerUsername: 'manager', ...fields };
}

export const demoPeople: readonly DemoPerson[] = [
  person({
    id: 1,
    username: 'learner',
    firstName: 'Maya',
    lastName: 'Chen',
    awards: [
      [29, 1, 50],
      [22, 1, 80],
      [15, 1, 100],
      [10, 2, 60],
      [5, 2, 90],
      [1, 1, 120],
    ],
    badges: [
      [1, 28],
      [4, 5],
    ],
  }),
  person({
    id: 2,
    username: 'admin',
    firstName: 'Priya',
    lastName: 'Raman',
    roles: [Role.learner, Role.segmentAdmin],
    managerUsername: null,
    awards: [
      [28, 1, 200],
      [21, 2, 150],
      [14, 3, 180],
      [9, 1, 130],
      [4, 2, 200],
    ],
    badges: [
      [1, 27],
      [2, 9],
      [5, 4],
      [8, 20],
    ],
  }),
  person({
    id: 3,
    username: 'instructor',
    firstName: 'Daniel',
    lastName: 'Okafor',
    roles: [Role.learner, Role.instructor],
    managerUsername: 'admin',
    awards: [
      [27, 2, 120],
      [20, 1, 150],
      [13, 3, 140],
      [8, 2, 110],
      [3, 1, 120],
    ],
    badges: [
      [1, 20],
      [6, 13],
    ],
  }),
  person({
    id: 4,
    username: 'manager',
    firstName: 'Robert',
    lastName: 'Hughes',
    managerUsername: 'admin',
    awards: [
      [26, 1, 100],
      [19, 3, 90],
      [12, 1, 80],
      [6, 2, 100],
      [2, 3, 80],
    ],
    badges: [[3, 12]],
  }),
  person({
    id: 5,
    username: 'legal',
    firstName: 'Hannah',
    lastName: 'Brooks',
    roles: [Role.legalAdmin],
    onTheClock: null,
    managerUsername: 'admin',
    awards: [[18, 1, 40]],
    badges: [],
  }),
  person({
    id: 6,
    username: 'generic',
    firstName: 'Store',
    lastName: 'Trainee',
    isGenericUser: true,
    awards: [
      [16, 1, 20],
      [7, 1, 20],
    ],
    badges: [],
  }),
  person({
    id: 7,
    username: 'offclock',
    firstName: 'Chris',
    lastName: 'Doyle',
    onTheClock: false,
    awards: [
      [25, 2, 50],
      [17, 1, 40],
      [11, 2, 60],
    ],
    badges: [[1, 17]],
  }),
  person({
    id: 8,
    username: 'kmensah',
    firstName: 'Kwame',
    lastName: 'Mensah',
    awards: [
      [29, 1, 220],
      [23, 2, 180],
      [18, 3, 200],
      [12, 1, 160],
      [6, 1, 140],
      [2, 2, 80],
    ],
    badges: [
      [1, 29],
      [2, 12],
      [7, 6],
      [8, 25],
      [9, 8],
    ],
  }),
  person({
    id: 9,
    username: 'salvarez',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    awards: [
      [28, 3, 150],
      [21, 1, 170],
      [14, 2, 160],
      [7, 3, 140],
      [3, 1, 100],
    ],
    badges: [
      [6, 28],
      [7, 7],
      [1, 21],
    ],
  }),
  person({
    id: 10,
    username: 'joconnor',
    firstName: 'James',
    lastName: "O'Connor",
    managerUsername: 'admin',
    awards: [
      [27, 1, 130],
      [20, 2, 110],
      [13, 1, 120],
      [8, 3, 100],
      [4, 2, 100],
    ],
    badges: [
      [1, 27],
      [4, 20],
    ],
  }),
  person({
    id: 11,
    username: 'atanaka',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    managerUsername: 'admin',
    awards: [
      [26, 2, 100],
      [19, 1, 140],
      [12, 3, 130],
      [5, 1, 130],
      [0, 2, 60],
    ],
    badges: [
      [4, 26],
      [1, 19],
    ],
  }),
  person({
    id: 12,
    username: 'lmoreau',
    firstName: 'Lucas',
    lastName: 'Moreau',
    awards: [
      [25, 1, 90],
      [18, 2, 100],
      [11, 1, 120],
      [4, 3, 100],
    ],
    badges: [[1, 25]],
  }),
  person({
    id: 13,
    username: 'falsayed',
    firstName: 'Fatima',
    lastName: 'Al-Sayed',
    managerUsername: 'admin',
    awards: [
      [24, 3, 80],
      [17, 2, 90],
      [10, 1, 80],
      [1, 2, 80],
    ],
    badges: [[6, 24]],
  }),
  person({
    id: 14,
    username: 'nwilliams',
    firstName: 'Noah',
    lastName: 'Williams',
    awards: [
      [23, 1, 70],
      [16, 2, 90],
      [9, 1, 100],
    ],
    badges: [[1, 23]],
  }),
  person({
    id: 15,
    username: 'epetrova',
    firstName: 'Elena',
    lastName: 'Petrova',
    managerUsername: 'admin',
    awards: [
      [22, 2, 60],
      [15, 3, 70],
      [6, 1, 60],
    ],
    badges: [],
  }),
  person({
    id: 16,
    username: 'bfischer',
    firstName: 'Ben',
    lastName: 'Fischer',
    managerUsername: 'admin',
    awards: [[20, 1, 20]],
    badges: [],
  }),
  person({
    id: 17,
    username: 'gkim',
    firstName: 'Grace',
    lastName: 'Kim',
    awards: [[3, 3, 10]],
    badges: [],
  }),
];
