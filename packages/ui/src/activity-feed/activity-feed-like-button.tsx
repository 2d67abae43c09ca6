import { useState } from 'react';
import { Button } from '../button';
import type { ActivityLikeChange } from './activity-feed-types';

export type ActivityFeedLikeButtonProps = {
  activityId: number;
  isLiked: boolean;
  likeCount: number;
  /** The id of the activity's description, so the button is read with what it likes. */
  describedBy: string;
  onLikeChange?: ActivityLikeChange;
};

function HeartIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/** A like toggle with its count. The change shows at once and is undone if `onLikeChange` rejects. */
export function ActivityFeedLikeButton({
  activityId,
  isLiked,
  likeCount,
  describedBy,
  onLikeChange,
}: ActivityFeedLikeButtonProps) {
  const [like, setLike] = useState({ isLiked, count: likeCount });

  function toggle() {
    const previous = like;
    const next = { isLiked: !like.isLiked, count: Math.max(0, like.count + (like.isLiked ? -1 : 1)) };
    setLike(next);
    const pending = onLikeChange?.(activityId, next.isLiked);
    if (pending instanceof Promise) pending.catch(() => setLike(previous));
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      data-slot="activity-like"
      aria-pressed={like.isLiked}
      aria-describedby={describedBy}
      icon={<HeartIcon isFilled={like.isLiked} />}
      onClick={toggle}
      className="text-primary"
    >
      <span className="sr-only">Like, </span>
      <span>{like.count}</span>
      <span className="sr-only">{like.count === 1 ? ' like' : ' likes'}</span>
    </Button>
  );
}
