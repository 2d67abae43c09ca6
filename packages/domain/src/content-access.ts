import { formatMessage, messages } from './messages';

/**
 * Who may take and submit a content (000, sections 4 to 6 and 8). The server decides; the client uses the
 * same rules to show the right state before anyone presses submit.
 */

/** A content's prerequisite rule: `null` means all of them; n > 0 means any n of them. */
export type PrerequisiteRule = number | null;

/** How many prerequisites must be complete under the rule (never more than there are). */
export function prerequisitesNeeded(rule: PrerequisiteRule, total: number): number {
  return rule === null ? total : Math.min(rule, total);
}

/** Locked until enough prerequisites are complete; a content without prerequisites is never locked. */
export function isLocked(rule: PrerequisiteRule, total: number, completed: number): boolean {
  return completed < prerequisitesNeeded(rule, total);
}

/** The locked-content modal's rule line: 'all of' or 'N of' (000, section 4). */
export function prerequisiteRuleText(rule: PrerequisiteRule, total: number): string {
  const needed = prerequisitesNeeded(rule, total);
  return needed >= total
    ? messages.completion.lockedAllOf
    : formatMessage(messages.completion.lockedNOf, { count: needed });
}

export type SubmitRestriction = 'genericUser' | 'offTheClock';

export type SubmitterFlags = {
  is_generic_user?: boolean | null;
  on_the_clock?: boolean | null;
};

/**
 * Why a learner may not submit a content, or undefined when they may. A generic (shared) user id never
 * submits; an off-the-clock learner, while the on-the-clock setting is enabled, submits only optional
 * content: assigned (required) content is refused.
 */
export function submitRestriction(
  user: SubmitterFlags,
  content: { is_required: boolean },
  onTheClockEnabled: boolean,
): SubmitRestriction | undefined {
  if (user.is_generic_user) return 'genericUser';
  if (onTheClockEnabled && user.on_the_clock === false && content.is_required) return 'offTheClock';
  return undefined;
}

/** The restricted-content modal's text for each restriction (000, section 8). */
export const submitRestrictionMessages: Record<SubmitRestriction, string> = {
  genericUser: messages.restrictions.genericUser,
  offTheClock: messages.restrictions.offTheClockContent,
};

/** The login alert shows when the setting is enabled and the learner is off the clock (000, section 4). */
export function showsOffTheClockAlert(user: SubmitterFlags, onTheClockEnabled: boolean): boolean {
  return onTheClockEnabled && user.on_the_clock === false;
}

/** The reward popup's headline: the retake message at 0 points, singular at 1, plural otherwise. */
export function completionPointsMessage(points: number): string {
  if (points <= 0) return messages.completion.retake;
  if (points === 1) return messages.completion.onePoint;
  return formatMessage(messages.completion.points, { points });
}
