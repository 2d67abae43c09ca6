/** The system alert and who dismissed it (0003). */
import { and, desc, eq, notExists } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { alert, alertDismissal } from '../db/schema';

export type AlertRow = typeof alert.$inferSelect;

/** The latest active alert the user has not dismissed. */
export async function findActiveAlertFor(db: Orm, userId: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alert)
    .where(
      and(
        eq(alert.isActive, true),
        notExists(
          db
            .select()
            .from(alertDismissal)
            .where(and(eq(alertDismissal.alertId, alert.id), eq(alertDismissal.userId, userId))),
        ),
      ),
    )
    .orderBy(desc(alert.updatedAt), desc(alert.id))
    .limit(1);
  return row;
}

export async function findAlert(db: Orm, alertId: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alert).where(eq(alert.id, alertId));
  return row;
}

/** Records the dismissal; dismissing twice changes nothing. */
export async function insertAlertDismissal(
  db: Orm,
  userId: number,
  alertId: number,
  dismissedAt: Date,
): Promise<void> {
  await db.insert(alertDismissal).values({ userId, alertId, dismissedAt }).onConflictDoNothing();
}
