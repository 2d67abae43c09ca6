import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { loginFailure } from '../db/schema';

/** Whose attempts are counted together: the lower-cased enterprise id and the client address. */
export type LoginKey = { username: string; address: string };

const matches = ({ username, address }: LoginKey) =>
  and(eq(loginFailure.username, username), eq(loginFailure.address, address));

/** Makes the key's attempts take turns inside the caller's transaction, so parallel guesses are all counted. */
export async function lockLoginKey(db: Orm, key: LoginKey): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key.username}:${key.address}`}))`);
}

/** When the key's attempts since `since` were made, oldest first. */
export async function listLoginFailures(db: Orm, key: LoginKey, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: loginFailure.failedAt })
    .from(loginFailure)
    .where(and(matches(key), gt(loginFailure.failedAt, since)))
    .orderBy(asc(loginFailure.failedAt));
  return rows.map((row) => row.failedAt);
}

/** Records an attempt as failed (it stays so unless the sign-in succeeds) and drops the key's expired ones. */
export async function insertLoginFailure(
  db: Orm,
  key: LoginKey,
  at: Date,
  expiredBefore: Date,
): Promise<number> {
  await db.delete(loginFailure).where(and(matches(key), lte(loginFailure.failedAt, expiredBefore)));
  const [row] = await db
    .insert(loginFailure)
    .values({ ...key, failedAt: at })
    .returning({ id: loginFailure.id });
  if (!row) throw new Error('The sign-in attempt was not recorded.');
  return row.id;
}

/** A successful sign-in clears the key's failures. */
export async function clearLoginFailures(db: Orm, key: LoginKey): Promise<void> {
  await db.delete(loginFailure).where(matches(key));
}
