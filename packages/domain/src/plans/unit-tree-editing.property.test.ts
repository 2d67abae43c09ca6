import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noParentNode, placeholderContentId } from './groups';
import { emptyUnitTree, groupOfContent, placeholderOf, type UnitTree } from './unit-tree';
import {
  addContents,
  cancelDrag,
  detachLink,
  dropContent,
  linkableChildIds,
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
} from './unit-tree-editing';
import { treeProblems } from './unit-tree-problems';

/**
 * Operations name contents and groups by a pick, resolved against the tree they apply to: a pick below 24 is one
 * of the tree's own ids (so generated operations hit real contents and groups), a higher one an unknown id (so
 * refusals are exercised too).
 */
const contentId = fc.nat({ max: 27 });
const groupId = fc.nat({ max: 27 });
const groupIds = fc.array(groupId, { maxLength: 3 });
const unknownFrom = 24;
/** Contents added to the unit. */
const newContentId = fc.integer({ min: 1, max: 30 });
function resolve(ids: readonly number[], pick: number): number {
  return pick >= unknownFrom || ids.length === 0 ? 1000 + pick : (ids[pick % ids.length] as number);
}
const contentsOf = (tree: UnitTree) => tree.contents.map((entry) => entry.content_id);
const groupsOf = (tree: UnitTree) => tree.groups.map((group) => group.group_id);

type Op =
  | { op: 'add'; ids: number[] }
  | { op: 'placeInGroup'; content: number; group: number }
  | { op: 'placeInNewGroup'; content: number; parents: number[] }
  | { op: 'remove'; content: number }
  | { op: 'startDrag'; parents: number[] }
  | { op: 'drop'; content: number; group?: number }
  | { op: 'cancelDrag' }
  | { op: 'link'; parent: number; child: number }
  | { op: 'detach'; parent: number; child: number }
  | { op: 'rule'; group: number; ruleCase: number }
  | { op: 'resetLayout' | 'resetSandbox' | 'resetLayoutAndSandbox' | 'removeAll' }
  | { op: 'removeSelected'; ids: number[] };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ op: fc.constant('add' as const), ids: fc.array(newContentId, { maxLength: 6 }) }),
    weight: 18,
  },
  {
    arbitrary: fc.record({ op: fc.constant('placeInGroup' as const), content: contentId, group: groupId }),
    weight: 24,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('placeInNewGroup' as const),
      content: contentId,
      parents: groupIds,
    }),
    weight: 24,
  },
  { arbitrary: fc.record({ op: fc.constant('remove' as const), content: contentId }), weight: 12 },
  { arbitrary: fc.record({ op: fc.constant('startDrag' as const), parents: groupIds }), weight: 12 },
  {
    arbitrary: fc.record(
      { op: fc.constant('drop' as const), content: contentId, group: groupId },
      { requiredKeys: ['op', 'content'] },
    ),
    weight: 12,
  },
  { arbitrary: fc.record({ op: fc.constant('cancelDrag' as const) }), weight: 6 },
  { arbitrary: fc.record({ op: fc.constant('link' as const), parent: groupId, child: groupId }), weight: 30 },
  {
    arbitrary: fc.record({ op: fc.constant('detach' as const), parent: groupId, child: groupId }),
    weight: 12,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('rule' as const),
      group: groupId,
      ruleCase: fc.integer({ min: -2, max: 8 }),
    }),
    weight: 18,
  },
  {
    arbitrary: fc.record({
      op: fc.constantFrom(
        'resetLayout' as const,
        'resetSandbox' as const,
        'resetLayoutAndSandbox' as const,
        'removeAll' as const,
      ),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('removeSelected' as const),
      ids: fc.array(contentId, { maxLength: 3 }),
    }),
    weight: 1,
  },
);

/** Resets and removals are rare, so that trees grow between them. */
/** Sequences up to `maxLength` long, and long ones often (fast-check's default size keeps arrays short). */
const opSequence = (maxLength: number) => fc.array(opArbitrary, { maxLength, size: 'max' });

