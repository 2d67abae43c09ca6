/**
 * Levels from total score. The spec names levels but not how they are reached, so the ladder is ours:
 * level 1 from 0 points, then each level needs the listed total. Past the last rung every further 5,000
 * points is one more level.
 */
export const levelThresholds = [0, 100, 250, 500, 1_000, 2_000, 3_500, 5_500, 8_000, 11_000] as const;

const pointsPerLevelBeyondLadder = 5_000;

export function levelForScore(score: number): number {
  const safeScore = Math.max(0, score);
  const top = levelThresholds[levelThresholds.length - 1] ?? 0;
  if (safeScore >= top) {
    return levelThresholds.length + Math.floor((safeScore - top) / pointsPerLevelBeyondLadder);
  }
  return levelThresholds.filter((threshold) => safeScore >= threshold).length;
}
