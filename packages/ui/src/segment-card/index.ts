export { LearningItemCard, type LearningItemCardProps } from './learning-item-card';
export { SegmentCard, type SegmentCardProps, type SegmentCardSegment } from './segment-card';
export { SubscriptionControls, type SubscriptionControlsProps } from './subscription-controls';
