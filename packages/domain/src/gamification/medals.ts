/**
 * Medals of a segment (000, sections 3 and 4): level 1 bronze, 2 silver, 3 gold, each with the points
 * needed. A medal is earned when the learner's segment score reaches it while it is published.
 */
export const medalLevels = [1, 2, 3] as const;
export type MedalLevel = (typeof medalLevels)[number];
export const medalNames: Record<MedalLevel, string> = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' };

export function isMedalEarned(
  { pointsNeeded, isPublished }: { pointsNeeded: number; isPublished: boolean },
  segmentScore: number,
) {
  return isPublished && segmentScore >= pointsNeeded;
}

export type MedalForCards = { level: MedalLevel; points_needed: number; active: boolean; is_earned: boolean };

/**
 * How a medal card shows (spec: current = active and earned; next = active and not earned). With several
 * earned, the highest is `current` and the others `earned`; with several not earned, the lowest is `next`
 * and the others `locked`. Medals that are not active are `inactive` and never current or next.
 */
export type MedalCardStatus = 'current' | 'earned' | 'next' | 'locked' | 'inactive';

export type MedalCard<Medal extends MedalForCards> = {
  medal: Medal;
  status: MedalCardStatus;
  /** Points still needed, for the next medal only. */
  pointsToGo?: number;
};

export function medalCards<Medal extends MedalForCards>(
  medals: readonly Medal[],
  segmentScore: number,
): MedalCard<Medal>[] {
  const byLevel = [...medals].sort((a, b) => a.level - b.level);
  const active = byLevel.filter((medal) => medal.active);
  const current = active.filter((medal) => medal.is_earned).at(-1);
  const next = active.find((medal) => !medal.is_earned);
  return byLevel.map((medal) => {
    if (!medal.active) return { medal, status: 'inactive' };
    if (medal === current) return { medal, status: 'current' };
    if (medal.is_earned) return { medal, status: 'earned' };
    if (medal === next)
      return { medal, status: 'next', pointsToGo: Math.max(0, medal.points_needed - segmentScore) };
    return { medal, status: 'locked' };
  });
}
