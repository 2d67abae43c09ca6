import { type ReactNode, useCallback } from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { useVirtualRows, virtualRowsFrom } from '../virtual-rows/use-virtual-rows';
import { VirtualGap } from '../virtual-rows/virtual-gap';
import { VirtualScrollArea } from '../virtual-rows/virtual-scroll-area';
import { ActivityFeedItem } from './activity-feed-item';
import type { ActivityLikeChange, ActivityFeedItem as Item } from './activity-feed-types';
import { useActivityLikes } from './use-activity-likes';

export type ActivityFeedProps = {
  items: readonly Item[];
  /** 'recent' is the learner's own activity; 'network' shows each peer with their picture. */
  variant?: 'recent' | 'network';
  /** The moment 'New' flags and 'today' times are measured from. */
  now?: Date;
  /** Called when the learner likes or unlikes an activity; a rejected promise undoes it on screen. */
  onLikeChange?: ActivityLikeChange;
  /** Shows placeholders while the list loads. */
  isLoading?: boolean;
  /** Names the list for screen readers; defaults to 'Recent activity' or 'Network activity'. */
  label?: string;
  /** Replaces the default empty-state message. */
  emptyState?: ReactNode;
  /** A 'See all' link under the list, such as to /dashboard/all-activity. */
  seeAll?: ReactNode;
  /**
   * Height in pixels of the area a long list (100 items or more) scrolls in; only the items in view are then
   * in the page. Shorter lists are shown whole.
   */
  heightPx?: number;
  className?: string;
};

/** An item's height before it is measured: the card (description, details, time and like) and the space under it. */
const estimatedItemHeightPx = 116;

const defaults = {
  recent: { label: 'Recent activity', empty: 'No recent activity yet' },
  network: { label: 'Network activity', empty: 'No network activity yet' },
} as const;

/** A learner's recent activity or their team's network activity, with likes. */
export function ActivityFeed({
  items,
  variant = 'recent',
  now = new Date(),
  onLikeChange,
  isLoading = false,
  label = defaults[variant].label,
  emptyState,
  seeAll,
  heightPx = 600,
  className,
}: ActivityFeedProps) {
  const isLong = items.length >= virtualRowsFrom;
  const getKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const { slices, rowProps, scrollAreaProps } = useVirtualRows({
    count: items.length,
    isVirtual: isLong,
    estimateSizePx: estimatedItemHeightPx,
    getKey,
  });
  const likes = useActivityLikes(onLikeChange);
  let body: ReactNode;
  if (isLoading)
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={`Loading ${label.toLowerCase()}`}
        className="grid gap-3"
      >
        {[1, 2, 3].map((row) => (
          <span key={row} className="flex gap-3 rounded-md border border-border p-3">
            {variant === 'network' && <Skeleton shape="circle" />}
            <Skeleton lines={3} />
          </span>
        ))}
      </div>
    );
  else if (items.length === 0)
    body = emptyState ?? <EmptyState headingLevel={3} title={defaults[variant].empty} />;
  else {
    const list = (
      <ul aria-label={label}>
        {slices.map((slice) => {
          if (slice.kind === 'gap') return <VirtualGap key={slice.key} as="li" sizePx={slice.sizePx} />;
          const item = items[slice.index];
          if (!item) return null;
          return (
            <li
              key={item.id}
              {...rowProps(slice.index)}
              aria-setsize={items.length}
              aria-posinset={slice.index + 1}
              // the space under each item is part of it, so a measured item holds its own share
              className={cn(slice.index < items.length - 1 && 'pb-2')}
            >
              <ActivityFeedItem
                item={item}
                now={now}
                showsPerson={variant === 'network'}
                like={likes.likeOf(item)}
                onLikeToggle={() => likes.toggle(item)}
              />
            </li>
          );
        })}
      </ul>
    );
    body = isLong ? (
      <VirtualScrollArea label={label} heightPx={heightPx} {...scrollAreaProps}>
        {list}
      </VirtualScrollArea>
    ) : (
      list
    );
  }
  return (
    <div
      data-slot="activity-feed"
      data-variant={variant}
      data-state={isLoading ? 'loading' : items.length === 0 ? 'empty' : 'ready'}
      className={cn('grid gap-2', className)}
    >
      {body}
      {seeAll && !isLoading && <div data-slot="activity-feed-see-all">{seeAll}</div>}
    </div>
  );
}
