import { describe, expect, it } from 'vitest';
import { placeholderContentId } from './groups';
import { type EditorUnitTreeGroup, groupOfContent, placeholderOf, type UnitTree } from './unit-tree';
import {
  addContents,
  cancelDrag,
  detachLink,
  dropContent,
  linkGroups,
  linkProblem,
  placeContent,
  removeAll,
  removeContentFromTree,
  removeSelected,
  resetLayout,
  resetLayoutAndSandbox,
  resetSandbox,
  setRuleCase,
  startDrag,
  unitTreeFromUnit,
  unitTreeToUnit,
} from './unit-tree-editing';
import { treeProblems } from './unit-tree-problems';

const group = (
  group_id: number,
  content_col: number[],
  parent_node: number[] = [-1],
  rule_case = 0,
  default_row = 0,
  order = 0,
): EditorUnitTreeGroup => ({ group_id, content_col, parent_node, rule_case, default_row, order });

/** A chain of groups 1 → 2 → 3: group 1 holds [1, 2] (any 1), 2 holds [3], 3 holds [4, 5, 6] (any 2); 7 waits in the sandbox. */
const chain: UnitTree = {
  groups: [group(1, [1, 2], [-1], 1, 0, 0), group(2, [3], [1], 0, 1, 0), group(3, [4, 5, 6], [2], 2, 2, 0)],
  contents: [1, 2, 3, 4, 5, 6]
    .map((content_id) => ({ content_id, is_sandbox: false }))
    .concat([{ content_id: 7, is_sandbox: true }]),
};

const parentsOf = (tree: UnitTree, groupId: number) =>
  tree.groups.find((g) => g.group_id === groupId)?.parent_node;
const sandboxOf = (tree: UnitTree) =>
  tree.contents.filter((entry) => entry.is_sandbox).map((entry) => entry.content_id);

describe('the example tree', () => {
  it('is valid', () => {
    expect(treeProblems(chain)).toEqual([]);
  });
});

describe('addContents', () => {
  it('adds new contents to the sandbox and leaves known ones where they are', () => {
    const next = addContents(chain, [7, 8, 2, 8]);
    expect(sandboxOf(next)).toEqual([7, 8]);
    expect(next.contents).toHaveLength(8);
    expect(groupOfContent(next, 2)?.group_id).toBe(1);
  });
  it('returns the same tree when nothing is new', () => {
    expect(addContents(chain, [1, 7])).toBe(chain);
  });
});

describe('placeContent', () => {
  it('places a sandbox content into a group and clears its sandbox flag', () => {
    const next = placeContent(chain, 7, { groupId: 2 });
    expect(groupOfContent(next, 7)?.group_id).toBe(2);
    expect(sandboxOf(next)).toEqual([]);
    expect(treeProblems(next)).toEqual([]);
  });
  it('places a sandbox content into a new group under the given parents, one row below them', () => {
    const next = placeContent(chain, 7, { parentIds: [1, 3] });
    const created = groupOfContent(next, 7);
    expect(created).toMatchObject({ group_id: 4, parent_node: [1, 3], rule_case: 0, default_row: 3 });
    expect(treeProblems(next)).toEqual([]);
  });
  it('makes a new root group without parents, dropping unknown parents', () => {
    const next = placeContent(chain, 7, { parentIds: [99] });
    expect(groupOfContent(next, 7)).toMatchObject({ parent_node: [-1], default_row: 0, order: 1 });
  });
  it('moves a placed content; the group it empties is deleted and its children inherit its parents', () => {
    const next = placeContent(chain, 3, { groupId: 3 });
    expect(next.groups.map((g) => g.group_id)).toEqual([1, 3]);
    expect(parentsOf(next, 3)).toEqual([1]);
    expect(groupOfContent(next, 3)?.group_id).toBe(3);
    expect(next.groups.find((g) => g.group_id === 3)?.default_row).toBe(1);
    expect(treeProblems(next)).toEqual([]);
  });
  it('caps the rule of the group a content leaves', () => {
    const next = placeContent(chain, 6, { groupId: 1 });
    expect(next.groups.find((g) => g.group_id === 3)).toMatchObject({ content_col: [4, 5], rule_case: 1 });
  });
  it('moving the only content of a group under that group hands the new group its parents', () => {
    const next = placeContent(chain, 3, { parentIds: [2] });
    expect(next.groups.some((g) => g.group_id === 2)).toBe(false);
    expect(parentsOf(next, groupOfContent(next, 3)?.group_id ?? 0)).toEqual([1]);
    expect(treeProblems(next)).toEqual([]);
  });
  it('refuses unknown contents, unknown groups and the group the content is in', () => {
    expect(placeContent(chain, 99, { groupId: 1 })).toBe(chain);
    expect(placeContent(chain, 7, { groupId: 99 })).toBe(chain);
    expect(placeContent(chain, 1, { groupId: 1 })).toBe(chain);
  });
});

