import { describe, expect, it } from 'vitest';
import {
  type GroupStatus,
  groupItemsNeeded,
  groupStatuses,
  isGroupNextToTake,
  isGroupSatisfied,
  isUnitTreeComplete,
  type UnitTreeGroup,
  unitCompletedAt,
} from './groups';

const group = (
  group_id: number,
  content_col: number[],
  rule_case = 0,
  parent_node: number[] = [-1],
): UnitTreeGroup => ({
  group_id,
  parent_node,
  rule_case,
  content_col,
});

describe('isGroupSatisfied', () => {
  it.each([
    ['rule 0, none complete', 0, [], false],
    ['rule 0, 2 of 3 complete', 0, [1, 2], false],
    ['rule 0, all complete', 0, [1, 2, 3], true],
    ['rule 1, none complete', 1, [], false],
    ['rule 1, one complete', 1, [3], true],
    ['rule 2 (any 2 of 3), one complete', 2, [1], false],
    ['rule 2 (any 2 of 3), two complete', 2, [1, 3], true],
    ['rule 2 (any 2 of 3), all complete', 2, [1, 2, 3], true],
    ['rule above the item count caps at all', 5, [1, 2], false],
    ['rule above the item count, all complete', 5, [1, 2, 3], true],
    ['completions outside the group do not count', 1, [9], false],
  ])('%s', (_case, ruleCase, completed, expected) => {
    expect(isGroupSatisfied(group(1, [1, 2, 3], ruleCase), new Set(completed))).toBe(expected);
  });

  it('ignores the -1 placeholder', () => {
    expect(groupItemsNeeded(group(1, [1, -1]))).toBe(1);
    expect(isGroupSatisfied(group(1, [1, -1]), new Set([1]))).toBe(true);
  });

  it('an empty group is satisfied', () => {
    expect(isGroupSatisfied(group(1, [-1]), new Set())).toBe(true);
  });
});

describe('groupStatuses', () => {
  // 1 (root) -> 2 (any 2 of 3) -> 4 (two parents: 2 and 3); 3 is a second root.
  const tree = [
    group(1, [10]),
    group(2, [20, 21, 22], 2, [1]),
    group(3, [30], 0, [-1]),
    group(4, [40], 0, [2, 3]),
  ];
  const statuses = (completed: number[]) => Object.fromEntries(groupStatuses(tree, new Set(completed)));

  it.each<[string, number[], Record<number, GroupStatus>]>([
    ['nothing done: roots are next', [], { 1: 'next', 2: 'locked', 3: 'next', 4: 'locked' }],
    ['root 1 done: its child is next', [10], { 1: 'satisfied', 2: 'next', 3: 'next', 4: 'locked' }],
    ['one of the any-2 group: still next', [10, 20], { 1: 'satisfied', 2: 'next', 3: 'next', 4: 'locked' }],
    [
      'two of the any-2 group, other parent open: two-parent group stays locked',
      [10, 20, 22],
      { 1: 'satisfied', 2: 'satisfied', 3: 'next', 4: 'locked' },
    ],
    [
      'both parents satisfied: two-parent group is next',
      [10, 20, 22, 30],
      { 1: 'satisfied', 2: 'satisfied', 3: 'satisfied', 4: 'next' },
    ],
    ['only the second parent satisfied', [30], { 1: 'next', 2: 'locked', 3: 'satisfied', 4: 'locked' }],
    ['all done', [10, 20, 21, 30, 40], { 1: 'satisfied', 2: 'satisfied', 3: 'satisfied', 4: 'satisfied' }],
  ])('%s', (_case, completed, expected) => {
    expect(statuses(completed)).toEqual(expected);
  });

  it('a group with an empty parent list is a root', () => {
    expect(groupStatuses([group(1, [1], 0, [])], new Set()).get(1)).toBe('next');
  });

  it('a parent id missing from the tree does not lock the group', () => {
    expect(groupStatuses([group(1, [1], 0, [99])], new Set()).get(1)).toBe('next');
  });

  it('isGroupNextToTake reads the same statuses', () => {
    expect(isGroupNextToTake(tree[3] as UnitTreeGroup, tree, new Set([10, 20, 21, 30]))).toBe(true);
    expect(isGroupNextToTake(tree[3] as UnitTreeGroup, tree, new Set([10, 20, 21]))).toBe(false);
  });

  it('a unit is complete when every group is satisfied', () => {
    expect(isUnitTreeComplete(tree, new Set([10, 20, 21, 30]))).toBe(false);
    expect(isUnitTreeComplete(tree, new Set([10, 20, 21, 30, 40]))).toBe(true);
    expect(isUnitTreeComplete([], new Set())).toBe(true);
  });
});

describe('unitCompletedAt', () => {
  const tree = [group(1, [10]), group(2, [20, 21, 22], 2, [1])];
  const at = (day: number) => new Date(2026, 10, day);
  it.each<[string, [number, number][], Date | undefined]>([
    ['nothing done', [], undefined],
    [
      'only one of the any-2 group',
      [
        [10, 1],
        [20, 2],
      ],
      undefined,
    ],
    [
      'the second item of the any-2 group completes it',
      [
        [20, 3],
        [10, 1],
        [22, 5],
        [21, 9],
      ],
      at(5),
    ],
    [
      'a retake of the same content does not count twice',
      [
        [10, 1],
        [20, 2],
        [20, 4],
        [21, 6],
      ],
      at(6),
    ],
  ])('%s', (_case, completions, expected) => {
    const given = completions.map(([content_id, day]) => ({ content_id, completed_at: at(day) }));
    expect(unitCompletedAt(tree, given)).toEqual(expected);
  });

  it('an empty tree has no completion moment', () => {
    expect(unitCompletedAt([], [{ content_id: 1, completed_at: at(1) }])).toBeUndefined();
  });
});
