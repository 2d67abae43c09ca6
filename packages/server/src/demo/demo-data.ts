/**
 * The demo world: people, segments, medals, badges, a month of point awards and what they earned. Pure and
 * deterministic: every date is built from the `now` passed in, so the server's seed and the app's stories
 * (which mock the API from the same data) agree. Nothing here touches a database.
 */
import { daysBefore } from '../lib/calendar';
import {
  type DemoBadge,
  type DemoCategory,
  type DemoMedal,
  type DemoSegment,
  demoBadges,
  demoCategories,
  demoMedals,
  demoSegments,
  demoSettings,
} from './demo-catalog';
import { type DemoPerson, demoPeople } from './demo-people';

export { demoSegmentId, publicationStatus } from './demo-catalog';
export { demoUserStats } from './demo-stats';
export { type DemoUserInclude, demoDefinition, demoUserRecord } from './demo-user-record';

/** Every demo account's password. */
export const demoPassword = 'demo';

export type DemoUser = Omit<DemoPerson, 'awards' | 'badges' | 'managerUsername'> & {
  managerId: number | null;
  profileImg: string | null;
  createdAt: Date;
};
export type DemoPointAward = { userId: number; segmentId: number; points: number; awardedAt: Date };
export type DemoUserMedal = { userId: number; medalId: number; earnedAt: Date };
export type DemoUserBadge = { userId: number; badgeId: number; earnedAt: Date };

export type DemoData = {
  /** The moment every other date is relative to. */
  now: Date;
  users: DemoUser[];
  segments: readonly DemoSegment[];
  medals: readonly DemoMedal[];
  badges: readonly DemoBadge[];
  categories: readonly DemoCategory[];
  settings: typeof demoSettings;
  pointAwards: DemoPointAward[];
  userMedals: DemoUserMedal[];
  userBadges: DemoUserBadge[];
};

export function buildDemoData(now: Date): DemoData {
  const idByUsername = new Map(demoPeople.map((person) => [person.username, person.id]));
  const users = demoPeople.map(({ awards: _awards, badges: _badges, managerUsername, ...person }) => ({
    ...person,
    managerId: managerUsername ? (idByUsername.get(managerUsername) ?? null) : null,
    profileImg: null,
    createdAt: daysBefore(now, 90),
  }));
  const pointAwards = demoPeople.flatMap((person) =>
    person.awards.map(([daysAgo, segmentId, points]) => ({
      userId: person.id,
      segmentId,
      points,
      awardedAt: daysBefore(now, daysAgo),
    })),
  );
  const userBadges = demoPeople.flatMap((person) =>
    person.badges.map(([badgeId, daysAgo]) => ({
      userId: person.id,
      badgeId,
      earnedAt: daysBefore(now, daysAgo),
    })),
  );
  return {
    now,
    users,
    segments: demoSegments,
    medals: demoMedals,
    badges: demoBadges,
    categories: demoCategories,
    settings: demoSettings,
    pointAwards,
    userMedals: medalsEarned(pointAwards),
    userBadges,
  };
}

/** A medal is earned by the award that lifts the learner's points in its segment to its threshold. */
function medalsEarned(pointAwards: readonly DemoPointAward[]): DemoUserMedal[] {
  const chronological = [...pointAwards].sort((a, b) => a.awardedAt.getTime() - b.awardedAt.getTime());
  const segmentPoints = new Map<string, number>();
  const earned: DemoUserMedal[] = [];
  for (const award of chronological) {
    const key = `${award.userId}:${award.segmentId}`;
    const before = segmentPoints.get(key) ?? 0;
    const after = before + award.points;
    segmentPoints.set(key, after);
    for (const medal of demoMedals) {
      if (medal.segmentId === award.segmentId && medal.pointsNeeded > before && medal.pointsNeeded <= after) {
        earned.push({ userId: award.userId, medalId: medal.id, earnedAt: award.awardedAt });
      }
    }
  }
  return earned;
}
