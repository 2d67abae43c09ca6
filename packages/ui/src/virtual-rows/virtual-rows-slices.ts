/** A rendered row, or the room of the rows left out before it (or after the last). */
export type VirtualRowSlice = { kind: 'row'; index: number } | { kind: 'gap'; key: string; sizePx: number };

type PlacedRow = { index: number; start: number; end: number };

/**
 * The rows to render, in order, with a gap standing for each run of rows left out, so that the rendered rows
 * stay in the normal flow (list items and table rows alike) and the scrolling area keeps its full height. Gaps
 * are keyed by their place, so scrolling resizes them rather than replacing them.
 */
export function virtualRowSlices(rows: readonly PlacedRow[], totalSizePx: number): VirtualRowSlice[] {
  const slices: VirtualRowSlice[] = [];
  let offset = 0;
  for (const row of rows) {
    if (row.start > offset)
      slices.push({ kind: 'gap', key: `gap-${slices.length}`, sizePx: row.start - offset });
    slices.push({ kind: 'row', index: row.index });
    offset = Math.max(offset, row.end);
  }
  if (totalSizePx > offset) slices.push({ kind: 'gap', key: 'gap-end', sizePx: totalSizePx - offset });
  return slices;
}

/**
 * The indexes to render plus `keptIndex` (the row holding the keyboard focus), in order: a focused row scrolled
 * out of view stays in the page, so focus is not dropped to the document and Tab carries on from it.
 */
export function withKeptIndex(
  indexes: readonly number[],
  keptIndex: number | undefined,
  count: number,
): number[] {
  if (keptIndex === undefined || keptIndex < 0 || keptIndex >= count || indexes.includes(keptIndex))
    return [...indexes];
  return [...indexes, keptIndex].sort((a, b) => a - b);
}
