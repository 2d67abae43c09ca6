/** The change log (0012): one line per authoring change, read 5 a page, newest first. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser, changeLog } from '../db/schema';

export type ChangeLogObject = (typeof changeLog.$inferInsert)['objectType'];
export type ChangeLogEntry = Pick<
  typeof changeLog.$inferInsert,
  'objectType' | 'objectId' | 'userId' | 'action' | 'detail'
>;

/** Writes a line; call it inside the transaction of the change it records, so both land or neither. */
export async function insertChange(db: Orm, entry: ChangeLogEntry, at: Date): Promise<void> {
  await db.insert(changeLog).values({ ...entry, createdAt: at });
}

export async function listChanges(
  db: Orm,
  objectType: ChangeLogObject,
  objectId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(changeLog.objectType, objectType), eq(changeLog.objectId, objectId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: changeLog.id,
        action: changeLog.action,
        detail: changeLog.detail,
        createdAt: changeLog.createdAt,
        firstName: appUser.firstName,
        lastName: appUser.lastName,
      })
      .from(changeLog)
      .innerJoin(appUser, eq(appUser.id, changeLog.userId))
      .where(where)
      .orderBy(desc(changeLog.createdAt), desc(changeLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(changeLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