describe('removeContentFromTree', () => {
  it('sends the content back to the sandbox and caps the rule', () => {
    const next = removeContentFromTree(chain, 6);
    expect(sandboxOf(next)).toEqual([6, 7]);
    expect(next.groups.find((g) => g.group_id === 3)).toMatchObject({ content_col: [4, 5], rule_case: 1 });
  });
  it('removing the last content deletes the group; its children inherit its parents', () => {
    const next = removeContentFromTree(chain, 3);
    expect(next.groups.map((g) => g.group_id)).toEqual([1, 3]);
    expect(parentsOf(next, 3)).toEqual([1]);
    expect(treeProblems(next)).toEqual([]);
  });
  it('a deleted root gives its children no parents', () => {
    const rootOnly = removeContentFromTree(removeContentFromTree(chain, 1), 2);
    expect(parentsOf(rootOnly, 2)).toEqual([-1]);
    expect(rootOnly.groups.find((g) => g.group_id === 2)?.default_row).toBe(0);
  });
  it('children of a deleted group with two parents inherit both, once each', () => {
    const tree: UnitTree = {
      groups: [group(1, [1]), group(2, [2]), group(3, [3], [1, 2]), group(4, [4], [3, 1])],
      contents: [1, 2, 3, 4].map((content_id) => ({ content_id, is_sandbox: false })),
    };
    const next = removeContentFromTree(tree, 3);
    expect(parentsOf(next, 4)).toEqual([1, 2]);
    expect(treeProblems(next)).toEqual([]);
  });
  it('refuses a content that is not placed', () => {
    expect(removeContentFromTree(chain, 7)).toBe(chain);
    expect(removeContentFromTree(chain, 99)).toBe(chain);
  });
});

describe('dragging', () => {
  it('shows one placeholder group holding -1, moved as the drag moves', () => {
    const dragging = startDrag(chain, [2]);
    expect(placeholderOf(dragging)).toMatchObject({ content_col: [placeholderContentId], parent_node: [2] });
    const moved = startDrag(dragging, [1]);
    expect(moved.groups.filter((g) => g.content_col.includes(placeholderContentId))).toHaveLength(1);
    expect(placeholderOf(moved)?.parent_node).toEqual([1]);
    expect(startDrag(moved, [1])).toBe(moved);
    expect(treeProblems(moved)).toEqual([]);
  });
  it('a drop where the placeholder stands makes a real group there; no placeholder is left', () => {
    const dropped = dropContent(startDrag(chain, [3]), 7);
    expect(placeholderOf(dropped)).toBeUndefined();
    expect(groupOfContent(dropped, 7)).toMatchObject({ parent_node: [3], default_row: 3 });
    expect(sandboxOf(dropped)).toEqual([]);
    expect(treeProblems(dropped)).toEqual([]);
  });
  it('a drop on a group places the content there and removes the placeholder', () => {
    const dropped = dropContent(startDrag(chain), 7, { groupId: 1 });
    expect(placeholderOf(dropped)).toBeUndefined();
    expect(groupOfContent(dropped, 7)?.group_id).toBe(1);
  });
  it('a refused drop still removes the placeholder', () => {
    const dropped = dropContent(startDrag(chain), 99);
    expect(dropped.groups).toEqual(chain.groups);
  });
  it('cancelling removes the placeholder and restores the tree', () => {
    expect(cancelDrag(startDrag(chain, [1]))).toEqual(chain);
    expect(cancelDrag(chain)).toBe(chain);
  });
});

