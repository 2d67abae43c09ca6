import { describe, expect, it } from 'vitest';
import { groupContentIds, groupParentIds } from '../groups';
import { dropContent, placeContent, startDrag } from '../unit-tree-editing';
import { treeProblems } from '../unit-tree-problems';
import { largeUnitTree } from './large-unit-tree';

describe('largeUnitTree', () => {
  const { tree, contents } = largeUnitTree();

  it('is the benchmark size: 500 groups and 2,000 contents, 200 of them in the sandbox', () => {
    expect(tree.groups).toHaveLength(500);
    expect(tree.contents).toHaveLength(2_000);
    expect(tree.contents.filter((entry) => entry.is_sandbox)).toHaveLength(200);
    expect(Object.keys(contents)).toHaveLength(2_000);
    const placed = tree.groups.flatMap(groupContentIds);
    expect(placed).toHaveLength(1_800);
  });

  it('is a valid tree', () => {
    expect(treeProblems(tree)).toEqual([]);
  });

  it('is a tree of 20 rows of 25, each group below the first linked to the row above, rules of every kind', () => {
    expect(Math.max(...tree.groups.map((group) => group.default_row))).toBe(19);
    for (const group of tree.groups.filter((g) => g.default_row > 0)) {
      const parents = groupParentIds(group);
      expect(parents.length).toBeGreaterThan(0);
      for (const parentId of parents) {
        expect(tree.groups.find((g) => g.group_id === parentId)?.default_row).toBe(group.default_row - 1);
      }
    }
    expect(tree.groups.some((group) => group.rule_case === 0)).toBe(true);
    expect(tree.groups.some((group) => group.rule_case > 0)).toBe(true);
    expect(tree.groups.some((group) => groupParentIds(group).length === 2)).toBe(true);
  });

  it('keeps its layout fields as the editor would write them: placing a content moves no other group', () => {
    const placed = placeContent(tree, 1_801, { groupId: 1 });
    expect(treeProblems(placed)).toEqual([]);
    const others = (t: typeof tree) => t.groups.filter((group) => group.group_id !== 1);
    expect(others(placed)).toEqual(others(tree));
    const dropped = dropContent(startDrag(tree, [3]), 1_802);
    expect(treeProblems(dropped)).toEqual([]);
    expect(dropped.groups).toHaveLength(501);
  });

  it('is the same tree for the same seed and another for another seed', () => {
    expect(largeUnitTree()).toEqual(largeUnitTree());
    expect(largeUnitTree({ seed: 10 }).tree).not.toEqual(tree);
  });

  it('takes other sizes, and refuses groups it cannot fill', () => {
    const small = largeUnitTree({ groups: 7, contents: 20, sandboxContents: 3, groupsPerRow: 3 });
    expect(treeProblems(small.tree)).toEqual([]);
    expect(small.tree.groups).toHaveLength(7);
    expect(() => largeUnitTree({ groups: 10, contents: 10, sandboxContents: 1 })).toThrow();
  });
});
