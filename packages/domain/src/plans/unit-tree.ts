/**
 * A unit's tree as the unit editor holds it (002, sections 3 and 4): the groups and the unit's contents, each in
 * the sandbox (the side list of unused content, is_sandbox true) or placed in exactly one group. The operations
 * are in unit-tree-editing.ts, the validity check in unit-tree-problems.ts.
 */
import type { UnitTreeGroupData } from '../schemas/plan-unit';
import { groupContentIds, noParentNode, placeholderContentId, type UnitTreeGroup } from './groups';

/** A group as the editor holds it: the rules' fields plus the two layout fields a unit saves. */
export type EditorUnitTreeGroup = UnitTreeGroup & Pick<UnitTreeGroupData, 'default_row' | 'order'>;

/** One content of the unit: in the sandbox, or placed in the tree. */
export type UnitTreeContentEntry = { content_id: number; is_sandbox: boolean };

export type UnitTree = {
  groups: readonly EditorUnitTreeGroup[];
  contents: readonly UnitTreeContentEntry[];
};

export const emptyUnitTree: UnitTree = { groups: [], contents: [] };

/** The editor's temporary placeholder group: it holds the placeholder content id (-1) while a drag lasts. */
export function isPlaceholderGroup(group: Pick<UnitTreeGroup, 'content_col'>): boolean {
  return group.content_col.includes(placeholderContentId);
}

export function placeholderOf(tree: UnitTree): EditorUnitTreeGroup | undefined {
  return tree.groups.find(isPlaceholderGroup);
}

/** The group a content is placed in, if any. */
export function groupOfContent(tree: UnitTree, contentId: number): EditorUnitTreeGroup | undefined {
  return tree.groups.find((group) => group.content_col.includes(contentId));
}

/** The highest rule a group takes: its content count minus 1 (spec), never below 0 (0 means complete all). */
export function maxRuleCase(group: Pick<UnitTreeGroup, 'content_col'>): number {
  return Math.max(0, groupContentIds(group).length - 1);
}

export function hasLink(tree: UnitTree, parentId: number, childId: number): boolean {
  const child = tree.groups.find((group) => group.group_id === childId);
  return parentId !== noParentNode && child !== undefined && child.parent_node.includes(parentId);
}

/** Real parent ids once each, or [-1] for none. */
export function normalizedParentNode(parentIds: readonly number[]): number[] {
  const ids = [...new Set(parentIds.filter((id) => id !== noParentNode))];
  return ids.length > 0 ? ids : [noParentNode];
}

/** Whether a parent_node list is as `normalizedParentNode` writes it. */
export function isNormalizedParentNode(parentIds: readonly number[]): boolean {
  const normal = normalizedParentNode(parentIds);
  return normal.length === parentIds.length && normal.every((id, index) => id === parentIds[index]);
}
