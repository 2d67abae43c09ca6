/**
 * The unit editor's operations on a unit's tree (002, section 4, "Unit editor rules"), each a pure function from
 * a tree to the next tree. A unit's content is either in the sandbox (the side list of unused content,
 * is_sandbox true) or placed in exactly one group of the tree; groups are joined parent to child without cycles.
 *
 * Refusals: an operation that does not apply (an unknown id, a link to itself or one that would close a cycle,
 * a rule already at that value…) returns the very same tree object, so `next === tree` tells a caller nothing
 * changed; `linkProblem` says why a link is refused. Every operation keeps `treeProblems` empty.
 *
 * Layout: after a change of shape every group's `default_row` is its depth (0 for a root, else one below its
 * deepest parent) and `order` its place in that row, kept from before where it can be.
 */
import type { UnitTreeGroupData } from '../schemas/plan-unit';
import { noParentNode, placeholderContentId, type UnitTreeGroup } from './groups';
import {
  type EditorUnitTreeGroup,
  emptyUnitTree,
  groupOfContent,
  hasLink,
  isPlaceholderGroup,
  maxRuleCase,
  normalizedParentNode,
  placeholderOf,
  type UnitTree,
  type UnitTreeContentEntry,
} from './unit-tree';

/** Why `linkGroups` refuses a link. */
export type LinkProblem = 'self' | 'unknown-group' | 'placeholder' | 'already-linked' | 'cycle';

/** A group or a drop spot: an existing group, or a new group under these parents (none: a new root group). */
export type PlaceTarget = { groupId: number } | { parentIds: readonly number[] };

/** Adds contents to the unit, into the sandbox; ids already in the unit are left where they are. */
export function addContents(tree: UnitTree, contentIds: readonly number[]): UnitTree {
  const known = new Set(tree.contents.map((entry) => entry.content_id));
  const added = [...new Set(contentIds)].filter((id) => !known.has(id) && id !== placeholderContentId);
  if (added.length === 0) return tree;
  return {
    groups: tree.groups,
    contents: [...tree.contents, ...added.map((content_id) => ({ content_id, is_sandbox: true }))],
  };
}

/**
 * Places a content of the unit into a group, or into a new group under the given parents (002 section 4:
 * placing clears the sandbox flag). A content already placed elsewhere moves; a group it leaves empty is deleted
 * and that group's children inherit its parents. Refused (same tree) for a content not in the unit, an unknown
 * or placeholder group, or the group the content is already in.
 */
export function placeContent(tree: UnitTree, contentId: number, target: PlaceTarget): UnitTree {
  if (!isInUnit(tree, contentId)) return tree;
  let groups: EditorUnitTreeGroup[];
  let targetId: number;
  if ('groupId' in target) {
    const group = groupById(tree.groups, target.groupId);
    if (!group || isPlaceholderGroup(group) || group.content_col.includes(contentId)) return tree;
    targetId = group.group_id;
    groups = tree.groups.map((g) =>
      g.group_id === targetId ? { ...g, content_col: [...g.content_col, contentId] } : g,
    );
  } else {
    targetId = nextGroupId(tree.groups);
    const realIds = new Set(tree.groups.filter((g) => !isPlaceholderGroup(g)).map((g) => g.group_id));
    const parents = target.parentIds.filter((id) => realIds.has(id));
    groups = [...tree.groups, newGroup(targetId, parents, [contentId])];
  }
  // take it out of the group it was in (the new one keeps it); that group may now be empty
  const moved = groups.map((g) =>
    g.group_id !== targetId && g.content_col.includes(contentId) ? leaveGroup(g, contentId) : g,
  );
  return arrangeRows({
    groups: deleteEmptyGroups(moved),
    contents: setSandbox(tree.contents, contentId, false),
  });
}

/**
 * Takes a placed content out of the tree, back into the sandbox (002 section 4: removing sets the sandbox flag).
 * A group left empty is deleted and its children inherit its parents; a group's rule is capped again.
 * Refused for a content that is not placed.
 */
export function removeContentFromTree(tree: UnitTree, contentId: number): UnitTree {
  if (!groupOfContent(tree, contentId) || contentId === placeholderContentId) return tree;
  const groups = tree.groups.map((g) => (g.content_col.includes(contentId) ? leaveGroup(g, contentId) : g));
  return arrangeRows({
    groups: deleteEmptyGroups(groups),
    contents: setSandbox(tree.contents, contentId, true),
  });
}

/**
 * Shows the temporary placeholder group while a content is dragged (002 section 4), under the given parents
 * (none: a new root). Called again as the drag moves, it moves the one placeholder. Unknown parents are dropped.
 */
