/**
 * A large, valid unit tree for the unit editor's browser benchmark (`npm run bench:unit-editor`, issue 9: 500
 * groups and 2,000 contents) and its tests. Pure and seeded: the same options give the same tree.
 */
import { seededRandom } from '../../seeded-random';
import type { EditorUnitTreeGroup, UnitTree } from '../unit-tree';

export type LargeUnitTreeOptions = {
  groups: number;
  contents: number;
  /** How many of the contents wait in the sandbox; the rest are placed, at least one per group. */
  sandboxContents: number;
  /** Groups per row of the tree; each group below the first row has one or two parents in the row above. */
  groupsPerRow: number;
  seed: number;
};

/** What the editor shows of a content (the ui's UnitTreeEditorContent). */
export type LargeUnitTreeContent = { name: string; points: number; type: string };

export const largeUnitTreeDefaults: LargeUnitTreeOptions = {
  groups: 500,
  contents: 2_000,
  sandboxContents: 200,
  groupsPerRow: 25,
  seed: 9,
};

const contentTypes = ['Video', 'Document', 'SCORM', 'Code'];

/**
 * Groups 1..n in rows of `groupsPerRow` (row r is depth r, so the layout fields are the editor's own), each below
 * the first row linked to one or two groups of the row above; contents 1..m, the placed ones dealt round the
 * groups (each group gets at least one), the last `sandboxContents` in the sandbox; rules from 'all of' to 'any
 * count - 1 of'.
 */
export function largeUnitTree(options: Partial<LargeUnitTreeOptions> = {}): {
  tree: UnitTree;
  contents: Record<number, LargeUnitTreeContent>;
} {
  const {
    groups: groupCount,
    contents: contentCount,
    sandboxContents,
    groupsPerRow,
    seed,
  } = {
    ...largeUnitTreeDefaults,
    ...options,
  };
  const placedCount = contentCount - sandboxContents;
  if (groupCount < 0 || sandboxContents < 0 || groupsPerRow < 1 || placedCount < groupCount)
    throw new Error('largeUnitTree: every group needs a placed content');
  const random = seededRandom(seed);
  const pick = (count: number) => Math.floor(random.next() * count);

  const contentCols: number[][] = Array.from({ length: groupCount }, () => []);
  for (let contentId = 1; contentId <= placedCount; contentId += 1) {
    // the first round gives every group one content, the rest land anywhere
    const index = contentId <= groupCount ? contentId - 1 : pick(groupCount);
    contentCols[index]?.push(contentId);
  }

  const groups: EditorUnitTreeGroup[] = contentCols.map((contentCol, index) => {
    const row = Math.floor(index / groupsPerRow);
    const order = index % groupsPerRow;
    const rowAbove = (row - 1) * groupsPerRow;
    const parents =
      row === 0
        ? [-1]
        : [
            ...new Set(
              Array.from({ length: 1 + pick(2) }, () => rowAbove + 1 + pick(groupsPerRow)).filter(
                (parentId) => parentId <= groupCount,
              ),
            ),
          ].sort((a, b) => a - b);
    return {
      group_id: index + 1,
      default_row: row,
      order,
      parent_node: parents.length > 0 ? parents : [-1],
      rule_case: pick(contentCol.length),
      content_col: contentCol,
    };
  });

  const contents: Record<number, LargeUnitTreeContent> = {};
  for (let contentId = 1; contentId <= contentCount; contentId += 1) {
    contents[contentId] = {
      name: `Content ${contentId}`,
      points: 5 * (1 + pick(20)),
      type: contentTypes[pick(contentTypes.length)] ?? 'Video',
    };
  }
  return {
    tree: {
      groups,
      contents: Array.from({ length: contentCount }, (_, index) => ({
        content_id: index + 1,
        is_sandbox: index + 1 > placedCount,
      })),
    },
    contents,
  };
}
