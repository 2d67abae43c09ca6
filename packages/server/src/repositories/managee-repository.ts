/** The people who report to a manager (app_user.manager_id). */
import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { appUser } from '../db/schema';

export type ManageeRow = { id: number; firstName: string; lastName: string; profileImg: string | null };

/** Enabled managees, by last then first name. */
export async function listManagees(db: Orm, managerId: number): Promise<ManageeRow[]> {
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      profileImg: appUser.profileImg,
    })
    .from(appUser)
    .where(and(eq(appUser.managerId, managerId), eq(appUser.isDisabled, false)))
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id));
}
