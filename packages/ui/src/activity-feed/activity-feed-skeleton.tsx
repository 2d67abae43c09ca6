import type { CSSProperties } from 'react';
import { Skeleton } from '../skeleton';

export type ActivityFeedSkeletonProps = {
  /** The feed's name; announced as 'Loading <label>'. */
  label: string;
  showsPerson: boolean;
  /** Holds the room of what is loading (a long feed's scrolling area), so nothing moves once it is in. */
  heightPx?: number;
};

/** Placeholder items while the feed, or the part that shows a long feed, loads. */
export function ActivityFeedSkeleton({ label, showsPerson, heightPx }: ActivityFeedSkeletonProps) {
  const style: CSSProperties | undefined = heightPx === undefined ? undefined : { height: heightPx };
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
      data-slot="activity-feed-skeleton"
      style={style}
      className="grid content-start gap-3 overflow-hidden"
    >
      {[1, 2, 3].map((row) => (
        <span key={row} className="flex gap-3 rounded-md border border-border p-3">
          {showsPerson && <Skeleton shape="circle" />}
          <Skeleton lines={3} />
        </span>
      ))}
    </div>
  );
}
