/**
 * Demo accounts (password `demo` for all): the named accounts the README lists and their colleagues, then a
 * generated crowd (demo-crowd.ts) so leaderboards and teams have real size. Pure data; what each person did
 * is planned in demo-plans.ts.
 *
 * Teams: `manager` leads `learner` and most of the named learners plus part of the crowd; `treyes`
 * (in the crowd) leads a team of their own; everyone else reports to `admin`.
 */
import { Role } from '@segno/domain';
import { demoCrowd } from './demo-crowd';

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
  /** Whether the one-time redesign splash is still to be shown: only the instructor's, so the demo shows it
   * once and journeys of other accounts never meet it. */
  showsRedesignSplash: boolean;
};

const learner = [Role.learner];

function person(
  fields: Pick<DemoPerson, 'id' | 'username' | 'firstName' | 'lastName'> & Partial<DemoPerson>,
): DemoPerson {
  return {
    roles: learner,
    isGenericUser: false,
    onTheClock: true,
    managerUsername: 'manager',
    showsRedesignSplash: false,
    ...fields,
  };
}

const namedPeople: readonly DemoPerson[] = [
  person({
    id: 1,
    username: 'learner',
    firstName: 'Maya',
    lastName: 'Chen',
  }),
  person({
    id: 2,
    username: 'admin',
    firstName: 'Priya',
    lastName: 'Raman',
    roles: [Role.learner, Role.segmentAdmin],
    managerUsername: null,
  }),
  person({
    id: 3,
    username: 'instructor',
    firstName: 'Daniel',
    lastName: 'Okafor',
    roles: [Role.learner, Role.instructor],
    managerUsername: 'admin',
    showsRedesignSplash: true,
  }),
  person({
    id: 4,
    username: 'manager',
    firstName: 'Robert',
    lastName: 'Hughes',
    managerUsername: 'admin',
  }),
  person({
    id: 5,
    username: 'legal',
    firstName: 'Hannah',
    lastName: 'Brooks',
    roles: [Role.legalAdmin],
    onTheClock: null,
    managerUsername: 'admin',
  }),
  person({
    id: 6,
    username: 'generic',
    firstName: 'Store',
    lastName: 'Trainee',
    isGenericUser: true,
  }),
  person({
    id: 7,
    username: 'offclock',
    firstName: 'Chris',
    lastName: 'Doyle',
    onTheClock: false,
  }),
  person({
    id: 8,
    username: 'kmensah',
    firstName: 'Kwame',
    lastName: 'Mensah',
  }),
  person({
    id: 9,
    username: 'salvarez',
    firstName: 'Sofia',
    lastName: 'Alvarez',
  }),
  person({
    id: 10,
    username: 'joconnor',
    firstName: 'James',
    lastName: "O'Connor",
    managerUsername: 'admin',
  }),
  person({
    id: 11,
    username: 'atanaka',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    managerUsername: 'admin',
  }),
  person({
    id: 12,
    username: 'lmoreau',
    firstName: 'Lucas',
    lastName: 'Moreau',
  }),
  person({
    id: 13,
    username: 'falsayed',
    firstName: 'Fatima',
    lastName: 'Al-Sayed',
    managerUsername: 'admin',
  }),
  person({
    id: 14,
    username: 'nwilliams',
    firstName: 'Noah',
    lastName: 'Williams',
  }),
  person({
    id: 15,
    username: 'epetrova',
    firstName: 'Elena',
    lastName: 'Petrova',
    managerUsername: 'admin',
  }),
  person({
    id: 16,
    username: 'bfischer',
    firstName: 'Ben',
    lastName: 'Fischer',
    managerUsername: 'admin',
  }),
  person({
    id: 17,
    username: 'gkim',
    firstName: 'Grace',
    lastName: 'Kim',
  }),
];

export const demoPeople: readonly DemoPerson[] = [
  ...namedPeople,
  ...demoCrowd(namedPeople.length + 1, person),
];
