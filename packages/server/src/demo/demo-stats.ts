/**
 * A learner's gamification numbers computed in plain TypeScript from the demo data. The server computes the
 * same numbers in SQL; tests compare the two, and stories can show numbers that match the mocked API.
 */
import { levelForScore, Role, type UserStats } from '@segno/domain';
import { daysBefore, startOfUtcDay } from '../lib/calendar';
import type { DemoData } from './demo-data';

function scoresOfLearners(data: DemoData, awardedBefore?: Date): Map<number, number> {
  const scores = new Map<number, number>();
  for (const user of data.users) if (user.roles.includes(Role.learner)) scores.set(user.id, 0);
  for (const award of data.pointAwards) {
    const score = scores.get(award.userId);
    if (score === undefined || (awardedBefore && award.awardedAt >= awardedBefore)) continue;
    scores.set(award.userId, score + award.points);
  }
  return scores;
}

/** Competition ranking ("1224"): one more than the number of learners with a higher score; 0 if unranked. */
function rankIn(scores: Map<number, number>, userId: number): number {
  const own = scores.get(userId);
  if (own === undefined) return 0;
  return 1 + [...scores.values()].filter((score) => score > own).length;
}

export function demoUserStats(data: DemoData, userId: number): UserStats {
  const score = data.pointAwards
    .filter((award) => award.userId === userId)
    .reduce((sum, award) => sum + award.points, 0);
  const medalLevels = data.userMedals
    .filter((earned) => earned.userId === userId)
    .map((earned) => data.medals.find((medal) => medal.id === earned.medalId)?.level);
  const currentScores = scoresOfLearners(data);
  // The seed's snapshot is dated yesterday and counts the ledger as it stood before yesterday began.
  const snapshotScores = scoresOfLearners(data, daysBefore(startOfUtcDay(data.now), 1));
  const currentRank = rankIn(currentScores, userId);
  const snapshotRank = rankIn(snapshotScores, userId);
  return {
    score,
    segno_score: score,
    badge_count: data.userBadges.filter((earned) => earned.userId === userId).length,
    bronze_count: medalLevels.filter((level) => level === 1).length,
    silver_count: medalLevels.filter((level) => level === 2).length,
    gold_count: medalLevels.filter((level) => level === 3).length,
    level: levelForScore(score),
    current_rank: currentRank,
    rank_out_of: currentScores.size,
    rank_change: currentRank && snapshotRank ? snapshotRank - currentRank : 0,
  };
}
