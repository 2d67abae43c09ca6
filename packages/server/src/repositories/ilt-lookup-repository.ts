/** Suggestions for the session form and the roster: instructors, locations, learners to add (0010). */
import { publicationStatus, Role } from '@segno/domain';
import { and, asc, eq, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, course, location, sessionRegistration } from '../db/schema';

/** `%word%` with LIKE's own characters escaped. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Every word of the term in the first or last name. */
function nameMatches(term: string): SQL | undefined {
  const words = term.split(' ').filter(Boolean);
  return and(
    ...words.map((word) =>
      or(ilike(appUser.firstName, containing(word)), ilike(appUser.lastName, containing(word))),
    ),
  );
}

export type PersonName = { id: number; firstName: string; lastName: string };

const personColumns = { id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName };

/** Enabled users with the instructor role (7), by name. */
export async function listInstructors(db: Orm): Promise<PersonName[]> {
  return db
    .select(personColumns)
    .from(appUser)
    .where(and(eq(appUser.isDisabled, false), sql`${Role.instructor} = any(${appUser.roles})`))
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id));
}

export async function isInstructorUser(db: Orm, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.id, userId),
        eq(appUser.isDisabled, false),
        sql`${Role.instructor} = any(${appUser.roles})`,
      ),
    );
  return rows.length > 0;
}

export async function userExists(db: Orm, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.isDisabled, false)));
  return rows.length > 0;
}

/**
 * Enabled learners whose name holds every word of the term and who are not on the session's roster (no
 * enrolled or denied registration): the ones an instructor may add.
 */
export async function searchLearnersToAdd(
  db: Orm,
  sessionId: number,
  term: string,
  limit: number,
): Promise<PersonName[]> {
  return db
    .select(personColumns)
    .from(appUser)
    .where(
      and(
        eq(appUser.isDisabled, false),
        sql`${Role.learner} = any(${appUser.roles})`,
        nameMatches(term),
        notExists(
          db
            .select({ id: sessionRegistration.id })
            .from(sessionRegistration)
            .where(
              and(
                eq(sessionRegistration.sessionId, sessionId),
                eq(sessionRegistration.userId, appUser.id),
                inArray(sessionRegistration.registrationTypeId, [1, 2]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id))
    .limit(limit);
}

export async function searchLocations(
  db: Orm,
  text: string,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: location.id, name: location.name })
    .from(location)
    .where(ilike(location.name, containing(text)))
    .orderBy(asc(location.name), asc(location.id))
    .limit(limit);
}

/** Published courses whose name contains the text: a session's course is chosen from these (002, section 5). */
export async function searchCourses(
  db: Orm,
  text: string,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: course.id, name: course.name })
    .from(course)
    .where(and(eq(course.status, publicationStatus.published), ilike(course.name, containing(text))))
    .orderBy(asc(course.name), asc(course.id))
    .limit(limit);
}

export async function locationExists(db: Orm, locationId: number): Promise<boolean> {
  const rows = await db.select({ id: location.id }).from(location).where(eq(location.id, locationId));
  return rows.length > 0;
}
