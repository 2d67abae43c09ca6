import { describe, expect, it } from 'vitest';
import { steppedZoom } from './unit-tree-canvas-constants';
import type { UnitTreeGroup } from './unit-tree-canvas-types';
import { groupDepths, layoutUnitTree, unitTreeHeight } from './unit-tree-layout';

const group = (id: number, contentCount = 1, position?: UnitTreeGroup['position']): UnitTreeGroup => ({
  id,
  name: `Group ${id}`,
  state: 'locked',
  contents: Array.from({ length: contentCount }, (_, index) => ({
    id: id * 10 + index,
    name: `Content ${index}`,
    isComplete: false,
  })),
  position,
});

describe('groupDepths', () => {
  it('puts a child one row below its deepest parent', () => {
    const depths = groupDepths(
      [group(1), group(2), group(3), group(4)],
      [
        { from: 1, to: 2 },
        { from: 2, to: 3 },
        { from: 1, to: 4 },
        { from: 3, to: 4 },
      ],
    );
    expect([...depths]).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it('ignores cycles, self links and links to unknown groups', () => {
    const depths = groupDepths(
      [group(1), group(2)],
      [
        { from: 1, to: 2 },
        { from: 2, to: 1 },
        { from: 2, to: 2 },
        { from: 9, to: 1 },
      ],
    );
    expect(depths.get(1)).toBeGreaterThanOrEqual(0);
    expect(depths.get(2)).toBeGreaterThanOrEqual(0);
    expect(depths.get(1)).not.toBe(depths.get(2));
  });
});

describe('layoutUnitTree', () => {
  // 1 -> 2, 1 -> 3, 2 and 3 -> 4 (a two-parent group)
  const groups = [group(1, 3), group(2), group(3, 2), group(4)];
  const edges = [
    { from: 1, to: 2 },
    { from: 1, to: 3 },
    { from: 2, to: 4 },
    { from: 3, to: 4 },
  ];
  const positions = layoutUnitTree(groups, edges);

  it('places parents above their children', () => {
    for (const { from, to } of edges) expect(positions.get(from)?.y).toBeLessThan(positions.get(to)?.y ?? 0);
  });

  it('places siblings side by side without overlap', () => {
    const [second, third] = [positions.get(2), positions.get(3)];
    expect(second?.y).toBe(third?.y);
    expect(Math.abs((second?.x ?? 0) - (third?.x ?? 0))).toBeGreaterThanOrEqual(250);
  });

  it('centres a narrower row under the widest one', () => {
    expect(positions.get(1)?.x).toBe(150);
    expect(positions.get(4)?.x).toBe(150);
  });

  it('keeps every point on the 50 by 100 viewer grid', () => {
    for (const { x, y } of positions.values()) {
      expect(x % 50).toBe(0);
      expect(y % 100).toBe(0);
    }
  });

  it('keeps a position the group already has', () => {
    const placed = layoutUnitTree([group(1, 1, { x: 700, y: 300 }), group(2)], [{ from: 1, to: 2 }]);
    expect(placed.get(1)).toEqual({ x: 700, y: 300 });
    expect(placed.get(2)?.y).toBeGreaterThan(0);
  });

  it('lays out nothing for an empty tree', () => {
    expect(layoutUnitTree([], []).size).toBe(0);
  });
});

describe('steppedZoom', () => {
  it.each([
    [1, 1, 1.1],
    [1, -1, 0.9],
    [1.4, 1, 1.5],
    [1.5, 1, 1.5],
    [0.6, -1, 0.6],
    [0.7, -1, 0.6],
    // a pinch leaves the zoom between steps: the buttons return to the ladder
    [1.04, 1, 1.1],
    [1.26, -1, 1.2],
  ] as const)('from %s by %s gives %s', (zoom, direction, expected) => {
    expect(steppedZoom(zoom, direction)).toBe(expected);
  });
});

describe('unitTreeHeight', () => {
  it('reaches the bottom of the lowest group, so the canvas can show the whole tree', () => {
    // Three contents on top, one in each middle group, one below both: rows at 0, 300 and 500.
    const groups = [group(1, 3), group(2), group(3), group(4)];
    const edges = [
      { from: 1, to: 2 },
      { from: 1, to: 3 },
      { from: 2, to: 4 },
      { from: 3, to: 4 },
    ];
    const positions = layoutUnitTree(groups, edges);
    expect(positions.get(4)?.y).toBe(500);
    expect(unitTreeHeight(groups, positions)).toBe(500 + 120);
  });

  it('is 0 for an empty tree', () => {
    expect(unitTreeHeight([], new Map())).toBe(0);
  });
});
