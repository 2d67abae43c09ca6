import { groupNodeWidth, viewerGrid } from './unit-tree-canvas-constants';
import type { UnitTreeEdge, UnitTreeGroup } from './unit-tree-canvas-types';

type Position = { x: number; y: number };

const [gridX, gridY] = viewerGrid;
/** Room between two columns of groups. */
const columnGap = 50;
/** A group's height on screen, estimated from its number of contents, for spacing the rows. */
const estimatedHeight = (contentCount: number) => 80 + 40 * contentCount;
const snapUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * Each group's depth: 0 for a root, else one more than its deepest parent. A connection that would close a
 * cycle is ignored, so bad data still lays out.
 */
export function groupDepths(
  groups: UnitTreeGroup[],
  edges: UnitTreeEdge[],
): Map<UnitTreeGroup['id'], number> {
  const known = new Set(groups.map((group) => group.id));
  const parents = new Map<UnitTreeGroup['id'], UnitTreeGroup['id'][]>();
  for (const { from, to } of edges) {
    if (known.has(from) && known.has(to) && from !== to) parents.set(to, [...(parents.get(to) ?? []), from]);
  }
  const depths = new Map<UnitTreeGroup['id'], number>();
  const visiting = new Set<UnitTreeGroup['id']>();
  const depthOf = (id: UnitTreeGroup['id']): number => {
    const cached = depths.get(id);
    if (cached !== undefined) return cached;
    if (visiting.has(id)) return -1;
    visiting.add(id);
    const depth = Math.max(-1, ...(parents.get(id) ?? []).map(depthOf)) + 1;
    visiting.delete(id);
    depths.set(id, depth);
    return depth;
  };
  for (const group of groups) depthOf(group.id);
  return depths;
}

/**
 * Positions for groups that have none: one row per depth, parents above children, each row centred on the
 * widest and every point on the viewer grid. Groups that carry a position keep it.
 */
export function layoutUnitTree(
  groups: UnitTreeGroup[],
  edges: UnitTreeEdge[],
): Map<UnitTreeGroup['id'], Position> {
  const depths = groupDepths(groups, edges);
  const rows: UnitTreeGroup[][] = [];
  for (const group of groups) {
    const depth = depths.get(group.id) ?? 0;
    rows[depth] = [...(rows[depth] ?? []), group];
  }
  const column = groupNodeWidth + columnGap;
  const widest = Math.max(0, ...rows.map((row) => row?.length ?? 0));
  const positions = new Map<UnitTreeGroup['id'], Position>();
  let top = 0;
  for (const row of rows) {
    if (!row) continue;
    const indent = snapUp(((widest - row.length) * column) / 2, gridX);
    row.forEach((group, index) => {
      positions.set(group.id, group.position ?? { x: indent + index * column, y: top });
    });
    top += snapUp(Math.max(...row.map((group) => estimatedHeight(group.contents.length))) + gridY / 2, gridY);
  }
  return positions;
}

/** How tall the laid-out tree is: the lowest group's bottom edge, estimated like the rows' spacing. */
export function unitTreeHeight(
  groups: UnitTreeGroup[],
  positions: Map<UnitTreeGroup['id'], Position>,
): number {
  return Math.max(
    0,
    ...groups.map((group) => (positions.get(group.id)?.y ?? 0) + estimatedHeight(group.contents.length)),
  );
}
