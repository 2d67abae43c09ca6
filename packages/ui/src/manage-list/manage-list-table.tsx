import {
  Children,
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useMemo,
} from 'react';
import { DataTable } from '../data-table';
import { useVirtualRows } from '../virtual-rows/use-virtual-rows';
import { VirtualGap } from '../virtual-rows/virtual-gap';
import { virtualRowsFrom } from '../virtual-rows/virtual-rows-from';
import { VirtualScrollArea } from '../virtual-rows/virtual-scroll-area';

export type ManageListTableProps = {
  title: string;
  columns: readonly ReactNode[];
  /** The app's keyed `tr`s. */
  rows: ReactNode;
  heightPx: number;
};

/** A row's height before it is measured: one line of text in the cells' padding, and the rule under it. */
const estimatedRowHeightPx = 37;

/**
 * The list's table. A long one (100 rows or more) scrolls in its own area and only the rows in view are in the
 * page, each given its place among all (aria-rowindex of aria-rowcount; the heading row is row 1).
 */
export function ManageListTable({ title, columns, rows, heightPx }: ManageListTableProps) {
  const rowElements = useMemo(
    () =>
      Children.toArray(rows).filter((row): row is ReactElement<ComponentProps<'tr'>> => isValidElement(row)),
    [rows],
  );
  const isLong = rowElements.length >= virtualRowsFrom;
  const getKey = useCallback((index: number) => rowElements[index]?.key ?? index, [rowElements]);
  const { slices, rowProps, scrollAreaProps } = useVirtualRows({
    count: rowElements.length,
    isVirtual: isLong,
    estimateSizePx: estimatedRowHeightPx,
    getKey,
  });
  if (!isLong)
    return (
      <DataTable caption={title} columns={columns}>
        {rows}
      </DataTable>
    );
  return (
    <VirtualScrollArea label={title} heightPx={heightPx} {...scrollAreaProps}>
      <DataTable caption={title} columns={columns} aria-rowcount={rowElements.length + 1}>
        {slices.map((slice) => {
          if (slice.kind === 'gap')
            return <VirtualGap key={slice.key} as="tr" sizePx={slice.sizePx} columnCount={columns.length} />;
          const row = rowElements[slice.index];
          // The app's row, measured and placed: its own props stay, the list adds its ref and index.
          return row && cloneElement(row, { ...rowProps(slice.index), 'aria-rowindex': slice.index + 2 });
        })}
      </DataTable>
    </VirtualScrollArea>
  );
}
