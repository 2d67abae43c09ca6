import { formatActivityTime, isRecent } from '@segno/domain';
import { useId } from 'react';
import { Avatar } from '../avatar';
import { Tag } from '../tag';
import { ActivityFeedLikeButton } from './activity-feed-like-button';
import type { ActivityFeedItem as Item } from './activity-feed-types';
import type { ShownLike } from './use-activity-likes';

const numberFormat = new Intl.NumberFormat('en-US');

export type ActivityFeedItemProps = {
  item: Item;
  now: Date;
  showsPerson: boolean;
  like: ShownLike;
  onLikeToggle: () => void;
};

/** One activity: who (in network activity), what, where, when, a 'New' flag and the like toggle. */
export function ActivityFeedItem({ item, now, showsPerson, like, onLikeToggle }: ActivityFeedItemProps) {
  const descriptionId = useId();
  return (
    <article
      data-slot="activity-feed-item"
      data-type={item.type}
      className="flex gap-3 rounded-md border border-border bg-surface p-3 text-surface-foreground"
    >
      {showsPerson && item.user && (
        <Avatar name={item.user.name} src={item.user.profile_img} aria-hidden="true" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <p id={descriptionId} className="text-sm">
          {showsPerson && item.user && <span className="font-semibold">{item.user.name} </span>}
          {item.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{item.type}</span>
          <span aria-hidden="true">·</span>
          <span>{item.segment_name}</span>
          {item.points !== undefined && (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-semibold text-foreground">
                +{numberFormat.format(item.points)} points
              </span>
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={item.date.toISOString()} className="text-xs text-muted-foreground">
            {formatActivityTime(item.date, now)}
          </time>
          {/* 000, section 4: an item is flagged new within 14 days of now. */}
          {isRecent(item.date, now) && <Tag label="New" variant="primary" />}
          <span className="ml-auto">
            <ActivityFeedLikeButton like={like} describedBy={descriptionId} onToggle={onLikeToggle} />
          </span>
        </div>
      </div>
    </article>
  );
}