function apply(tree: UnitTree, step: Op): UnitTree {
  const content = (pick: number) => resolve(contentsOf(tree), pick);
  const group = (pick: number) => resolve(groupsOf(tree), pick);
  switch (step.op) {
    case 'add':
      return addContents(tree, step.ids);
    case 'placeInGroup':
      return placeContent(tree, content(step.content), { groupId: group(step.group) });
    case 'placeInNewGroup':
      return placeContent(tree, content(step.content), { parentIds: step.parents.map(group) });
    case 'remove':
      return removeContentFromTree(tree, content(step.content));
    case 'startDrag':
      return startDrag(tree, step.parents.map(group));
    case 'drop':
      return dropContent(
        tree,
        content(step.content),
        step.group === undefined ? undefined : { groupId: group(step.group) },
      );
    case 'cancelDrag':
      return cancelDrag(tree);
    case 'link':
      return linkGroups(tree, group(step.parent), group(step.child));
    case 'detach':
      return detachLink(tree, group(step.parent), group(step.child));
    case 'rule':
      return setRuleCase(tree, group(step.group), step.ruleCase);
    case 'resetLayout':
      return resetLayout(tree);
    case 'resetSandbox':
      return resetSandbox(tree);
    case 'resetLayoutAndSandbox':
      return resetLayoutAndSandbox(tree);
    case 'removeAll':
      return removeAll(tree);
    case 'removeSelected':
      return removeSelected(tree, step.ids.map(content));
  }
}

/**
 * The spec's invariants checked here on their own (not through `treeProblems`): no self links, no cycles (a
 * topological order exists), every content in the sandbox or in exactly one group, rules within count minus 1.
 */
function expectValid(tree: UnitTree) {
  const real = tree.groups.filter((g) => !g.content_col.includes(placeholderContentId));
  for (const group of tree.groups) expect(group.parent_node).not.toContain(group.group_id);
  // Kahn's algorithm removes every group only when there is no cycle
  const ids = new Set(tree.groups.map((g) => g.group_id));
  let left = [...tree.groups];
  const done = new Set<number>();
  while (left.length > 0) {
    const ready = left.filter((g) =>
      g.parent_node.every((p) => p === noParentNode || done.has(p) || !ids.has(p)),
    );
    expect(ready.length, 'a cycle of groups').toBeGreaterThan(0);
    for (const g of ready) done.add(g.group_id);
    left = left.filter((g) => !done.has(g.group_id));
  }
  for (const group of tree.groups) {
    for (const parentId of group.parent_node) {
      if (parentId !== noParentNode) expect(ids.has(parentId)).toBe(true);
    }
  }
  for (const entry of tree.contents) {
    const holders = real.filter((g) => g.content_col.includes(entry.content_id));
    expect(holders.length).toBe(entry.is_sandbox ? 0 : 1);
  }
  for (const group of real) {
    const count = group.content_col.length;
    expect(count).toBeGreaterThan(0);
    expect(group.rule_case).toBeGreaterThanOrEqual(0);
    expect(group.rule_case).toBeLessThanOrEqual(Math.max(0, count - 1));
  }
  expect(tree.groups.filter((g) => g.content_col.includes(placeholderContentId)).length).toBeLessThanOrEqual(
    1,
  );
  expect(treeProblems(tree)).toEqual([]);
}

function ancestorsOf(tree: UnitTree, groupId: number): Set<number> {
  const found = new Set<number>();
  const visit = (id: number) => {
    for (const parentId of tree.groups.find((g) => g.group_id === id)?.parent_node ?? []) {
      if (parentId !== noParentNode && !found.has(parentId)) {
        found.add(parentId);
        visit(parentId);
      }
    }
  };
  visit(groupId);
  return found;
}

const contentIdsOf = (tree: UnitTree) => tree.contents.map((entry) => entry.content_id).sort((a, b) => a - b);