export function startDrag(tree: UnitTree, parentIds: readonly number[] = []): UnitTree {
  const withoutPlaceholder = cancelDrag(tree);
  const realIds = new Set(withoutPlaceholder.groups.map((g) => g.group_id));
  const parents = parentIds.filter((id) => realIds.has(id));
  const current = placeholderOf(tree);
  if (current && sameIds(current.parent_node, normalizedParentNode(parents))) return tree;
  const placeholder = newGroup(nextGroupId(tree.groups), parents, [placeholderContentId]);
  return arrangeRows({ groups: [...withoutPlaceholder.groups, placeholder], contents: tree.contents });
}

/**
 * Ends a drag with a drop: into `target`'s group when given, else into a new group where the placeholder stood
 * (a new root group when there was none). The placeholder is gone afterwards, whatever happens to the content.
 */
export function dropContent(tree: UnitTree, contentId: number, target?: { groupId: number }): UnitTree {
  return placeContent(cancelDrag(tree), contentId, target ?? placeholderSpot(tree));
}

/** Where a drop outside any group lands: a new group under the placeholder's parents (a new root without one). */
export function placeholderSpot(tree: UnitTree): PlaceTarget {
  const placeholder = placeholderOf(tree);
  return { parentIds: placeholder ? placeholder.parent_node.filter((id) => id !== noParentNode) : [] };
}

/** Ends a drag without a drop: the placeholder group is removed. */
export function cancelDrag(tree: UnitTree): UnitTree {
  if (!placeholderOf(tree)) return tree;
  const ids = new Set(tree.groups.filter(isPlaceholderGroup).map((g) => g.group_id));
  return arrangeRows({ groups: deleteGroups(tree.groups, ids), contents: tree.contents });
}

/** Why a link from `parentId` to `childId` is refused, or undefined when it may be made. */
export function linkProblem(tree: UnitTree, parentId: number, childId: number): LinkProblem | undefined {
  // spec 002 section 4: a group cannot be linked to itself
  if (parentId === childId) return 'self';
  const parent = groupById(tree.groups, parentId);
  const child = groupById(tree.groups, childId);
  if (!parent || !child) return 'unknown-group';
  if (isPlaceholderGroup(parent) || isPlaceholderGroup(child)) return 'placeholder';
  if (child.parent_node.includes(parentId)) return 'already-linked';
  // the child may not be the parent's ancestor, or the link would close a cycle
  if (ancestorIds(tree.groups, parentId).has(childId)) return 'cycle';
  return undefined;
}

/**
 * The groups `linkProblem` lets `parentId` link to as a child, in the tree's order: every other real group that is
 * not already its child nor one of its ancestors. One pass over the tree (an editor lists this for each group;
 * asking `linkProblem` of every pair would be quadratic per group).
 */
export function linkableChildIds(tree: UnitTree, parentId: number): number[] {
  const parent = groupById(tree.groups, parentId);
  if (!parent || isPlaceholderGroup(parent)) return [];
  const ancestors = ancestorIds(tree.groups, parentId);
  return tree.groups
    .filter(
      (child) =>
        child.group_id !== parentId &&
        !isPlaceholderGroup(child) &&
        !child.parent_node.includes(parentId) &&
        !ancestors.has(child.group_id),
    )
    .map((child) => child.group_id);
}

/** Links a parent group to a child group; refused (same tree) when `linkProblem` names a problem. */
export function linkGroups(tree: UnitTree, parentId: number, childId: number): UnitTree {
  if (linkProblem(tree, parentId, childId)) return tree;
  const groups = tree.groups.map((g) =>
    g.group_id === childId ? { ...g, parent_node: normalizedParentNode([...g.parent_node, parentId]) } : g,
  );
  return arrangeRows({ groups, contents: tree.contents });
}

/** Removes the link from a parent to a child (a child left without parents becomes a root); same tree if none. */
export function detachLink(tree: UnitTree, parentId: number, childId: number): UnitTree {
  if (!hasLink(tree, parentId, childId)) return tree;
  const groups = tree.groups.map((g) =>
    g.group_id === childId
      ? { ...g, parent_node: normalizedParentNode(g.parent_node.filter((id) => id !== parentId)) }
      : g,
  );
  return arrangeRows({ groups, contents: tree.contents });
}

/**
 * Sets a group's rule: 0 completes all, n completes any n, capped at the group's content count minus 1
 * (002 section 4; any n of n is "all", which is 0). Negative values count as 0. Same tree when unchanged.
 */
