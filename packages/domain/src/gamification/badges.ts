/**
 * A badge is earned when all of its contents are complete, or, when it is tied to a medal, when that medal
 * is earned. A badge with no contents and no medal is never earned by completions.
 */
export type BadgeRule = { contentIds: readonly number[]; medalId?: number | null };

export function isBadgeEarned(
  badge: BadgeRule,
  completedContentIds: ReadonlySet<number>,
  earnedMedalIds: ReadonlySet<number>,
): boolean {
  if (badge.medalId !== undefined && badge.medalId !== null) return earnedMedalIds.has(badge.medalId);
  return badge.contentIds.length > 0 && badge.contentIds.every((id) => completedContentIds.has(id));
}
