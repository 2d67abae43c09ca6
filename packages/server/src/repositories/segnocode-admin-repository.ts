/**
 * The admin's side of segnocodes (0006, 0012): a content's own code and who redeemed a handed-out code.
 * Codes are stored upper-case.
 */
import type { RedeemedUserColumn, RedeemedUsersQuery } from '@segno/domain';
import { type AnyColumn, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import { appUser, content, segnocode, segnocodeRedemption } from '../db/schema';

export async function findContentCode(db: Orm, contentId: number) {
  const [row] = await db
    .select({ id: content.id, name: content.name, segnocode: content.segnocode })
    .from(content)
    .where(eq(content.id, contentId));
  return row;
}

export async function setContentCode(
  db: Orm,
  contentId: number,
  values: { segnocode: string | null; segnocodeGenMode: number; updatedAt: Date },
): Promise<void> {
  await db.update(content).set(values).where(eq(content.id, contentId));
}

/** The content a code belongs to: a handed-out (redeemable) code first, else a content's own code. */
export async function findCodeContent(db: Orm, code: string) {
  const [handedOut] = await db
    .select({ content_id: content.id, name: content.name })
    .from(segnocode)
    .innerJoin(content, eq(content.id, segnocode.contentId))
    .where(eq(segnocode.code, code));
  if (handedOut) return handedOut;
  const [own] = await db
    .select({ content_id: content.id, name: content.name })
    .from(content)
    .where(eq(content.segnocode, code))
    .limit(1);
  return own;
}

const manager = alias(appUser, 'manager');

/**
 * Users have no employee id or location: the external id is the username, the manager id the manager's
 * username, and location / locDesc are not stored (sorting by them keeps the external id order).
 */
const sortColumns: Record<RedeemedUserColumn, AnyColumn | SQL> = {
  externalId: appUser.username,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  location: appUser.username,
  locDesc: appUser.username,
  managerId: sql`coalesce(${manager.username}, '')`,
  createdDate: segnocodeRedemption.redeemedAt,
};

/** One page of the code's redemptions and how many there are. */
export async function listRedemptions(db: Orm, code: string, query: RedeemedUsersQuery) {
  const direction = query.order_dir === 'desc' ? desc : asc;
  const where = eq(segnocodeRedemption.code, code);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        firstName: appUser.firstName,
        lastName: appUser.lastName,
        externalId: appUser.username,
        managerId: manager.username,
        createdDate: segnocodeRedemption.redeemedAt,
      })
      .from(segnocodeRedemption)
      .innerJoin(appUser, eq(appUser.id, segnocodeRedemption.userId))
      .leftJoin(manager, eq(manager.id, appUser.managerId))
      .where(where)
      .orderBy(direction(sortColumns[query.order_by]), asc(appUser.username), asc(appUser.id))
      .limit(query._limit)
      .offset(query._offset),
    db.select({ total: count() }).from(segnocodeRedemption).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