export function setRuleCase(tree: UnitTree, groupId: number, ruleCase: number): UnitTree {
  const group = groupById(tree.groups, groupId);
  if (!group || isPlaceholderGroup(group)) return tree;
  const capped = cappedRule(group, ruleCase);
  if (capped === group.rule_case) return tree;
  return {
    groups: tree.groups.map((g) => (g.group_id === groupId ? { ...g, rule_case: capped } : g)),
    contents: tree.contents,
  };
}

/**
 * Reset layout: every group is removed and every placed content goes back to the sandbox (002 section 4:
 * resetting sets the sandbox flag again). No content leaves the unit.
 */
export function resetLayout(tree: UnitTree): UnitTree {
  if (tree.groups.length === 0) return tree;
  return { groups: [], contents: tree.contents.map((entry) => ({ ...entry, is_sandbox: true })) };
}

/**
 * Reset sandbox: the contents waiting in the sandbox (never placed) leave the unit; the tree is untouched.
 */
export function resetSandbox(tree: UnitTree): UnitTree {
  if (!tree.contents.some((entry) => entry.is_sandbox)) return tree;
  return { groups: tree.groups, contents: tree.contents.filter((entry) => !entry.is_sandbox) };
}

/**
 * Reset layout and sandbox: the sandbox's contents leave the unit, then the layout is reset, so the sandbox
 * holds exactly the contents that were placed and there are no groups.
 */
export function resetLayoutAndSandbox(tree: UnitTree): UnitTree {
  return resetLayout(resetSandbox(tree));
}

/**
 * Remove selected: the chosen contents leave the unit, wherever they are (sandbox or tree); groups left empty are
 * deleted and their children inherit their parents. Ids not in the unit are ignored.
 */
export function removeSelected(tree: UnitTree, contentIds: readonly number[]): UnitTree {
  const removed = new Set(contentIds.filter((id) => isInUnit(tree, id)));
  if (removed.size === 0) return tree;
  const groups = tree.groups.map((g) =>
    g.content_col.some((id) => removed.has(id))
      ? capRule({ ...g, content_col: g.content_col.filter((id) => !removed.has(id)) })
      : g,
  );
  return arrangeRows({
    groups: deleteEmptyGroups(groups),
    contents: tree.contents.filter((entry) => !removed.has(entry.content_id)),
  });
}

/** Remove all: every content leaves the unit and the tree is emptied. */
export function removeAll(tree: UnitTree): UnitTree {
  if (tree.groups.length === 0 && tree.contents.length === 0) return tree;
  return emptyUnitTree;
}

/** A unit's saved tree (GET /unit/{id}) as the editor's value. */
export function unitTreeFromUnit(unit: {
  unit_data: readonly UnitTreeGroupData[];
  unit_contents: readonly { id: number; is_sandbox: boolean }[];
}): UnitTree {
  return {
    groups: unit.unit_data.map((group) => ({ ...group })),
    contents: unit.unit_contents.map(({ id, is_sandbox }) => ({ content_id: id, is_sandbox })),
  };
}

/** The tree as PUT /unit/{unit_id} sends it: unit_data and unit_contents, without a placeholder. */
export function unitTreeToUnit(tree: UnitTree): {
  unit_data: UnitTreeGroupData[];
  unit_contents: { id: number; is_sandbox: boolean }[];
} {
  return {
    unit_data: cancelDrag(tree).groups.map((group) => ({
      group_id: group.group_id,
      default_row: group.default_row,
      parent_node: [...group.parent_node],
      rule_case: group.rule_case,
      content_col: [...group.content_col],
      order: group.order,
    })),
    unit_contents: tree.contents.map(({ content_id, is_sandbox }) => ({ id: content_id, is_sandbox })),
  };
}

// ---------------------------------------------------------------------------------------------------------------

function groupById(groups: readonly EditorUnitTreeGroup[], groupId: number) {
  return groups.find((group) => group.group_id === groupId);
}

function isInUnit(tree: UnitTree, contentId: number): boolean {
  return tree.contents.some((entry) => entry.content_id === contentId);
}

function setSandbox(contents: readonly UnitTreeContentEntry[], contentId: number, isSandbox: boolean) {
  return contents.map((entry) =>
    entry.content_id === contentId ? { ...entry, is_sandbox: isSandbox } : entry,
  );
}

