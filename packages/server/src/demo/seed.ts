/** Loads the demo data into an empty database, in one transaction. */
import { companyEmailDomain } from '@segno/domain';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database, Orm } from '../db/database';
import {
  alert,
  appUser,
  badge,
  businessUnit,
  category,
  courseSessionData,
  iltSession,
  iltSessionDay,
  location,
  medal,
  plan,
  planContent,
  planMonthlyTarget,
  planUnit,
  registrationApproval,
  responsibility,
  segment,
  sessionAttendance,
  sessionRegistration,
  setting,
  unit,
  unitContent,
  unitGroup,
  unitGroupParent,
  userPlan,
  userResponsibility,
} from '../db/schema';
import { daysBefore, startOfUtcDay, utcDayString } from '../lib/calendar';
import { recordRankSnapshot } from '../repositories/rank-snapshot-repository';
import { buildDemoApprovals, withDemoApprovals } from './demo-approvals';
import { buildDemoData, demoPassword } from './demo-data';
import { buildDemoExtras } from './demo-extras';
import { seedDemoHierarchy } from './demo-hierarchy';
import { buildDemoIlt } from './demo-ilt';
import { seedDemoSkills } from './demo-skills';
import { demoWorkplace } from './demo-workplace';
import { seedDemoAssessments } from './seed-assessments';
import { seedScoringData } from './seed-scoring';

const seedLockKey = 74_260_002;

/** Tables whose identity sequences must move past the explicit demo ids. */
const tablesWithIdentity = [
  'app_user',
  'category',
  'segment',
  'medal',
  'badge',
  'plan',
  'alert',
  'unit',
  'unit_group',
  'plan_unit',
  'location',
  'ilt_session',
  'ilt_session_day',
  'session_registration',
  'business_unit',
  'responsibility',
] as const;

/** Seeds when there are no users yet; returns whether it did. */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  if (!(await isEmpty(db.orm))) return false;
  const data = buildDemoData(now);
  // Every demo account has the same password; one scrypt hash (salt included) serves them all.
  const passwordHash = await hashPassword(demoPassword);
  return db.orm.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits here, then finds the data and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return false;
    // Managers first, so every manager_id points at a row that exists.
    await tx.insert(appUser).values(
      data.users.map((user) => ({
        id: user.id,
        username: user.username,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: [...user.roles],
        isGenericUser: user.isGenericUser,
        onTheClock: user.onTheClock,
        profileImg: user.profileImg,
        userPrefs: { show_redesign_splash: user.showsRedesignSplash },
        createdAt: user.createdAt,
        // Content owners are chosen by company e-mail (001 section 5); every demo user has one.
        email: `${user.username}@${companyEmailDomain}`,
        // Assignment criteria (0017): store, department and job code.
        ...demoWorkplace(user.id),
      })),
    );
    for (const user of data.users) {
      if (user.managerId !== null) {
        await tx.update(appUser).set({ managerId: user.managerId }).where(sql`${appUser.id} = ${user.id}`);
      }
    }
    await tx.insert(category).values([...data.categories]);
    // Created ten days apart, so browsing by created date differs from browsing by name.
    await tx
      .insert(segment)
      .values(data.segments.map((row) => ({ ...row, createdAt: daysBefore(now, 70 - row.id * 10) })));
    await tx.insert(medal).values([...data.medals]);
    await tx.insert(badge).values([...data.badges]);
    await seedScoringData(tx, data);
    // Plans, plan progress and the system alert (issue 4, S2).
    const extras = buildDemoExtras(now);
    await tx.insert(plan).values(extras.plans);
    await tx.insert(userPlan).values(extras.userPlans);
    await tx.insert(alert).values(extras.alerts);
    // The standard plan's units and their trees (issue 6).
    await tx.insert(unit).values(extras.planUnits.units);
    await tx.insert(unitGroup).values(extras.planUnits.groups);
    await tx.insert(unitGroupParent).values(extras.planUnits.parents);
    await tx.insert(unitContent).values(extras.planUnits.contents);
    await tx.insert(planUnit).values(extras.planUnits.planUnits);
    // The compliance plan's contents and monthly targets (issue 6).
    await tx.insert(planContent).values(extras.planContents);
    await tx.insert(planMonthlyTarget).values(extras.monthlyTargets);
    // Locations, sessions of course 1, registrations and attendance (issue 7).
    const ilt = buildDemoIlt(now, data.users, data.completions);
    await tx.update(courseSessionData).set(ilt.courseSessionData).where(sql`${courseSessionData.id} = 1`);
    await tx.insert(location).values(ilt.locations);
    await tx.insert(iltSession).values(ilt.sessions);
    await tx.insert(iltSessionDay).values(ilt.days);
    await tx.insert(sessionRegistration).values(ilt.registrations);
    await tx.insert(sessionAttendance).values(ilt.attendance);
    // Business units, responsibilities to approve, and registrations awaiting `manager` (issue 7).
    const approvals = buildDemoApprovals(now, data.users, ilt);
    await tx.insert(businessUnit).values(approvals.businessUnits);
    await tx.insert(responsibility).values(approvals.responsibilities);
    await tx.insert(userResponsibility).values(approvals.userResponsibilities);
    // Skills for the skill-mapping step (issue 8)
    await seedDemoSkills(tx);
    // Job roles and skill assessments over those skills (issue 10)
    await seedDemoAssessments(tx, now, data.users);
    // The org hierarchy the reports read (issue 10)
    await seedDemoHierarchy(tx);
    await tx.insert(sessionRegistration).values(approvals.registrations);
    for (const row of withDemoApprovals(ilt, approvals).sessions) {
      await tx
        .update(iltSession)
        .set({ numberEnrolled: row.numberEnrolled })
        .where(sql`${iltSession.id} = ${row.id}`);
    }
    for (const row of approvals.registrationApprovals) {
      await tx
        .update(registrationApproval)
        .set({ managerApprovedAt: row.managerApprovedAt, managerApprovedBy: row.managerApprovedBy })
        .where(sql`${registrationApproval.id} = ${row.registrationId}`);
    }
    for (const [key, value] of Object.entries(data.settings)) {
      await tx
        .insert(setting)
        .values({ key, value })
        .onConflictDoUpdate({ target: setting.key, set: { value } });
    }
    for (const table of tablesWithIdentity) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    // Yesterday's snapshot from the ledger as it stood before yesterday, so rank_change is real.
    const yesterday = daysBefore(startOfUtcDay(now), 1);
    await recordRankSnapshot(tx, utcDayString(yesterday), yesterday);
    return true;
  });
}

async function isEmpty(db: Orm): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(appUser);
  return (existing?.users ?? 0) === 0;
}
