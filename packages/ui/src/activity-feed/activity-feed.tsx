import { lazy, type ReactNode, Suspense } from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { virtualRowsFrom } from '../virtual-rows/virtual-rows-from';
import { ActivityFeedItem } from './activity-feed-item';
import { ActivityFeedRow } from './activity-feed-row';
import { ActivityFeedSkeleton } from './activity-feed-skeleton';
import type { ActivityLikeChange, ActivityFeedItem as Item } from './activity-feed-types';
import { useActivityLikes } from './use-activity-likes';

/** Loaded on first use: only a long feed needs the virtualiser (issue 11, the learner's first load). */
const ActivityFeedLongList = lazy(() =>
  import('./activity-feed-long-list').then((module) => ({ default: module.ActivityFeedLongList })),
);

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
  const likes = useActivityLikes(onLikeChange);
  const showsPerson = variant === 'network';
  const renderItem = (item: Item) => (
    <ActivityFeedItem
      item={item}
      now={now}
      showsPerson={showsPerson}
      like={likes.likeOf(item)}
      onLikeToggle={() => likes.toggle(item)}
    />
  );
  let body: ReactNode;
  if (isLoading) body = <ActivityFeedSkeleton label={label} showsPerson={showsPerson} />;
  else if (items.length === 0)
    body = emptyState ?? <EmptyState headingLevel={3} title={defaults[variant].empty} />;
  else if (items.length >= virtualRowsFrom)
    body = (
      <Suspense
        fallback={<ActivityFeedSkeleton label={label} showsPerson={showsPerson} heightPx={heightPx} />}
      >
        <ActivityFeedLongList items={items} label={label} heightPx={heightPx} renderItem={renderItem} />
      </Suspense>
    );
  else
    body = (
      <ul aria-label={label}>
        {items.map((item, index) => (
          <ActivityFeedRow key={item.id} index={index} setSize={items.length}>
            {renderItem(item)}
          </ActivityFeedRow>
        ))}
      </ul>
    );
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
