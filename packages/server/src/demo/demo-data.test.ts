import { learnerDueDate, progressBarState } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { daysBefore } from '../lib/calendar';
import {
  buildDemoData,
  buildDemoExtras,
  demoComplianceContentIds,
  demoComplianceLearners,
  demoPlanIds,
  demoSegmentId,
  demoUserStats,
} from './demo-data';

const now = new Date('2026-03-10T10:00:00.000Z');

describe('demo data', () => {
  it('is the same for the same moment and moves with it', () => {
    expect(buildDemoData(now)).toEqual(buildDemoData(now));
    const later = buildDemoData(new Date(now.getTime() + 86_400_000));
    expect(later.pointAwards[0]?.awardedAt.getTime()).toBe(
      (buildDemoData(now).pointAwards[0]?.awardedAt.getTime() ?? 0) + 86_400_000,
    );
  });

  it('keeps every completion within the last 60 days and never in the future', () => {
    for (const completion of buildDemoData(now).completions) {
      expect(completion.completedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(completion.completedAt.getTime()).toBeGreaterThanOrEqual(daysBefore(now, 60).getTime());
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
    expect(data.users.filter((user) => user.managerId === managerId).length).toBeGreaterThanOrEqual(9);
    expect(data.users.find((user) => user.username === 'learner')?.managerId).toBe(managerId);
    const secondManagerId = data.users.find((user) => user.username === 'treyes')?.id;
    expect(data.users.filter((user) => user.managerId === secondManagerId).length).toBeGreaterThanOrEqual(8);
    expect(data.users.filter((user) => user.roles.includes(1)).length).toBeGreaterThanOrEqual(60);
  });

  it('has assigned and self-subscribed segments, and contents the engine can award or refuse', () => {
    const data = buildDemoData(now);
    expect(data.subscriptions.some((row) => row.isAssigned && !row.isSubscribed)).toBe(true);
    expect(data.subscriptions.some((row) => row.isSubscribed && !row.isAssigned)).toBe(true);
    expect(data.contents.length).toBeGreaterThanOrEqual(15);
    for (const segment of data.segments) {
      expect(data.seglets.filter((seglet) => seglet.segmentId === segment.id).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(new Set(data.contents.map((content) => content.recurrence))).toEqual(
      new Set(['never', 'every_year', 'every_x_years']),
    );
    // A retake, a badge earned with a medal and one earned by contents all happen in the history.
    expect(data.completions.some((completion) => completion.pointsAwarded === 0)).toBe(true);
    const badgeIdsEarned = new Set(data.userBadges.map((earned) => earned.badgeId));
    expect(data.badges.some((badge) => badge.medalId !== null && badgeIdsEarned.has(badge.id))).toBe(true);
    expect(data.badges.some((badge) => badge.medalId === null && badgeIdsEarned.has(badge.id))).toBe(true);
  });

  it('writes one ledger row and one Points activity per completion that awarded points', () => {
    const data = buildDemoData(now);
    const awarding = data.completions.filter((completion) => completion.pointsAwarded > 0);
    expect(data.pointAwards.map((award) => award.completionId)).toEqual(awarding.map((row) => row.id));
    expect(data.activities.filter((activity) => activity.type === 'Points')).toHaveLength(awarding.length);
    expect(data.activities.filter((activity) => activity.type === 'Medal')).toHaveLength(
      data.userMedals.length,
    );
    expect(data.activities.filter((activity) => activity.type === 'Badge')).toHaveLength(
      data.userBadges.length,
    );
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

  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    'puts the compliance plan learners on track, 5 and 15 points behind, and overdue in month %i',
    (month) => {
      const at = new Date(Date.UTC(2026, month - 1, 15, 10));
      const data = buildDemoData(at);
      const extras = buildDemoExtras(at);
      const planIds = new Set(
        extras.planContents
          .filter((row) => row.planId === demoPlanIds.compliance)
          .map((row) => row.contentId),
      );
      expect([...planIds]).toEqual([...demoComplianceContentIds]);
      const plan = extras.plans.find((candidate) => candidate.id === demoPlanIds.compliance);
      const monthlyTargets = extras.monthlyTargets.map((target) => ({
        month_id: target.monthId,
        target_percent: target.targetPercent,
      }));
      const states = demoComplianceLearners.map(({ username }) => {
        const userId = data.users.find((user) => user.username === username)?.id;
        const link = extras.userPlans.find((row) => row.userId === userId && row.planId === plan?.id);
        const done = new Set(
          data.completions
            .filter((row) => row.userId === userId && planIds.has(row.contentId))
            .map((row) => row.contentId),
        );
        // Every compliance completion happened after the learner got the plan.
        for (const row of data.completions.filter(
          (row) => row.userId === userId && planIds.has(row.contentId),
        )) {
          expect(row.completedAt.getTime()).toBeGreaterThan(link?.startedAt?.getTime() ?? Infinity);
        }
        const state = progressBarState(
          {
            contents: { total: planIds.size, total_complete: done.size },
            dueDate: learnerDueDate(
              { plan_due_duration: plan?.dueDurationDays },
              link?.startedAt ?? undefined,
            ),
            objectType: plan?.objectType,
            monthlyTargets,
            useMonthlyTargets: plan?.useMonthlyTargets,
          },
          at,
        );
        return [username, state.tone, state.pointsBehind, state.isOverdue];
      });
      expect(states).toEqual([
        ['manager', 'neutral', 0, false],
        ['learner', 'yellow', 5, false],
        ['kmensah', 'red', 15, false],
        ['salvarez', 'red', 0, true],
      ]);
    },
  );
});
