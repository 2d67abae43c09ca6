import { describe, expect, it } from 'vitest';
import { daysBefore } from '../lib/calendar';
import { buildDemoData, demoSegmentId, demoUserStats } from './demo-data';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('demo data', () => {
  it('is the same for the same moment and moves with it', () => {
    expect(buildDemoData(now)).toEqual(buildDemoData(now));
    const later = buildDemoData(new Date(now.getTime() + 86_400_000));
    expect(later.pointAwards[0]?.awardedAt.getTime()).toBe(
      (buildDemoData(now).pointAwards[0]?.awardedAt.getTime() ?? 0) + 86_400_000,
    );
  });

  it('keeps every award within the last 30 days and never in the future', () => {
    for (const award of buildDemoData(now).pointAwards) {
      expect(award.awardedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(award.awardedAt.getTime()).toBeGreaterThanOrEqual(daysBefore(now, 30).getTime());
    }
  });

  it('has the accounts the guides name, all with distinct ids and usernames', () => {
    const data = buildDemoData(now);
    const usernames = data.users.map((user) => user.username);
    for (const account of ['learner', 'admin', 'instructor', 'manager', 'legal', 'generic', 'offclock']) {
      expect(usernames).toContain(account);
    }
    expect(new Set(usernames).size).toBe(usernames.length);
    expect(new Set(data.users.map((user) => user.id)).size).toBe(data.users.length);
    const managerId = data.users.find((user) => user.username === 'manager')?.id;
    expect(data.users.filter((user) => user.managerId === managerId).length).toBeGreaterThanOrEqual(4);
  });

  it('has the demo segment with published bronze, silver and gold medals', () => {
    const data = buildDemoData(now);
    expect(data.segments.some((segment) => segment.id === demoSegmentId)).toBe(true);
    for (const segment of data.segments) {
      const levels = data.medals
        .filter((medal) => medal.segmentId === segment.id)
        .map((medal) => medal.level);
      expect(levels.sort()).toEqual([1, 2, 3]);
    }
  });

  it('gives the demo learner a mid-table rank, points, a medal and a badge', () => {
    const stats = demoUserStats(buildDemoData(now), 1);
    expect(stats.score).toBeGreaterThan(0);
    expect(stats.bronze_count + stats.silver_count + stats.gold_count).toBeGreaterThan(0);
    expect(stats.badge_count).toBeGreaterThan(0);
    expect(stats.current_rank).toBeGreaterThan(3);
    expect(stats.current_rank).toBeLessThan(stats.rank_out_of - 3);
    expect(stats.rank_change).not.toBe(0);
  });
});
