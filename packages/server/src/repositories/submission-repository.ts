/**
 * What deciding a submission reads (000, sections 4 to 6): the content with its segment's status, the
 * learner's flags and whether the content is assigned to them, and the learner's checked checklist items.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  appUser,
  checklistItem,
  content,
  seglet,
  segment,
  setting,
  userChecklist,
  userSegment,
} from '../db/schema';

export type SubmittableContent = {
  id: number;
  name: string;
  type: number;
  status: number;
  segmentId: number | null;
  /** null when the content has no segment. */
  segmentStatus: number | null;
  segnocode: string | null;
  checklistId: number | null;
  /** The content's launch and expiration dates (0016). */
  schedule: { start_date: Date | null; expiration_date: Date | null };
  /** Its seglet's, or null when it is in no seglet. */
  segletSchedule: { start_date: Date | null; expiration_date: Date | null } | null;
};

export async function findSubmittableContent(
  db: Orm,
  contentId: number,
): Promise<SubmittableContent | undefined> {
  const [row] = await db
    .select({
      id: content.id,
      name: content.name,
      type: content.type,
      status: content.status,
      segmentId: content.segmentId,
      segmentStatus: segment.status,
      segnocode: content.segnocode,
      checklistId: content.checklistId,
      startDate: content.startDate,
      expirationDate: content.expirationDate,
      segletId: seglet.id,
      segletStartDate: seglet.startDate,
      segletExpirationDate: seglet.expirationDate,
    })
    .from(content)
    .leftJoin(segment, eq(segment.id, content.segmentId))
    .leftJoin(seglet, eq(seglet.id, content.segletId))
    .where(eq(content.id, contentId));
  if (!row) return undefined;
  const { startDate, expirationDate, segletId, segletStartDate, segletExpirationDate, ...found } = row;
  return {
    ...found,
    schedule: { start_date: startDate, expiration_date: expirationDate },
    segletSchedule:
      segletId === null ? null : { start_date: segletStartDate, expiration_date: segletExpirationDate },
  };
}

/** The learner's flags and whether the content's segment is assigned to them (plans join in issue 6). */
export async function readSubmitter(db: Orm, userId: number, segmentId: number | null) {
  const [row] = await db
    .select({
      isGenericUser: appUser.isGenericUser,
      onTheClock: appUser.onTheClock,
      isAssigned: userSegment.isAssigned,
    })
    .from(appUser)
    .leftJoin(
      userSegment,
      segmentId === null
        ? sql`false`
        : and(eq(userSegment.userId, appUser.id), eq(userSegment.segmentId, segmentId)),
    )
    .where(eq(appUser.id, userId));
  return row && { ...row, isAssigned: row.isAssigned ?? false };
}

export async function readOnTheClockEnabled(db: Orm): Promise<boolean> {
  const [row] = await db
    .select({ value: setting.value })
    .from(setting)
    .where(eq(setting.key, 'on_the_clock_enabled'));
  return row?.value === true;
}

export async function listChecklistItemIds(db: Orm, checklistId: number): Promise<number[]> {
  const rows = await db
    .select({ id: checklistItem.id })
    .from(checklistItem)
    .where(eq(checklistItem.checklistId, checklistId));
  return rows.map((row) => row.id);
}

/** The items the learner has checked on their copy of the content's checklist; empty without a copy. */
export async function readCheckedItemIds(db: Orm, userId: number, contentId: number): Promise<number[]> {
  const [row] = await db
    .select({ checkedItemIds: userChecklist.checkedItemIds })
    .from(userChecklist)
    .where(and(eq(userChecklist.userId, userId), eq(userChecklist.contentId, contentId)));
  return row?.checkedItemIds ?? [];
}
