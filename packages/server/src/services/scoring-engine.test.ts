/** The scoring engine through a real database: ledger, running totals, medals, badges, levels, activities. */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import {
  activity,
  appUser,
  badge,
  badgeContent,
  completion,
  content,
  learnerScore,
  medal,
  pointAward,
  segment,
  segmentScore,
} from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { createScoringEngine, type ScoringEngine } from './scoring-engine';

const at = (iso: string) => new Date(iso);
const published = 2;
const draft = 1;

describe('recordCompletion', () => {
  let db: Database;
  let engine: ScoringEngine;
  let nextUserId = 1;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    engine = createScoringEngine({ orm: db.orm, now: () => at('2026-03-10T10:00:00Z') });
    await db.orm.insert(segment).values({ id: 1, name: 'Safety', shortName: 'Safety', status: published });
    await db.orm.insert(medal).values([
      { id: 1, segmentId: 1, level: 1, pointsNeeded: 50, status: published },
      { id: 2, segmentId: 1, level: 2, pointsNeeded: 100, status: published },
      { id: 3, segmentId: 1, level: 3, pointsNeeded: 400, status: draft },
    ]);
    const base = { type: 1, status: published, recurrence: 'never' as const, segmentId: 1 };
    await db.orm.insert(content).values([
      { ...base, id: 1, name: 'Lifting', points: 30 },
      { ...base, id: 2, name: 'Ladders', points: 120 },
      { ...base, id: 3, name: 'Fire drill', points: 20, recurrence: 'every_year' },
      { ...base, id: 4, name: 'Draft video', points: 500, status: draft },
      { ...base, id: 5, name: 'First aid', points: 10, recurrence: 'every_x_years', recurrenceYears: 2 },
    ]);
    await db.orm.insert(badge).values([
      { id: 1, name: 'Careful Lifter', segmentId: 1, status: published },
      { id: 2, name: 'Silver Safety', segmentId: 1, status: published, medalId: 2 },
      { id: 3, name: 'Unpublished', segmentId: 1, status: draft },
    ]);
    await db.orm.insert(badgeContent).values([
      { badgeId: 1, contentId: 1 },
      { badgeId: 1, contentId: 3 },
      { badgeId: 3, contentId: 1 },
    ]);
  });
  afterAll(() => db.close());

  async function newLearner(): Promise<number> {
    const id = nextUserId++;
    await db.orm.insert(appUser).values({
      id,
      username: `learner${id}`,
      firstName: 'Test',
      lastName: `Learner ${id}`,
      roles: [1],
      userPrefs: { show_redesign_splash: true },
    });
    return id;
  }

  const activitiesOf = (userId: number) =>
    db.orm
      .select({ type: activity.type, points: activity.points, description: activity.description })
      .from(activity)
      .where(eq(activity.userId, userId))
      .orderBy(asc(activity.id));

  it('awards points, writes the ledger and a Points activity, and raises the level', async () => {
    const userId = await newLearner();
    // 120 points: bronze (50) and silver (100) at once, bronze first; silver earns its badge; level 1 -> 2.
    expect(await engine.recordCompletion(userId, 2)).toEqual({
      points: 120,
      completed: true,
      medals: [
        { medal_id: 1, level: 1, segment_id: 1, segment_name: 'Safety' },
        { medal_id: 2, level: 2, segment_id: 1, segment_name: 'Safety' },
      ],
      badges: [{ badge_id: 2, name: 'Silver Safety' }],
      level: 2,
    });
    expect(await activitiesOf(userId)).toEqual([
      { type: 'Points', points: 120, description: 'Completed Ladders' },
      { type: 'Medal', points: 0, description: 'Earned the Bronze medal in Safety' },
      { type: 'Medal', points: 0, description: 'Earned the Silver medal in Safety' },
      { type: 'Badge', points: 0, description: 'Earned the Silver Safety badge' },
      { type: 'Level', points: 0, description: 'Reached level 2' },
    ]);
  });

  it('awards nothing for a retake in the same period, but keeps the completion', async () => {
    const userId = await newLearner();
    expect((await engine.recordCompletion(userId, 1))?.points).toBe(30);
    expect(await engine.recordCompletion(userId, 1, at('2027-06-01T00:00:00Z'))).toEqual({
      points: 0,
      completed: true,
      medals: [],
      badges: [],
      level: null,
    });
    const completions = await db.orm.select().from(completion).where(eq(completion.userId, userId));
    expect(completions.map((row) => row.pointsAwarded)).toEqual([30, 0]);
    expect((await activitiesOf(userId)).map((row) => row.type)).toEqual(['Points']);
  });

  it('awards yearly content again the next calendar year, not the same year', async () => {
    const userId = await newLearner();
    const points = async (iso: string) => (await engine.recordCompletion(userId, 3, at(iso)))?.points;
    expect(await points('2026-01-05T00:00:00Z')).toBe(20);
    expect(await points('2026-12-31T23:00:00Z')).toBe(0);
    expect(await points('2027-01-01T01:00:00Z')).toBe(20);
    // Every 2 years: 2026, not 2027, again 2028.
    expect((await engine.recordCompletion(userId, 5, at('2026-02-01T00:00:00Z')))?.points).toBe(10);
    expect((await engine.recordCompletion(userId, 5, at('2027-12-01T00:00:00Z')))?.points).toBe(0);
    expect((await engine.recordCompletion(userId, 5, at('2028-01-02T00:00:00Z')))?.points).toBe(10);
  });

  it('earns a badge once all its contents are complete, a draft badge never', async () => {
    const userId = await newLearner();
    expect((await engine.recordCompletion(userId, 1))?.badges).toEqual([]);
    expect((await engine.recordCompletion(userId, 3))?.badges).toEqual([
      { badge_id: 1, name: 'Careful Lifter' },
    ]);
    expect((await engine.recordCompletion(userId, 1, at('2027-01-01T00:00:00Z')))?.badges).toEqual([]);
  });

  it('awards nothing for draft content and ignores draft medals', async () => {
    const userId = await newLearner();
    expect(await engine.recordCompletion(userId, 4)).toEqual({
      points: 0,
      completed: true,
      medals: [],
      badges: [],
      level: null,
    });
    expect(await activitiesOf(userId)).toEqual([]);
    // 120 + 30 = 150 points: the draft gold medal (400) is never reached, published ones are.
    await engine.recordCompletion(userId, 2);
    expect((await engine.recordCompletion(userId, 1))?.medals).toEqual([]);
  });

  it('answers undefined for content that does not exist', async () => {
    expect(await engine.recordCompletion(await newLearner(), 999)).toBeUndefined();
  });

  it('keeps the running totals equal to the ledger sums', async () => {
    const ledger = await db.orm
      .select({ userId: pointAward.userId, score: sql<number>`sum(${pointAward.points})::int` })
      .from(pointAward)
      .groupBy(pointAward.userId)
      .orderBy(pointAward.userId);
    const totals = await db.orm
      .select({ userId: learnerScore.userId, score: learnerScore.score })
      .from(learnerScore)
      .orderBy(learnerScore.userId);
    expect(totals).toEqual(ledger);
    expect(ledger.length).toBeGreaterThan(3);
    const segmentTotals = await db.orm
      .select({ userId: segmentScore.userId, score: segmentScore.score })
      .from(segmentScore)
      .orderBy(segmentScore.userId);
    expect(segmentTotals).toEqual(ledger);
  });
});
