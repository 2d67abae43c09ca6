import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { rankSnapshot } from '../db/schema';
import { buildDemoData, demoUserStats } from '../demo/demo-data';
import { seedDemoData } from '../demo/seed';
import { openTestDatabase } from '../testing/test-database';
import { takeRankSnapshotIfMissing } from './rank-snapshot';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('takeRankSnapshotIfMissing', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seedDemoData(db, now);
  });
  afterAll(() => db.close());

  it("takes today's snapshot once, with every learner's current rank", async () => {
    expect(await takeRankSnapshotIfMissing(db, now)).toBe(true);
    expect(await takeRankSnapshotIfMissing(db, new Date(now.getTime() + 3_600_000))).toBe(false);
    const rows = await db.orm.select().from(rankSnapshot).where(eq(rankSnapshot.snapshotDate, '2026-03-10'));
    const demo = buildDemoData(now);
    const learners = demo.users.filter((user) => demoUserStats(demo, user.id).current_rank > 0);
    expect(rows).toHaveLength(learners.length);
    for (const user of learners) {
      expect(rows.find((row) => row.userId === user.id)?.rank).toBe(
        demoUserStats(demo, user.id).current_rank,
      );
    }
  });

  it('takes the next day its own', async () => {
    expect(await takeRankSnapshotIfMissing(db, new Date('2026-03-11T00:00:01.000Z'))).toBe(true);
  });
});
