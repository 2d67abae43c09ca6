export { RecommendationList, type RecommendationListProps } from './recommendation-list';
export type { RecommendationDismiss, RecommendationItem } from './recommendation-list-types';
