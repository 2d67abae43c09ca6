/**
 * A content's relationships (001 sections 2 to 5): its prerequisites, the rule that locks it ('all of' or
 * 'N of'), and its external content. Pure, so the relationships and locking steps and the server refuse the
 * same things with the same messages.
 */
import type { PrerequisiteRule } from '../content-access';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { checkContentUrl } from './field-rules';

/** Why a content cannot take another as a prerequisite, or undefined when it can. */
export type PrerequisiteRefusal = 'self' | 'cycle';

/**
 * Whether adding `prerequisiteId` as a prerequisite of `contentId` closes a loop: true when `contentId` is
 * already a prerequisite of `prerequisiteId`, directly or through others. `prerequisitesOf` answers the
 * stored prerequisites of any content (unknown ids: none).
 */
export function createsPrerequisiteCycle(
  contentId: number,
  prerequisiteId: number,
  prerequisitesOf: (contentId: number) => readonly number[],
): boolean {
  const seen = new Set<number>();
  const waiting = [prerequisiteId];
  while (waiting.length > 0) {
    const next = waiting.pop() as number;
    if (next === contentId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    waiting.push(...prerequisitesOf(next));
  }
  return false;
}

export function prerequisiteRefusal(
  contentId: number,
  prerequisiteId: number,
  prerequisitesOf: (contentId: number) => readonly number[],
): PrerequisiteRefusal | undefined {
  if (contentId === prerequisiteId) return 'self';
  if (createsPrerequisiteCycle(contentId, prerequisiteId, prerequisitesOf)) return 'cycle';
  return undefined;
}

export const prerequisiteRefusalMessages: Record<PrerequisiteRefusal, string> = {
  self: adminMessages.relationships.selfPrerequisite,
  cycle: adminMessages.relationships.prerequisiteCycle,
};

/** An edge list (content, prerequisite) as the lookup `prerequisiteRefusal` takes. */
export function prerequisiteLookup(
  edges: readonly { contentId: number; prerequisiteId: number }[],
): (contentId: number) => readonly number[] {
  const byContent = new Map<number, number[]>();
  for (const { contentId, prerequisiteId } of edges) {
    const list = byContent.get(contentId);
    if (list) list.push(prerequisiteId);
    else byContent.set(contentId, [prerequisiteId]);
  }
  return (contentId) => byContent.get(contentId) ?? [];
}

/**
 * The message refusing a prerequisite rule for a content with `count` prerequisites, or undefined: null ('all
 * of') always goes; 'N of' needs a whole N from 1 to the count (000 section 4, 001 section 4).
 */
export function prerequisiteRuleRefusal(rule: PrerequisiteRule, count: number): string | undefined {
  if (rule === null) return undefined;
  if (count === 0) return adminMessages.relationships.ruleWithoutPrerequisites;
  if (!Number.isInteger(rule) || rule < 1 || rule > count)
    return formatMessage(adminMessages.relationships.ruleOutOfRange, { count });
  return undefined;
}

/**
 * The rule once a prerequisite is taken out, leaving `count`: an 'N of' above what is left becomes 'all of'
 * (it could no longer be met otherwise, and 'all of' is what it asked for in effect).
 */
export function ruleAfterRemoval(rule: PrerequisiteRule, count: number): PrerequisiteRule {
  return rule !== null && rule > count ? null : rule;
}

/** The locking step's view of a rule: which choice is on, and the N it shows (the count for 'all of'). */
export type LockingChoice = { mode: 'all' | 'some'; needed: number };

export function lockingChoice(rule: PrerequisiteRule, count: number): LockingChoice {
  if (rule === null || count === 0) return { mode: 'all', needed: Math.max(count, 1) };
  return { mode: 'some', needed: Math.min(rule, count) };
}

/** The rule a locking choice saves as. */
export function ruleOfChoice(choice: LockingChoice): PrerequisiteRule {
  return choice.mode === 'all' ? null : choice.needed;
}

/** A content is locked for learners when it has prerequisites (001 section 3: is_locked, prerequisite). */
export function isLockedByPrerequisites(count: number): boolean {
  return count > 0;
}

/**
 * The message refusing an external content's address, or undefined: a web address, https (ours: an external
 * link opens outside the product, so http is refused rather than warned about).
 */
export function externalUrlRule(value: string): string | undefined {
  const { error, warning } = checkContentUrl(value, { isScorm: true });
  return error ?? warning;
}
