/** The system alert as the admin screen reads and writes it (0003 table `alert`; 001 sections 3 and 7). */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { alert, alertDismissal } from '../db/schema';
import type { AlertRow } from './alert-repository';

/** The one alert the admin edits: the latest saved, published or not. */
export async function findCurrentAlert(db: Orm): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alert).orderBy(desc(alert.updatedAt), desc(alert.id)).limit(1);
  return row;
}

export async function insertAlert(
  db: Orm,
  values: { text: string; isActive: boolean; savedAt: Date },
): Promise<AlertRow> {
  const [row] = await db
    .insert(alert)
    .values({
      text: values.text,
      isActive: values.isActive,
      createdAt: values.savedAt,
      updatedAt: values.savedAt,
    })
    .returning();
  if (!row) throw new Error('The alert was not inserted.');
  return row;
}

export async function updateAlert(
  db: Orm,
  alertId: number,
  values: { text: string; isActive: boolean; savedAt: Date },
): Promise<void> {
  await db
    .update(alert)
    .set({ text: values.text, isActive: values.isActive, updatedAt: values.savedAt })
    .where(eq(alert.id, alertId));
}

/** Deletes the alert; its dismissals go with it (ON DELETE CASCADE). */
export async function deleteAlert(db: Orm, alertId: number): Promise<void> {
  await db.delete(alert).where(eq(alert.id, alertId));
}

/** Unpublishes every other alert, so learners only ever see the one the admin edits. */
export async function unpublishOtherAlerts(db: Orm, alertId: number): Promise<void> {
  await db
    .update(alert)
    .set({ isActive: false })
    .where(and(eq(alert.isActive, true), ne(alert.id, alertId)));
}

/** Forgets who dismissed the alert, so a new message reaches everyone again. */
export async function deleteAlertDismissals(db: Orm, alertId: number): Promise<void> {
  await db.delete(alertDismissal).where(eq(alertDismissal.alertId, alertId));
}
