export { ActivityFeed, type ActivityFeedProps } from './activity-feed';
export type { ActivityFeedItem, ActivityLikeChange } from './activity-feed-types';
