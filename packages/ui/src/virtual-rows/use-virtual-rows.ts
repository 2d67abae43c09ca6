import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type Key, useMemo, useRef, useState } from 'react';
import { type VirtualRowSlice, virtualRowSlices, withKeptIndex } from './virtual-rows-slices';

export type UseVirtualRowsOptions = {
  count: number;
  /** When false every row is rendered, in the page's flow: short lists stay plain. */
  isVirtual: boolean;
  /** A row's height before it is measured. */
  estimateSizePx: number;
  /** The row's identity, so measured heights follow the row; keep it stable between renders (useCallback). */
  getKey: (index: number) => Key;
};

/**
 * Virtual rows that keep the list's semantics: the rows in view (plus a few) are rendered in the normal flow
 * between gaps, each measured (`rowProps`), and the row holding the keyboard focus stays rendered when it is
 * scrolled out, so focus and Tab order survive scrolling. Spread `scrollAreaProps` on the scrolling element.
 */
export function useVirtualRows({ count, isVirtual, estimateSizePx, getKey }: UseVirtualRowsOptions) {
  const scrollRef = useRef<HTMLElement>(null);
  const [focusedIndex, setFocusedIndex] = useState<number>();
  const virtualizer = useVirtualizer({
    count: isVirtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSizePx,
    getItemKey: getKey,
    overscan: 4,
    rangeExtractor: (range) => withKeptIndex(defaultRangeExtractor(range), focusedIndex, range.count),
  });
  const everyRow = useMemo(
    (): VirtualRowSlice[] =>
      isVirtual ? [] : Array.from({ length: count }, (_, index) => ({ kind: 'row', index })),
    [count, isVirtual],
  );
  const slices = isVirtual
    ? virtualRowSlices(virtualizer.getVirtualItems(), virtualizer.getTotalSize())
    : everyRow;
  const range = isVirtual ? virtualizer.range : null;

  function onFocus(event: FocusEvent<HTMLElement>) {
    const row = event.target.closest('[data-index]');
    setFocusedIndex(
      row && event.currentTarget.contains(row) ? Number(row.getAttribute('data-index')) : undefined,
    );
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(undefined);
  }

  return {
    slices,
    /** Props of the row at `index`: measured, and found again by its index when it takes focus. */
    rowProps: (index: number) =>
      isVirtual ? { ref: virtualizer.measureElement, 'data-index': index } : { 'data-index': index },
    scrollAreaProps: { ref: scrollRef, onFocus, onBlur },
    scrollToIndex: (index: number) => virtualizer.scrollToIndex(index, { align: 'center' }),
    /** The first and last row in view (not the few rendered around them); undefined before the list is laid out. */
    firstInView: range?.startIndex,
    lastInView: range?.endIndex,
  };
}
