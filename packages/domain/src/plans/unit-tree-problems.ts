/** What makes a unit tree invalid (002 section 4, "Unit editor rules"), named one by one. */
import { groupContentIds, noParentNode } from './groups';
import {
  type EditorUnitTreeGroup,
  isNormalizedParentNode,
  isPlaceholderGroup,
  maxRuleCase,
  type UnitTree,
  type UnitTreeContentEntry,
} from './unit-tree';

export type TreeProblem =
  | { code: 'duplicate-group'; groupId: number }
  | { code: 'self-link'; groupId: number }
  | { code: 'unknown-parent'; groupId: number; parentId: number }
  | { code: 'malformed-parents'; groupId: number }
  | { code: 'cycle'; groupId: number }
  | { code: 'empty-group'; groupId: number }
  | { code: 'rule-case-out-of-range'; groupId: number }
  | { code: 'placeholder-mixed'; groupId: number }
  | { code: 'several-placeholders' }
  | { code: 'placeholder-has-children'; groupId: number }
  | { code: 'duplicate-content'; contentId: number }
  | { code: 'unknown-content'; contentId: number; groupId: number }
  | { code: 'content-in-several-groups'; contentId: number }
  | { code: 'sandbox-content-placed'; contentId: number }
  | { code: 'placed-content-missing'; contentId: number };

/**
 * What is wrong with a tree, or [] for a valid one: group ids unique; no self links, no cycles, every parent
 * known; `parent_node` is [-1] or real ids without repeats; every group but the placeholder has content and a
 * rule between 0 and its content count minus 1; at most one placeholder, alone in its group, with no children;
 * every content of the unit once in the list, and either in the sandbox and in no group, or placed and in
 * exactly one group; every placed id is a content of the unit.
 */
export function treeProblems(tree: UnitTree): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const byId = new Map<number, EditorUnitTreeGroup>();
  for (const group of tree.groups) {
    if (byId.has(group.group_id)) problems.push({ code: 'duplicate-group', groupId: group.group_id });
    byId.set(group.group_id, group);
  }
  const placeholders = tree.groups.filter(isPlaceholderGroup);
  if (placeholders.length > 1) problems.push({ code: 'several-placeholders' });
  const placeholderIds = new Set(placeholders.map((g) => g.group_id));
  for (const group of tree.groups) {
    const groupId = group.group_id;
    if (group.parent_node.includes(groupId)) problems.push({ code: 'self-link', groupId });
    if (!isNormalizedParentNode(group.parent_node)) problems.push({ code: 'malformed-parents', groupId });
    for (const parentId of group.parent_node) {
      if (parentId !== noParentNode && parentId !== groupId && !byId.has(parentId))
        problems.push({ code: 'unknown-parent', groupId, parentId });
      if (placeholderIds.has(parentId))
        problems.push({ code: 'placeholder-has-children', groupId: parentId });
    }
    if (isPlaceholderGroup(group)) {
      if (group.content_col.length !== 1) problems.push({ code: 'placeholder-mixed', groupId });
      continue;
    }
    if (group.content_col.length === 0) problems.push({ code: 'empty-group', groupId });
    if (group.rule_case < 0 || group.rule_case > maxRuleCase(group))
      problems.push({ code: 'rule-case-out-of-range', groupId });
  }
  for (const groupId of groupsOnCycles(tree.groups)) problems.push({ code: 'cycle', groupId });

  const entries = new Map<number, UnitTreeContentEntry>();
  for (const entry of tree.contents) {
    if (entries.has(entry.content_id))
      problems.push({ code: 'duplicate-content', contentId: entry.content_id });
    entries.set(entry.content_id, entry);
  }
  const placements = new Map<number, number>();
  for (const group of tree.groups) {
    for (const contentId of groupContentIds(group)) {
      placements.set(contentId, (placements.get(contentId) ?? 0) + 1);
      if (!entries.has(contentId))
        problems.push({ code: 'unknown-content', contentId, groupId: group.group_id });
    }
  }
  for (const [contentId, count] of placements) {
    if (count > 1) problems.push({ code: 'content-in-several-groups', contentId });
  }
  for (const entry of entries.values()) {
    const placed = placements.has(entry.content_id);
    if (entry.is_sandbox && placed)
      problems.push({ code: 'sandbox-content-placed', contentId: entry.content_id });
    if (!entry.is_sandbox && !placed)
      problems.push({ code: 'placed-content-missing', contentId: entry.content_id });
  }
  return problems;
}

/**
 * The groups that are their own ancestor (self links included): the members of the parent graph's strongly
 * connected components that have a cycle (Tarjan's algorithm, linear in groups and links).
 */
function groupsOnCycles(groups: readonly EditorUnitTreeGroup[]): number[] {
  const byId = new Map(groups.map((group) => [group.group_id, group]));
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: number[] = [];
  const onStack = new Set<number>();
  const onCycles: number[] = [];
  let counter = 0;
  const visit = (id: number) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const parentId of byId.get(id)?.parent_node ?? []) {
      if (!byId.has(parentId)) continue;
      if (!index.has(parentId)) {
        visit(parentId);
        low.set(id, Math.min(low.get(id) as number, low.get(parentId) as number));
      } else if (onStack.has(parentId)) {
        low.set(id, Math.min(low.get(id) as number, index.get(parentId) as number));
      }
    }
    if (low.get(id) !== index.get(id)) return;
    const component: number[] = [];
    let member: number | undefined;
    do {
      member = stack.pop() as number;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    if (component.length > 1 || byId.get(id)?.parent_node.includes(id)) onCycles.push(...component);
  };
  for (const group of groups) if (!index.has(group.group_id)) visit(group.group_id);
  return onCycles;
}
