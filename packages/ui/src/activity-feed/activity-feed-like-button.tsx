import { Button } from '../button';
import type { ShownLike } from './use-activity-likes';

export type ActivityFeedLikeButtonProps = {
  like: ShownLike;
  /** The id of the activity's description, so the button is read with what it likes. */
  describedBy: string;
  onToggle: () => void;
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

/** A like toggle with its count, as the feed shows it (useActivityLikes). */
export function ActivityFeedLikeButton({ like, describedBy, onToggle }: ActivityFeedLikeButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      data-slot="activity-like"
      aria-pressed={like.isLiked}
      aria-describedby={describedBy}
      icon={<HeartIcon isFilled={like.isLiked} />}
      onClick={onToggle}
      className="text-primary"
    >
      <span className="sr-only">Like, </span>
      <span>{like.count}</span>
      <span className="sr-only">{like.count === 1 ? ' like' : ' likes'}</span>
    </Button>
  );
}