describe('linking', () => {
  it('links a parent to a child; the child moves below its new parent', () => {
    const tree = placeContent(chain, 7, { parentIds: [] });
    const next = linkGroups(tree, 3, 4);
    expect(parentsOf(next, 4)).toEqual([3]);
    expect(next.groups.find((g) => g.group_id === 4)?.default_row).toBe(3);
  });
  it('never links a group to itself', () => {
    expect(linkProblem(chain, 2, 2)).toBe('self');
    expect(linkGroups(chain, 2, 2)).toBe(chain);
  });
  it('never closes a cycle', () => {
    expect(linkProblem(chain, 3, 1)).toBe('cycle');
    expect(linkProblem(chain, 2, 1)).toBe('cycle');
    expect(linkGroups(chain, 3, 1)).toBe(chain);
  });
  it('refuses unknown groups, placeholders and links that exist', () => {
    expect(linkProblem(chain, 1, 99)).toBe('unknown-group');
    expect(linkProblem(chain, 1, 2)).toBe('already-linked');
    const dragging = startDrag(chain);
    const placeholderId = placeholderOf(dragging)?.group_id ?? 0;
    expect(linkProblem(dragging, placeholderId, 1)).toBe('placeholder');
    expect(linkProblem(chain, 1, 3)).toBeUndefined();
  });
  it('detaches a link; a child without parents becomes a root', () => {
    const next = detachLink(chain, 1, 2);
    expect(parentsOf(next, 2)).toEqual([-1]);
    expect(next.groups.map((g) => g.default_row)).toEqual([0, 0, 1]);
    const twoParents = linkGroups(chain, 1, 3);
    expect(parentsOf(detachLink(twoParents, 2, 3), 3)).toEqual([1]);
  });
  it('detaching a link that does not exist changes nothing', () => {
    expect(detachLink(chain, 1, 3)).toBe(chain);
    expect(detachLink(chain, -1, 1)).toBe(chain);
  });
});

describe('setRuleCase', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [10, 2],
    [-4, 0],
    [1.7, 1],
    [Number.NaN, 0],
  ])('rule %s on a group of three contents is %s (0 = all; capped at 3 - 1)', (asked, expected) => {
    const next = setRuleCase(chain, 3, asked);
    expect(next.groups.find((g) => g.group_id === 3)?.rule_case).toBe(expected);
  });
  it('a group of one content is always "all"', () => {
    expect(setRuleCase(chain, 2, 1)).toBe(chain);
  });
  it('returns the same tree for an unchanged rule or an unknown group', () => {
    expect(setRuleCase(chain, 3, 2)).toBe(chain);
    expect(setRuleCase(chain, 99, 1)).toBe(chain);
  });
});

