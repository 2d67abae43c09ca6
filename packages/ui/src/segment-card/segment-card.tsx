import { LearningItemCard } from './learning-item-card';

const numberFormat = new Intl.NumberFormat('en-US');

/** A segment as the learner's lists show it (000, section 3, Segment). */
export type SegmentCardSegment = {
  segment_id: number;
  name: string;
  description?: string;
  /** contents.percent_complete. */
  percent_complete: number;
  segment_score: number;
  total_points: number;
  is_subscribed: boolean;
  is_assigned: boolean;
};

export type SegmentCardProps = {
  segment: SegmentCardSegment;
  /** Where the card opens, such as '#/dashboard/segments/1/home'. */
  href?: string;
  /** Called with the segment id and true to subscribe or false to unsubscribe; busy while pending. */
  onSubscribeChange?: (segmentId: number, subscribe: boolean) => unknown;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/** A segment: name (cut at 32 characters), description, progress, points and subscription. */
export function SegmentCard({ segment, href, onSubscribeChange, headingLevel, className }: SegmentCardProps) {
  return (
    <LearningItemCard
      kind="segment"
      name={segment.name}
      description={segment.description}
      percentComplete={segment.percent_complete}
      pointsText={`${numberFormat.format(segment.segment_score)} of ${numberFormat.format(segment.total_points)} points`}
      href={href}
      headingLevel={headingLevel}
      className={className}
      isSubscribed={segment.is_subscribed}
      isAssigned={segment.is_assigned}
      onSubscribeChange={
        onSubscribeChange && ((subscribe) => onSubscribeChange(segment.segment_id, subscribe))
      }
    />
  );
}