function nextGroupId(groups: readonly EditorUnitTreeGroup[]): number {
  return groups.reduce((max, group) => Math.max(max, group.group_id), 0) + 1;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function newGroup(groupId: number, parentIds: readonly number[], contentCol: number[]): EditorUnitTreeGroup {
  return {
    group_id: groupId,
    parent_node: normalizedParentNode(parentIds),
    rule_case: 0,
    content_col: contentCol,
    default_row: 0,
    order: Number.MAX_SAFE_INTEGER,
  };
}

function cappedRule(group: Pick<UnitTreeGroup, 'content_col'>, ruleCase: number): number {
  const whole = Number.isFinite(ruleCase) ? Math.trunc(ruleCase) : 0;
  return Math.min(Math.max(0, whole), maxRuleCase(group));
}

function capRule(group: EditorUnitTreeGroup): EditorUnitTreeGroup {
  const capped = cappedRule(group, group.rule_case);
  return capped === group.rule_case ? group : { ...group, rule_case: capped };
}

function leaveGroup(group: EditorUnitTreeGroup, contentId: number): EditorUnitTreeGroup {
  return capRule({ ...group, content_col: group.content_col.filter((id) => id !== contentId) });
}

/** spec 002 section 4: removing the last content of a group deletes the group. */
function deleteEmptyGroups(groups: readonly EditorUnitTreeGroup[]): EditorUnitTreeGroup[] {
  const empty = new Set(groups.filter((g) => g.content_col.length === 0).map((g) => g.group_id));
  return empty.size === 0 ? [...groups] : deleteGroups(groups, empty);
}

/**
 * Deletes groups; each deleted group's children inherit its parents (spec 002 section 4), one group at a time so
 * a chain of deleted groups hands its parents down the chain.
 */
function deleteGroups(
  groups: readonly EditorUnitTreeGroup[],
  ids: ReadonlySet<number>,
): EditorUnitTreeGroup[] {
  let remaining = [...groups];
  for (const id of ids) {
    const deleted = groupById(remaining, id);
    if (!deleted) continue;
    const inherited = deleted.parent_node.filter((parentId) => parentId !== noParentNode);
    remaining = remaining
      .filter((g) => g.group_id !== id)
      .map((g) =>
        g.parent_node.includes(id)
          ? {
              ...g,
              parent_node: normalizedParentNode(
                g.parent_node.flatMap((parentId) => (parentId === id ? inherited : [parentId])),
              ),
            }
          : g,
      );
  }
  return remaining;
}

/** The ids of every ancestor of a group (its parents, their parents…). */
function ancestorIds(groups: readonly EditorUnitTreeGroup[], groupId: number): Set<number> {
  const byId = new Map(groups.map((group) => [group.group_id, group]));
  const seen = new Set<number>();
  const stack = [groupId];
  while (stack.length > 0) {
    const current = byId.get(stack.pop() as number);
    for (const parentId of current?.parent_node ?? []) {
      if (parentId !== noParentNode && !seen.has(parentId)) {
        seen.add(parentId);
        stack.push(parentId);
      }
    }
  }
  return seen;
}

/** Each group's depth: 0 for a root, else one more than its deepest parent (a cycle is cut where found). */
function depthsOf(groups: readonly EditorUnitTreeGroup[]): Map<number, number> {
  const byId = new Map(groups.map((group) => [group.group_id, group]));
  const depths = new Map<number, number>();
  const visiting = new Set<number>();
  const depthOf = (id: number): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    const group = byId.get(id);
    if (!group || visiting.has(id)) return -1;
    visiting.add(id);
    let depth = 0;
    for (const parentId of group.parent_node) {
      if (parentId !== noParentNode) depth = Math.max(depth, depthOf(parentId) + 1);
    }
    visiting.delete(id);
    depths.set(id, depth);
    return depth;
  };
  for (const group of groups) depthOf(group.group_id);
  return depths;
}

/** Rows by depth and places within each row, kept in their former order (new groups last). */
function arrangeRows(tree: UnitTree): UnitTree {
  const depths = depthsOf(tree.groups);
  const rows = new Map<number, EditorUnitTreeGroup[]>();
  for (const group of tree.groups) {
    const row = depths.get(group.group_id) ?? 0;
    const members = rows.get(row);
    if (members) members.push(group);
    else rows.set(row, [group]);
  }
  const places = new Map<number, number>();
  for (const row of rows.values()) {
    const sorted = [...row].sort((a, b) => a.order - b.order || a.group_id - b.group_id);
    sorted.forEach((group, index) => {
      places.set(group.group_id, index);
    });
  }
  const groups = tree.groups.map((group) => {
    const default_row = depths.get(group.group_id) ?? 0;
    const order = places.get(group.group_id) ?? 0;
    return group.default_row === default_row && group.order === order
      ? group
      : { ...group, default_row, order };
  });
  return { groups, contents: tree.contents };
}
