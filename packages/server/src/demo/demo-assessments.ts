/**
 * Demo skill assessments (0026; issue 10): three job roles over the demo skills (demo-skills.ts) and a few
 * assessments, so the assessment list has rows of every assessor role and sorts differently by name and by last
 * update. `learner` is assessed by `manager` (Manager), by themself (Self) and by `kmensah` (Peer); `instructor`
 * assesses `salvarez` (Instructor); `manager` assesses `kmensah`. Pure and deterministic (no database), so the
 * app's stories may read it too; dates move with `now`. seed-assessments.ts inserts them.
 */
import { type AssessmentRating, assessorRoleIds } from '@segno/domain';
import { daysBefore, utcDayString } from '../lib/calendar';
import type { demoSkillNames } from './demo-skills';

type DemoSkillName = (typeof demoSkillNames)[number];

export type DemoJobRole = { name: string; skills: readonly DemoSkillName[] };

export type DemoAssessment = {
  jobRoleName: string;
  assessorUsername: string;
  assesseeUsername: string;
  assessorRoleId: number;
  /** 'YYYY-MM-DD' */
  assessmentDate: string;
  createdAt: Date;
  updatedAt: Date;
  /** One per skill of the job role, in its order; null is N/A. */
  ratings: readonly { skill: DemoSkillName; rating: AssessmentRating; notes: string }[];
};

export const demoJobRoles: readonly DemoJobRole[] = [
  {
    name: 'Sales Associate',
    skills: ['Customer greeting', 'Active listening', 'Product knowledge', 'Needs analysis'],
  },
  { name: 'Store Safety Lead', skills: ['Hazard spotting', 'Safe lifting', 'First aid'] },
  { name: 'Customer Service Lead', skills: ['Active listening', 'Complaint handling', 'Customer greeting'] },
];

type Plan = Omit<DemoAssessment, 'assessmentDate' | 'createdAt' | 'updatedAt' | 'ratings'> & {
  daysAgo: number;
  /** Days ago of the last save, when later than the assessment. */
  updatedDaysAgo?: number;
  ratings: readonly [AssessmentRating, string][];
};

const plans: readonly Plan[] = [
  {
    jobRoleName: 'Sales Associate',
    assessorUsername: 'manager',
    assesseeUsername: 'learner',
    assessorRoleId: assessorRoleIds.manager,
    daysAgo: 12,
    ratings: [
      [7, 'Greets every customer within a minute, even at the busiest times.'],
      [5, 'Listens well; could summarise the request back before answering.'],
      [4, 'Knows the core range; still checks the new lines with colleagues.'],
      [null, 'Not seen yet: no consultative sale during the observation.'],
    ],
  },
  {
    jobRoleName: 'Sales Associate',
    assessorUsername: 'learner',
    assesseeUsername: 'learner',
    assessorRoleId: assessorRoleIds.self,
    daysAgo: 5,
    ratings: [
      [6, 'I am comfortable greeting customers.'],
      [6, 'I ask follow-up questions.'],
      [3, 'I need to learn the seasonal products.'],
      [2, 'I have just started asking about needs.'],
    ],
  },
  {
    jobRoleName: 'Customer Service Lead',
    assessorUsername: 'kmensah',
    assesseeUsername: 'learner',
    assessorRoleId: assessorRoleIds.peer,
    daysAgo: 20,
    ratings: [
      [5, 'Patient with upset customers.'],
      [4, 'Hands complaints over to a lead a little early.'],
      [8, 'Warm and quick at the door.'],
    ],
  },
  {
    jobRoleName: 'Store Safety Lead',
    assessorUsername: 'instructor',
    assesseeUsername: 'salvarez',
    assessorRoleId: assessorRoleIds.instructor,
    daysAgo: 3,
    ratings: [
      [9, 'Spotted every hazard in the stockroom walk.'],
      [5, 'Good posture; uses the trolley for heavy boxes.'],
      [2, 'First aid course still to take.'],
    ],
  },
  {
    jobRoleName: 'Store Safety Lead',
    assessorUsername: 'manager',
    assesseeUsername: 'kmensah',
    assessorRoleId: assessorRoleIds.manager,
    daysAgo: 30,
    updatedDaysAgo: 1,
    ratings: [
      [6, 'Reports hazards on the day.'],
      [9, 'Trains new starters on lifting.'],
      [5, 'Certified; refresher due next year.'],
    ],
  },
];

/** The demo assessments, dated from `now`. */
export function buildDemoAssessments(now: Date): DemoAssessment[] {
  return plans.map(({ daysAgo, updatedDaysAgo, ratings, ...fields }) => {
    const skills = demoJobRoles.find((role) => role.name === fields.jobRoleName)?.skills ?? [];
    const createdAt = daysBefore(now, daysAgo);
    return {
      ...fields,
      assessmentDate: utcDayString(createdAt),
      createdAt,
      updatedAt: daysBefore(now, updatedDaysAgo ?? daysAgo),
      ratings: ratings.map(([rating, notes], index) => ({
        skill: skills[index] as DemoSkillName,
        rating,
        notes,
      })),
    };
  });
}
