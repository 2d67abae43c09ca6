import { addContents, emptyUnitTree, placeContent, placeholderContentId, startDrag } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import {
  editorColumn,
  editorGroupNames,
  editorPositions,
  estimatedGroupHeight,
  realGroups,
} from './unit-tree-editor-layout';

/** Group A (two contents) leads to B and C; content 5 waits in the sandbox. */
function tree() {
  let result = placeContent(addContents(emptyUnitTree, [1, 2, 3, 4, 5]), 1, { parentIds: [] });
  const a = result.groups[0]?.group_id ?? 0;
  result = placeContent(result, 2, { groupId: a });
  result = placeContent(result, 3, { parentIds: [a] });
  return placeContent(result, 4, { parentIds: [a] });
}

describe('realGroups and editorGroupNames', () => {
  it('reads the groups row by row, left to right, and names them in that order', () => {
    const unit = tree();
    const reversed = { ...unit, groups: [...unit.groups].reverse() };
    const ordered = realGroups(reversed).map((group) => group.content_col);
    expect(ordered).toEqual([[1, 2], [3], [4]]);
    expect([...editorGroupNames(realGroups(reversed)).values()]).toEqual(['Group 1', 'Group 2', 'Group 3']);
  });

  it('leaves the drag placeholder out', () => {
    const dragging = startDrag(tree());
    expect(dragging.groups.some((group) => group.content_col.includes(placeholderContentId))).toBe(true);
    expect(realGroups(dragging)).toHaveLength(3);
    expect(editorGroupNames(realGroups(dragging)).size).toBe(3);
  });
});

describe('editorPositions', () => {
  it('puts every group on the 142 by 300 admin grid, children a whole number of rows below their parents', () => {
    const groups = realGroups(tree());
    const positions = editorPositions(groups);
    const [a, b, c] = groups.map((group) => positions.get(group.group_id));
    const [first] = groups;
    expect(a).toEqual({ x: 0, y: 0 });
    expect(b?.x).toBe(0);
    expect(c?.x).toBe(editorColumn);
    expect(editorColumn % 142).toBe(0);
    expect(b?.y).toBe(c?.y);
    expect((b?.y ?? 0) % 300).toBe(0);
    if (first) expect(b?.y ?? 0).toBeGreaterThanOrEqual(estimatedGroupHeight(first));
    expect(first).toBeDefined();
  });

  it('places nothing for no groups', () => {
    expect(editorPositions([]).size).toBe(0);
  });
});
