import type { ActivityType } from '@segno/domain';

/** One award in an activity list (000, section 3: activity type, date, segment_name; network adds the user). */
export type ActivityFeedItem = {
  id: number;
  type: ActivityType;
  date: Date;
  segment_name: string;
  /** What happened, as the server words it ("Completed Fire Safety Basics"). */
  description: string;
  /** Points awarded, for a Points activity. */
  points?: number;
  like_count: number;
  is_liked: boolean;
  /** The peer who earned it, in network activity. */
  user?: { user_id: number; name: string; profile_img?: string };
};

/**
 * Called when the learner likes or unlikes an activity. When it returns a promise that rejects, the like
 * is undone on screen.
 */
export type ActivityLikeChange = (id: number, isLiked: boolean) => unknown;