describe('resets and removals', () => {
  it('reset layout: no groups, every content back in the sandbox, none leaves the unit', () => {
    const next = resetLayout(chain);
    expect(next.groups).toEqual([]);
    expect(sandboxOf(next)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(resetLayout(next)).toBe(next);
  });
  it('reset sandbox: the unplaced contents leave the unit; the tree stays', () => {
    const next = resetSandbox(chain);
    expect(next.groups).toBe(chain.groups);
    expect(next.contents.map((entry) => entry.content_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(resetSandbox(next)).toBe(next);
  });
  it('reset layout and sandbox: the sandbox holds exactly the contents that were placed', () => {
    const next = resetLayoutAndSandbox(chain);
    expect(next.groups).toEqual([]);
    expect(sandboxOf(next)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(treeProblems(next)).toEqual([]);
  });
  it('remove selected: the contents leave the unit from the tree or the sandbox; empty groups go', () => {
    const next = removeSelected(chain, [3, 7, 99]);
    expect(next.contents.map((entry) => entry.content_id)).toEqual([1, 2, 4, 5, 6]);
    expect(next.groups.map((g) => g.group_id)).toEqual([1, 3]);
    expect(parentsOf(next, 3)).toEqual([1]);
    expect(treeProblems(next)).toEqual([]);
    expect(removeSelected(chain, [99])).toBe(chain);
  });
  it('remove all: nothing is left', () => {
    expect(removeAll(chain)).toEqual({ groups: [], contents: [] });
    expect(removeAll(removeAll(chain))).toEqual({ groups: [], contents: [] });
  });
});

describe('treeProblems', () => {
  const contents = (ids: number[], sandbox: number[] = []) =>
    ids.map((content_id) => ({ content_id, is_sandbox: sandbox.includes(content_id) }));
  it.each<[string, UnitTree, string]>([
    ['a self link', { groups: [group(1, [1], [1])], contents: contents([1]) }, 'self-link'],
    ['a cycle', { groups: [group(1, [1], [2]), group(2, [2], [1])], contents: contents([1, 2]) }, 'cycle'],
    ['an unknown parent', { groups: [group(1, [1], [9])], contents: contents([1]) }, 'unknown-parent'],
    [
      '-1 beside a parent',
      { groups: [group(1, [1]), group(2, [2], [-1, 1])], contents: contents([1, 2]) },
      'malformed-parents',
    ],
    ['an empty group', { groups: [group(1, [])], contents: [] }, 'empty-group'],
    [
      'a rule above count - 1',
      { groups: [group(1, [1, 2], [-1], 2)], contents: contents([1, 2]) },
      'rule-case-out-of-range',
    ],
    [
      'a negative rule',
      { groups: [group(1, [1], [-1], -1)], contents: contents([1]) },
      'rule-case-out-of-range',
    ],
    [
      'a content in two groups',
      { groups: [group(1, [1]), group(2, [1])], contents: contents([1]) },
      'content-in-several-groups',
    ],
    [
      'a sandbox content in a group',
      { groups: [group(1, [1])], contents: contents([1], [1]) },
      'sandbox-content-placed',
    ],
    ['a placed content in no group', { groups: [], contents: contents([1]) }, 'placed-content-missing'],
    ['a group content not in the unit', { groups: [group(1, [1])], contents: [] }, 'unknown-content'],
    ['a content listed twice', { groups: [], contents: contents([1, 1], [1]) }, 'duplicate-content'],
    [
      'two groups with one id',
      { groups: [group(1, [1]), group(1, [2])], contents: contents([1, 2]) },
      'duplicate-group',
    ],
    [
      'two placeholders',
      { groups: [group(1, [placeholderContentId]), group(2, [placeholderContentId])], contents: [] },
      'several-placeholders',
    ],
    [
      'a placeholder beside content',
      { groups: [group(1, [1, placeholderContentId])], contents: contents([1]) },
      'placeholder-mixed',
    ],
    [
      'a child under the placeholder',
      { groups: [group(1, [placeholderContentId]), group(2, [2], [1])], contents: contents([2]) },
      'placeholder-has-children',
    ],
  ])('names %s', (_name, tree, code) => {
    expect(treeProblems(tree).map((problem) => problem.code)).toContain(code);
  });
});

describe('unit data', () => {
  it('reads GET /unit/{id} and writes PUT /unit/{unit_id} without a placeholder', () => {
    const unit = unitTreeToUnit(startDrag(chain));
    expect(unit.unit_data).toHaveLength(3);
    expect(unit.unit_contents).toContainEqual({ id: 7, is_sandbox: true });
    expect(unitTreeFromUnit(unit)).toEqual(chain);
  });
});
