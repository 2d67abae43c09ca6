import {
  adminGrid,
  type EditorUnitTreeGroup,
  formatMessage,
  groupContentIds,
  groupParentIds,
  isPlaceholderGroup,
  planAdminMessages,
  type UnitTree,
} from '@segno/domain';
import { groupNodeWidth } from '../unit-tree-canvas/unit-tree-canvas-constants';

const [gridX, gridY] = adminGrid;

/** The groups without the drag placeholder, in reading order: top row first, then by place in the row. */
export function realGroups(tree: UnitTree): EditorUnitTreeGroup[] {
  return tree.groups
    .filter((group) => !isPlaceholderGroup(group))
    .sort((a, b) => a.default_row - b.default_row || a.order - b.order || a.group_id - b.group_id);
}

/** 'Group 1', 'Group 2'…: made once each, as every edit of a large unit names its hundreds of groups again. */
const groupNamesByNumber: string[] = [];
const groupName = (number: number) =>
  (groupNamesByNumber[number] ??= formatMessage(planAdminMessages.unitEditor.groupName, { number }));

/** Each group's name in reading order: 'Group 1' for the first (`groups` as `realGroups` gives them). */
export function editorGroupNames(groups: readonly EditorUnitTreeGroup[]): Map<number, string> {
  return new Map(groups.map((group, index) => [group.group_id, groupName(index + 1)]));
}

/** A group's height on screen, estimated from its contents and parents (a 44 px row each), for the row spacing. */
export const estimatedGroupHeight = (group: EditorUnitTreeGroup) =>
  140 + 44 * groupContentIds(group).length + 44 * groupParentIds(group).length;

const snapUp = (value: number, step: number) => Math.ceil(value / step) * step;

/** The distance between two places in a row: the node's width and some room, in whole admin grid columns. */
export const editorColumn = snapUp(groupNodeWidth + gridX / 2, gridX);

/**
 * Each group's spot on the admin grid (142 by 300, 002 section 9): its place in the row (`order`) across, its row
 * (`default_row`) down, each row as tall as its tallest group rounded up to whole grid rows.
 */
export function editorPositions(
  groups: readonly EditorUnitTreeGroup[],
): Map<number, { x: number; y: number }> {
  const rows = [...new Set(groups.map((group) => group.default_row))].sort((a, b) => a - b);
  const positions = new Map<number, { x: number; y: number }>();
  let top = 0;
  for (const row of rows) {
    const members = groups.filter((group) => group.default_row === row);
    for (const group of members) positions.set(group.group_id, { x: group.order * editorColumn, y: top });
    top += snapUp(Math.max(...members.map(estimatedGroupHeight)), gridY);
  }
  return positions;
}
