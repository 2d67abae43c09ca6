import { type ReactNode, useCallback } from 'react';
import { useVirtualRows } from '../virtual-rows/use-virtual-rows';
import { VirtualGap } from '../virtual-rows/virtual-gap';
import { VirtualScrollArea } from '../virtual-rows/virtual-scroll-area';
import { ActivityFeedRow } from './activity-feed-row';
import type { ActivityFeedItem as Item } from './activity-feed-types';

export type ActivityFeedLongListProps = {
  items: readonly Item[];
  label: string;
  heightPx: number;
  renderItem: (item: Item) => ReactNode;
};

/** An item's height before it is measured: the card (description, details, time and like) and the space under it. */
const estimatedItemHeightPx = 116;

/**
 * A long feed: it scrolls in its own area and only the items in view are in the page. Its own module, loaded
 * by the feed only when a feed is long, so a short feed does not bring the virtualiser.
 */
export function ActivityFeedLongList({ items, label, heightPx, renderItem }: ActivityFeedLongListProps) {
  const getKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const { slices, rowProps, scrollAreaProps } = useVirtualRows({
    count: items.length,
    isVirtual: true,
    estimateSizePx: estimatedItemHeightPx,
    getKey,
  });
  return (
    <VirtualScrollArea label={label} heightPx={heightPx} {...scrollAreaProps}>
      <ul aria-label={label}>
        {slices.map((slice) => {
          if (slice.kind === 'gap') return <VirtualGap key={slice.key} as="li" sizePx={slice.sizePx} />;
          const item = items[slice.index];
          if (!item) return null;
          return (
            <ActivityFeedRow
              key={item.id}
              {...rowProps(slice.index)}
              index={slice.index}
              setSize={items.length}
            >
              {renderItem(item)}
            </ActivityFeedRow>
          );
        })}
      </ul>
    </VirtualScrollArea>
  );
}
