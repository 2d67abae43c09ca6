/**
 * The demo history is what the real engine writes: replaying the demo's completions through
 * `recordCompletion` on the seeded catalogue gives the same ledger, medals, badges and activities.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { activity, learnerScore, pointAward, userBadge, userMedal } from '../db/schema';
import { createScoringEngine } from '../services/scoring-engine';
import { openTestDatabase } from '../testing/test-database';
import { buildDemoData } from './demo-data';
import { chronological } from './demo-history';
import { seedDemoData } from './seed';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('the demo history replayed through the engine', () => {
  let db: Database;
  const demo = buildDemoData(now);
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seedDemoData(db, now);
    await db.exec(
      'TRUNCATE session_attendance, activity_like, activity, user_badge, user_medal, point_award, completion, learner_score, segment_score',
    );
    const engine = createScoringEngine({ orm: db.orm, now: () => now });
    for (const plan of chronological(demo.completionPlans, now)) {
      await engine.recordCompletion(plan.userId, plan.contentId, plan.at);
    }
  }, 120_000);
  afterAll(() => db.close());

  it('writes the same ledger', async () => {
    const rows = await db.orm
      .select({
        userId: pointAward.userId,
        segmentId: pointAward.segmentId,
        contentId: pointAward.contentId,
        points: pointAward.points,
        awardedAt: pointAward.awardedAt,
      })
      .from(pointAward)
      .orderBy(asc(pointAward.id));
    expect(rows).toEqual(demo.pointAwards.map(({ completionId: _id, ...award }) => award));
  });

  it('earns the same medals and badges', async () => {
    const medals = await db.orm
      .select()
      .from(userMedal)
      .orderBy(asc(userMedal.earnedAt), asc(userMedal.userId), asc(userMedal.medalId));
    expect(medals).toEqual(demo.userMedals);
    const badges = await db.orm
      .select()
      .from(userBadge)
      .orderBy(asc(userBadge.earnedAt), asc(userBadge.userId), asc(userBadge.badgeId));
    expect(badges).toEqual(demo.userBadges);
  });

  it('writes the same activities in the same order', async () => {
    const rows = await db.orm.select().from(activity).orderBy(asc(activity.id));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual(demo.activities.map(({ id: _id, ...row }) => row));
  });

  it('keeps the running totals equal to the ledger sums', async () => {
    const ledger = await db.orm
      .select({ userId: pointAward.userId, score: sql<number>`sum(${pointAward.points})::int` })
      .from(pointAward)
      .groupBy(pointAward.userId)
      .orderBy(pointAward.userId);
    const totals = db.orm
      .select({ userId: learnerScore.userId, score: learnerScore.score })
      .from(learnerScore);
    expect(await totals.orderBy(learnerScore.userId)).toEqual(ledger);
  });
});
