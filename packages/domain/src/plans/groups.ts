/**
 * A unit's content tree (002, sections 3 and 4, "Plan progress"): groups of content joined parent to child. A
 * group is satisfied when all its content is complete, or at least `rule_case` items when `rule_case` is n > 0;
 * it is next to take when every parent group is satisfied.
 */

/** The fields of a unit tree group the rules read (layout fields left out). */
export type UnitTreeGroup = {
  group_id: number;
  /** Parent group ids; -1 (or an empty list) means none. A group may have several parents. */
  parent_node: readonly number[];
  /** 0: complete all; n > 0: complete any n. */
  rule_case: number;
  /** Content ids; -1 is the editor's temporary placeholder and never counts. */
  content_col: readonly number[];
};

export const noParentNode = -1;
export const placeholderContentId = -1;

export type GroupStatus = 'satisfied' | 'next' | 'locked';

/** The group's real content ids (placeholders dropped). */
export function groupContentIds(group: Pick<UnitTreeGroup, 'content_col'>): number[] {
  return group.content_col.filter((id) => id !== placeholderContentId);
}

/** How many of the group's items must be complete: all of them, or `rule_case` (never more than there are). */
export function groupItemsNeeded(group: Pick<UnitTreeGroup, 'rule_case' | 'content_col'>): number {
  const total = groupContentIds(group).length;
  return group.rule_case > 0 ? Math.min(group.rule_case, total) : total;
}

export function groupItemsCompleted(
  group: Pick<UnitTreeGroup, 'content_col'>,
  completedContentIds: ReadonlySet<number>,
): number {
  return groupContentIds(group).filter((id) => completedContentIds.has(id)).length;
}

export function isGroupSatisfied(
  group: Pick<UnitTreeGroup, 'rule_case' | 'content_col'>,
  completedContentIds: ReadonlySet<number>,
): boolean {
  return groupItemsCompleted(group, completedContentIds) >= groupItemsNeeded(group);
}

/** The group's real parent ids (the -1 marker dropped). */
export function groupParentIds(group: Pick<UnitTreeGroup, 'parent_node'>): number[] {
  return group.parent_node.filter((id) => id !== noParentNode);
}

/**
 * Every group's status: satisfied; else next when all its parents are satisfied (a root group always is);
 * else locked. A parent id missing from the tree is ignored: the editor re-parents children when it deletes
 * a group (002, section 4), so a dangling id is stale layout, not a requirement.
 */
export function groupStatuses(
  groups: readonly UnitTreeGroup[],
  completedContentIds: ReadonlySet<number>,
): Map<number, GroupStatus> {
  const satisfied = new Map(
    groups.map((group) => [group.group_id, isGroupSatisfied(group, completedContentIds)]),
  );
  return new Map(
    groups.map((group) => {
      if (satisfied.get(group.group_id)) return [group.group_id, 'satisfied'];
      const parentsSatisfied = groupParentIds(group).every((id) => satisfied.get(id) ?? true);
      return [group.group_id, parentsSatisfied ? 'next' : 'locked'];
    }),
  );
}

/** spec: a group is next to take when all its parent groups are satisfied (and it is not satisfied itself). */
export function isGroupNextToTake(
  group: UnitTreeGroup,
  groups: readonly UnitTreeGroup[],
  completedContentIds: ReadonlySet<number>,
): boolean {
  return groupStatuses(groups, completedContentIds).get(group.group_id) === 'next';
}

/** A unit is complete when every group of its tree is satisfied (an empty tree is complete). */
export function isUnitTreeComplete(
  groups: readonly UnitTreeGroup[],
  completedContentIds: ReadonlySet<number>,
): boolean {
  return groups.every((group) => isGroupSatisfied(group, completedContentIds));
}

/**
 * When a unit became complete for a learner: replaying their first completion of each content in time order,
 * the moment the last needed group was satisfied; undefined while it is not complete.
 */
export function unitCompletedAt(
  groups: readonly UnitTreeGroup[],
  completions: readonly { content_id: number; completed_at: Date }[],
): Date | undefined {
  const inOrder = [...completions].sort((a, b) => a.completed_at.getTime() - b.completed_at.getTime());
  const completed = new Set<number>();
  if (isUnitTreeComplete(groups, completed)) return undefined;
  for (const { content_id, completed_at } of inOrder) {
    if (completed.has(content_id)) continue;
    completed.add(content_id);
    if (isUnitTreeComplete(groups, completed)) return completed_at;
  }
  return undefined;
}
