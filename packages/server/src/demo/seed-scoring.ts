/**
 * Loads the demo's scoring world (seglets, contents, badge rules, subscriptions, completions, the ledger with
 * its running totals, medals, badges, activities and likes) inside the seed's transaction.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import {
  activity,
  activityLike,
  badgeContent,
  checklist,
  checklistItem,
  completion,
  content,
  contentCategory,
  contentPrerequisite,
  course,
  pointAward,
  seglet,
  segnocode,
  userBadge,
  userMedal,
  userSegment,
} from '../db/schema';
import { daysBefore } from '../lib/calendar';
import type { DemoData } from './demo-data';

const tablesWithIdentity = [
  'seglet',
  'content',
  'completion',
  'activity',
  'course',
  'checklist',
  'checklist_item',
] as const;

/** Large inserts go in slices, well under PostgreSQL's 65,535 parameters per statement. */
async function insertInSlices<Row>(rows: readonly Row[], insert: (slice: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

export async function seedScoringData(tx: Orm, data: DemoData): Promise<void> {
  await tx.insert(seglet).values([...data.seglets]);
  await tx.insert(course).values([...data.courses]);
  await tx.insert(checklist).values([...data.checklists]);
  await tx.insert(checklistItem).values([...data.checklistItems]);
  const detailsById = new Map(data.contentDetails.map(({ contentId, ...details }) => [contentId, details]));
  await tx.insert(content).values(
    data.contents.map(({ startDaysAgo, ...row }) => ({
      ...row,
      ...detailsById.get(row.id),
      startDate: daysBefore(data.now, startDaysAgo),
      createdAt: daysBefore(data.now, startDaysAgo),
    })),
  );
  await tx.insert(contentPrerequisite).values([...data.prerequisites]);
  await tx.insert(contentCategory).values([...data.contentCategories]);
  await tx.insert(segnocode).values(data.segnocodes);
  await tx.insert(badgeContent).values([...data.badgeContents]);
  await tx.insert(userSegment).values(data.subscriptions);
  await insertInSlices(data.completions, (rows) => tx.insert(completion).values(rows));
  await insertInSlices(data.pointAwards, (rows) => tx.insert(pointAward).values(rows));
  await insertInSlices(data.userMedals, (rows) => tx.insert(userMedal).values(rows));
  await insertInSlices(data.userBadges, (rows) => tx.insert(userBadge).values(rows));
  await insertInSlices(data.activities, (rows) => tx.insert(activity).values(rows));
  await insertInSlices(data.activityLikes, (rows) => tx.insert(activityLike).values(rows));
  // The running totals start equal to the ledger's sums; the engine keeps them so.
  await tx.execute(sql`insert into learner_score (user_id, score)
    select user_id, sum(points) from point_award group by user_id`);
  await tx.execute(sql`insert into segment_score (user_id, segment_id, score)
    select user_id, segment_id, sum(points) from point_award where segment_id is not null group by user_id, segment_id`);
  for (const table of tablesWithIdentity) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(1, (select max(id) from ${sql.identifier(table)})))`,
    );
  }
}
