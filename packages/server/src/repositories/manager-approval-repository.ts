/**
 * Business units, responsibilities and the manager's approvals (0011): what a manager's direct users hold and
 * whether it is approved, and their session registrations awaiting the manager. "Direct users" are the enabled
 * users whose manager_id is the manager's, as the team list (managee-repository).
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  businessUnit,
  iltSession,
  registrationApproval,
  responsibility,
  userResponsibility,
} from '../db/schema';

export type BusinessUnitRow = { id: number; name: string };

export type ApprovalRow = {
  responsibilityId: number;
  responsibilityName: string;
  userId: number;
  firstName: string;
  lastName: string;
  isApproved: boolean;
};

export type PendingRegistrationRow = {
  id: number;
  sessionId: number;
  userId: number;
  firstName: string;
  lastName: string;
};

/** The manager's enabled direct users. */
const directUserOf = (managerId: number) =>
  and(eq(appUser.managerId, managerId), eq(appUser.isDisabled, false));

/** The user's manager: a number, null when they have none, undefined when there is no such user. */
export async function findManagerId(db: Orm, userId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ managerId: appUser.managerId }).from(appUser).where(eq(appUser.id, userId));
  return row?.managerId;
}

export async function findBusinessUnit(
  db: Orm,
  businessUnitId: number,
): Promise<BusinessUnitRow | undefined> {
  const [row] = await db
    .select({ id: businessUnit.id, name: businessUnit.name })
    .from(businessUnit)
    .where(eq(businessUnit.id, businessUnitId));
  return row;
}

/** The business units holding a responsibility of one of the manager's direct users, by name. */
export async function listManagedBusinessUnits(db: Orm, managerId: number): Promise<BusinessUnitRow[]> {
  return db
    .selectDistinct({ id: businessUnit.id, name: businessUnit.name })
    .from(businessUnit)
    .innerJoin(responsibility, eq(responsibility.businessUnitId, businessUnit.id))
    .innerJoin(userResponsibility, eq(userResponsibility.responsibilityId, responsibility.id))
    .innerJoin(appUser, eq(appUser.id, userResponsibility.userId))
    .where(directUserOf(managerId))
    .orderBy(asc(businessUnit.name), asc(businessUnit.id));
}

/** The business unit's responsibilities held by the manager's direct users, by responsibility then user name. */
export async function listApprovalRows(
  db: Orm,
  managerId: number,
  businessUnitId: number,
): Promise<ApprovalRow[]> {
  return db
    .select({
      responsibilityId: responsibility.id,
      responsibilityName: responsibility.name,
      userId: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      isApproved: userResponsibility.isApproved,
    })
    .from(userResponsibility)
    .innerJoin(responsibility, eq(responsibility.id, userResponsibility.responsibilityId))
    .innerJoin(appUser, eq(appUser.id, userResponsibility.userId))
    .where(and(eq(responsibility.businessUnitId, businessUnitId), directUserOf(managerId)))
    .orderBy(
      asc(responsibility.name),
      asc(responsibility.id),
      asc(appUser.lastName),
      asc(appUser.firstName),
      asc(appUser.id),
    );
}

/** Approves (stamping who and when) or un-approves a responsibility a user holds. */
export async function setResponsibilityApproval(
  db: Orm,
  key: { userId: number; responsibilityId: number },
  approval: { by: number; at: Date } | null,
): Promise<void> {
  await db
    .update(userResponsibility)
    .set({
      isApproved: approval !== null,
      approvedBy: approval?.by ?? null,
      approvedAt: approval?.at ?? null,
    })
    .where(
      and(
        eq(userResponsibility.userId, key.userId),
        eq(userResponsibility.responsibilityId, key.responsibilityId),
      ),
    );
}

/** How many of the manager's direct users' responsibilities are pending and approved. */
export async function countResponsibilityApprovals(
  db: Orm,
  managerId: number,
): Promise<{ pending: number; approved: number }> {
  const rows = await db
    .select({ isApproved: userResponsibility.isApproved, total: count() })
    .from(userResponsibility)
    .innerJoin(appUser, eq(appUser.id, userResponsibility.userId))
    .where(directUserOf(managerId))
    .groupBy(userResponsibility.isApproved);
  return {
    pending: rows.find((row) => !row.isApproved)?.total ?? 0,
    approved: rows.find((row) => row.isApproved)?.total ?? 0,
  };
}

/** The manager's direct users' enrolments on sessions that are not complete. */
const enrolledOnOpenSession = (managerId: number) =>
  and(
    directUserOf(managerId),
    eq(registrationApproval.registrationTypeId, 1),
    eq(iltSession.isComplete, false),
  );

/** Registrations awaiting the manager: enrolled, not approved, on a session not complete; oldest first. */
export async function listPendingRegistrations(
  db: Orm,
  managerId: number,
): Promise<PendingRegistrationRow[]> {
  return db
    .select({
      id: registrationApproval.id,
      sessionId: registrationApproval.sessionId,
      userId: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
    })
    .from(registrationApproval)
    .innerJoin(appUser, eq(appUser.id, registrationApproval.userId))
    .innerJoin(iltSession, eq(iltSession.id, registrationApproval.sessionId))
    .where(and(enrolledOnOpenSession(managerId), isNull(registrationApproval.managerApprovedAt)))
    .orderBy(asc(registrationApproval.id));
}

/** How many registrations await the manager, and whether their users hold any enrolment (pending or not). */
export async function countManagerRegistrations(
  db: Orm,
  managerId: number,
): Promise<{ pending: number; enrolled: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${registrationApproval.managerApprovedAt} is null)`.mapWith(
        Number,
      ),
      enrolled: count(),
    })
    .from(registrationApproval)
    .innerJoin(appUser, eq(appUser.id, registrationApproval.userId))
    .innerJoin(iltSession, eq(iltSession.id, registrationApproval.sessionId))
    .where(enrolledOnOpenSession(managerId));
  return { pending: row?.pending ?? 0, enrolled: row?.enrolled ?? 0 };
}

/** Stamps the manager's approval of a registration, or clears it. */
export async function setRegistrationApproval(
  db: Orm,
  registrationId: number,
  approval: { by: number; at: Date } | null,
): Promise<void> {
  await db
    .update(registrationApproval)
    .set({ managerApprovedAt: approval?.at ?? null, managerApprovedBy: approval?.by ?? null })
    .where(eq(registrationApproval.id, registrationId));
}
