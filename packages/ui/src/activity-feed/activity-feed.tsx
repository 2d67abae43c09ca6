import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { ActivityFeedItem } from './activity-feed-item';
import type { ActivityLikeChange, ActivityFeedItem as Item } from './activity-feed-types';

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
  className,
}: ActivityFeedProps) {
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
  else
    body = (
      <ul aria-label={label} className="grid gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <ActivityFeedItem
              item={item}
              now={now}
              showsPerson={variant === 'network'}
              onLikeChange={onLikeChange}
            />
          </li>
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