describe('unit tree editing: any sequence of operations', () => {
  it('keeps the tree valid after every step', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(opSequence(80), (ops) => {
        let tree = emptyUnitTree;
        for (const step of ops) {
          tree = apply(tree, step);
          expectValid(tree);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('leaves no placeholder after a drop or a cancelled drag', () => {
    fc.assert(
      fc.property(
        opSequence(40),
        groupIds,
        contentId,
        fc.option(groupId, { nil: undefined }),
        (ops, parents, dropped, target) => {
          const tree = ops.reduce(apply, emptyUnitTree);
          const dragging = startDrag(tree, parents);
          expect(placeholderOf(dragging)).toBeDefined();
          const afterDrop = dropContent(
            dragging,
            dropped,
            target === undefined ? undefined : { groupId: target },
          );
          expect(placeholderOf(afterDrop)).toBeUndefined();
          expectValid(afterDrop);
          expect(placeholderOf(cancelDrag(dragging))).toBeUndefined();
        },
      ),
    );
  });

  it('placing, removing, dragging, linking and resetting the layout never add or lose a unit content', () => {
    const keepsContents = opArbitrary.filter((step) =>
      [
        'placeInGroup',
        'placeInNewGroup',
        'remove',
        'startDrag',
        'drop',
        'cancelDrag',
        'link',
        'detach',
        'rule',
        'resetLayout',
      ].includes(step.op),
    );
    fc.assert(
      fc.property(opSequence(40), fc.array(keepsContents, { maxLength: 20 }), (setup, ops) => {
        const start = setup.reduce(apply, emptyUnitTree);
        expect(contentIdsOf(ops.reduce(apply, start))).toEqual(contentIdsOf(start));
      }),
    );
  });

  it('a placed content leaves the sandbox; a removed one returns to it', () => {
    fc.assert(
      fc.property(opSequence(40), newContentId, groupIds, (ops, content, parents) => {
        const tree = cancelDrag(addContents(ops.reduce(apply, emptyUnitTree), [content]));
        const placed = placeContent(tree, content, {
          parentIds: parents.map((pick) => resolve(groupsOf(tree), pick)),
        });
        expect(placed.contents.find((entry) => entry.content_id === content)?.is_sandbox).toBe(false);
        expect(groupOfContent(placed, content)).toBeDefined();
        const removed = removeContentFromTree(placed, content);
        expect(removed.contents.find((entry) => entry.content_id === content)?.is_sandbox).toBe(true);
        expect(groupOfContent(removed, content)).toBeUndefined();
      }),
    );
  });

  it('a group deleted with its last content hands its ancestors down: every other group keeps its ancestors', () => {
    fc.assert(
      fc.property(opSequence(60), contentId, (ops, pick) => {
        const tree = cancelDrag(ops.reduce(apply, emptyUnitTree));
        // the only content of a group with children, the case this is about, when there is one
        const isParent = (id: number) => tree.groups.some((g) => g.parent_node.includes(id));
        const lastContents = tree.groups
          .filter((g) => g.content_col.length === 1 && isParent(g.group_id))
          .flatMap((g) => g.content_col);
        const removed = removeContentFromTree(
          tree,
          resolve(lastContents.length > 0 ? lastContents : contentsOf(tree), pick),
        );
        const deleted = new Set(groupsOf(tree).filter((id) => !groupsOf(removed).includes(id)));
        for (const id of groupsOf(removed)) {
          const before = [...ancestorsOf(tree, id)].filter((ancestor) => !deleted.has(ancestor));
          expect([...ancestorsOf(removed, id)].sort()).toEqual(before.sort());
        }
      }),
    );
  });

  it('refuses exactly the links linkProblem names, and never links a group to itself', () => {
    fc.assert(
      fc.property(opSequence(40), groupId, groupId, (ops, parentPick, childPick) => {
        const tree = ops.reduce(apply, emptyUnitTree);
        const parent = resolve(groupsOf(tree), parentPick);
        const child = resolve(groupsOf(tree), childPick);
        const linked = linkGroups(tree, parent, child);
        expect(linked === tree).toBe(linkProblem(tree, parent, child) !== undefined);
        if (parent === child) expect(linked).toBe(tree);
      }),
    );
  });

  it('lists as linkable children exactly the groups linkProblem accepts', () => {
    fc.assert(
      fc.property(opSequence(60), groupId, (ops, parentPick) => {
        const tree = ops.reduce(apply, emptyUnitTree);
        const parent = resolve(groupsOf(tree), parentPick);
        const accepted = groupsOf(tree).filter((child) => linkProblem(tree, parent, child) === undefined);
        expect(linkableChildIds(tree, parent)).toEqual(accepted);
      }),
    );
  });

  it('every child sits in a lower row than each of its parents', () => {
    fc.assert(
      fc.property(opSequence(60), (ops) => {
        const tree = ops.reduce(apply, emptyUnitTree);
        const rowOf = new Map(tree.groups.map((g) => [g.group_id, g.default_row]));
        for (const group of tree.groups) {
          for (const parentId of group.parent_node) {
            if (parentId !== noParentNode)
              expect(group.default_row).toBeGreaterThan(rowOf.get(parentId) ?? -1);
          }
        }
      }),
    );
  });
});

describe('the generated operations', () => {
  it('reach trees worth checking: deep rows, several parents, "any n" rules, placeholders', () => {
    const trees = fc
      .sample(opSequence(80), { numRuns: 300, seed: 9 })
      .map((ops) => ops.reduce(apply, emptyUnitTree));
    const share = (test: (tree: UnitTree) => boolean) => trees.filter(test).length / trees.length;
    expect(share((tree) => tree.groups.some((g) => g.default_row >= 2))).toBeGreaterThan(0.1);
    expect(share((tree) => tree.groups.some((g) => g.parent_node.length >= 2))).toBeGreaterThan(0.1);
    expect(share((tree) => tree.groups.some((g) => g.rule_case > 0))).toBeGreaterThan(0.1);
    expect(share((tree) => placeholderOf(tree) !== undefined)).toBeGreaterThan(0.05);
  });
});
