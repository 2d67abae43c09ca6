/** Session registrations, the roster and attendance links (0010). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  activity,
  appUser,
  completion,
  learnerScore,
  pointAward,
  segmentScore,
  sessionAttendance,
  sessionRegistration,
} from '../db/schema';

export type RegistrationTypeValue = 1 | 2 | 3;

export type RegistrationRow = {
  id: number;
  sessionId: number;
  userId: number;
  registrationTypeId: RegistrationTypeValue;
};

export type RosterRow = RegistrationRow & {
  firstName: string;
  lastName: string;
  completionId: number | null;
  isReversible: boolean | null;
};

const registrationColumns = {
  id: sessionRegistration.id,
  sessionId: sessionRegistration.sessionId,
  userId: sessionRegistration.userId,
  registrationTypeId: sessionRegistration.registrationTypeId,
};

export async function findUserRegistration(
  db: Orm,
  sessionId: number,
  userId: number,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select(registrationColumns)
    .from(sessionRegistration)
    .where(and(eq(sessionRegistration.sessionId, sessionId), eq(sessionRegistration.userId, userId)));
  return row;
}

export async function findRegistration(
  db: Orm,
  sessionId: number,
  registrationId: number,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select(registrationColumns)
    .from(sessionRegistration)
    .where(and(eq(sessionRegistration.sessionId, sessionId), eq(sessionRegistration.id, registrationId)));
  return row;
}

/** The learner's registrations among these sessions. */
export async function listUserRegistrations(
  db: Orm,
  userId: number,
  sessionIds: readonly number[],
): Promise<RegistrationRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select(registrationColumns)
    .from(sessionRegistration)
    .where(
      and(eq(sessionRegistration.userId, userId), inArray(sessionRegistration.sessionId, [...sessionIds])),
    );
}

export async function insertRegistration(
  db: Orm,
  values: { sessionId: number; userId: number; registrationTypeId: RegistrationTypeValue; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(sessionRegistration).values(values).returning({ id: sessionRegistration.id });
  if (!row) throw new Error('The registration was not stored');
  return row.id;
}

export async function setRegistrationType(
  db: Orm,
  registrationId: number,
  registrationTypeId: RegistrationTypeValue,
): Promise<void> {
  await db
    .update(sessionRegistration)
    .set({ registrationTypeId })
    .where(eq(sessionRegistration.id, registrationId));
}

export async function deleteRegistration(db: Orm, registrationId: number): Promise<void> {
  await db.delete(sessionRegistration).where(eq(sessionRegistration.id, registrationId));
}

/** The session's registrations of these types with the learner's name and attendance, by last name. */
export async function listRoster(
  db: Orm,
  sessionId: number,
  types: readonly RegistrationTypeValue[],
  registrationId?: number,
): Promise<RosterRow[]> {
  return db
    .select({
      ...registrationColumns,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      completionId: sessionAttendance.completionId,
      isReversible: sessionAttendance.isReversible,
    })
    .from(sessionRegistration)
    .innerJoin(appUser, eq(appUser.id, sessionRegistration.userId))
    .leftJoin(sessionAttendance, eq(sessionAttendance.registrationId, sessionRegistration.id))
    .where(
      and(
        eq(sessionRegistration.sessionId, sessionId),
        inArray(sessionRegistration.registrationTypeId, [...types]),
        registrationId === undefined ? undefined : eq(sessionRegistration.id, registrationId),
      ),
    )
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(sessionRegistration.id));
}

export async function findAttendance(
  db: Orm,
  registrationId: number,
): Promise<{ completionId: number; isReversible: boolean } | undefined> {
  const [row] = await db
    .select({ completionId: sessionAttendance.completionId, isReversible: sessionAttendance.isReversible })
    .from(sessionAttendance)
    .where(eq(sessionAttendance.registrationId, registrationId));
  return row;
}

export async function insertAttendance(
  db: Orm,
  values: { registrationId: number; completionId: number; isReversible: boolean },
): Promise<void> {
  await db.insert(sessionAttendance).values(values);
}

/** The learner's newest completion of the content: the one the engine just recorded in this transaction. */
export async function findLatestCompletion(
  db: Orm,
  userId: number,
  contentId: number,
): Promise<{ id: number; completedAt: Date; pointsAwarded: number } | undefined> {
  const [row] = await db
    .select({
      id: completion.id,
      completedAt: completion.completedAt,
      pointsAwarded: completion.pointsAwarded,
    })
    .from(completion)
    .where(and(eq(completion.userId, userId), eq(completion.contentId, contentId)))
    .orderBy(desc(completion.id))
    .limit(1);
  return row;
}

export async function findCompletion(
  db: Orm,
  completionId: number,
): Promise<
  { id: number; userId: number; contentId: number; completedAt: Date; pointsAwarded: number } | undefined
> {
  const [row] = await db
    .select({
      id: completion.id,
      userId: completion.userId,
      contentId: completion.contentId,
      completedAt: completion.completedAt,
      pointsAwarded: completion.pointsAwarded,
    })
    .from(completion)
    .where(eq(completion.id, completionId));
  return row;
}

/** Deletes the completion (its attendance link goes with it) and the points and level activities it wrote. */
export async function deleteCompletionAndActivity(
  db: Orm,
  found: { id: number; userId: number; contentId: number; completedAt: Date },
): Promise<void> {
  await db
    .delete(activity)
    .where(
      and(
        eq(activity.userId, found.userId),
        eq(activity.contentId, found.contentId),
        eq(activity.type, 'Points'),
        eq(activity.date, found.completedAt),
      ),
    );
  // The engine writes the level activity at the completion's moment, without a content id.
  await db
    .delete(activity)
    .where(
      and(
        eq(activity.userId, found.userId),
        eq(activity.type, 'Level'),
        eq(activity.date, found.completedAt),
      ),
    );
  await db.delete(completion).where(eq(completion.id, found.id));
}

/**
 * Takes back the points a completion put on the ledger, with the running totals they moved. The ledger is
 * otherwise append-only; an attendance unmarked is a completion that did not happen, and leaving its row would
 * make the recurrence rule refuse the points when the learner is marked present again.
 */
export async function takeBackCompletionPoints(db: Orm, completionId: number): Promise<void> {
  const awards = await db
    .delete(pointAward)
    .where(eq(pointAward.completionId, completionId))
    .returning({ userId: pointAward.userId, segmentId: pointAward.segmentId, points: pointAward.points });
  for (const award of awards) {
    await db
      .update(learnerScore)
      .set({ score: sql`${learnerScore.score} - ${award.points}` })
      .where(eq(learnerScore.userId, award.userId));
    if (award.segmentId !== null) {
      await db
        .update(segmentScore)
        .set({ score: sql`${segmentScore.score} - ${award.points}` })
        .where(and(eq(segmentScore.userId, award.userId), eq(segmentScore.segmentId, award.segmentId)));
    }
  }
}
