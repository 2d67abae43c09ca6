export {
  ContentCard,
  type ContentCardLinkProps,
  type ContentCardProps,
  type ContentCardState,
  contentCardState,
  contentCardVariants,
} from './content-card';
export { contentTypeLabel, estimatedTimeLabel, expertiseLabel, pointsLabel } from './content-card-labels';
export type { ContentCardContent } from './content-card-types';
