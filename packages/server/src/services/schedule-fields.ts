/**
 * The launch-and-expiration and expertise fields of PUT /content/{id} and PUT /seglet/{id} (001 sections 3 and
 * 4; migration 0016): which changed, the columns they write, and our rule that an expiration date falls after
 * the launch date, checked against what is stored when only one date is sent.
 */
import { expertiseSchema, expirationRule, type Schedule } from '@segno/domain';

export type ScheduleChanges = { start_date?: Date | null; expiration_date?: Date | null };
export type ExpertiseChange = { expertise?: 1 | 2 | 3 | null };
export type StoredSchedule = { startDate: Date | null; expirationDate: Date | null };

/** Equal values, dates compared by their time (a fresh Date never equals the stored one by reference). */
export function isSameValue(left: unknown, right: unknown): boolean {
  if (left instanceof Date || right instanceof Date) {
    return left instanceof Date && right instanceof Date && left.getTime() === right.getTime();
  }
  return left === right;
}

/** The schedule after the changes. */
function merged(stored: StoredSchedule, changes: ScheduleChanges): Schedule {
  return {
    start_date: changes.start_date === undefined ? stored.startDate : changes.start_date,
    expiration_date: changes.expiration_date === undefined ? stored.expirationDate : changes.expiration_date,
  };
}

/** The issue a save answers with (400) when the dates would break the rule; undefined when they keep it. */
export function scheduleIssue(
  stored: StoredSchedule,
  changes: ScheduleChanges,
): { path: string; message: string } | undefined {
  if (changes.start_date === undefined && changes.expiration_date === undefined) return undefined;
  const message = expirationRule(merged(stored, changes));
  return message === undefined ? undefined : { path: 'expiration_date', message };
}

/** The columns the sent schedule and expertise fields write. */
export function scheduleColumns(changes: ScheduleChanges & ExpertiseChange): {
  startDate?: Date | null;
  expirationDate?: Date | null;
  expertise?: number | null;
} {
  const columns: { startDate?: Date | null; expirationDate?: Date | null; expertise?: number | null } = {};
  if (changes.start_date !== undefined) columns.startDate = changes.start_date;
  if (changes.expiration_date !== undefined) columns.expirationDate = changes.expiration_date;
  if (changes.expertise !== undefined) columns.expertise = changes.expertise;
  return columns;
}

/** A stored expertise as the API sends it (the table's CHECK keeps it to 1, 2 or 3). */
export function toExpertise(stored: number | null): 1 | 2 | 3 | null {
  return stored === null ? null : expertiseSchema.parse(stored);
}
