import type { UserPlan, UserSegment } from '@segno/domain';
import { EmptyState, PlanCard, SegmentCard } from '@segno/ui';
import { hashHref, paths } from '../../paths';
import { DashboardSection } from './dashboard-section';
import { toPlanCard, toSegmentCard } from './to-widget-items';

export type DashboardLearningProps = {
  segments: readonly UserSegment[];
  plans: readonly UserPlan[];
  onSegmentSubscribeChange: (segmentId: number, subscribe: boolean) => unknown;
  onPlanSubscribeChange: (planId: number, subscribe: boolean) => unknown;
};

type Group = { title: string; isAssigned: boolean; empty: string };

// spec 000 section 4: assigned (auto-subscribed) and self-subscribed lists are kept separate.
const groups: readonly Group[] = [
  { title: 'Assigned learning', isAssigned: true, empty: 'Nothing is assigned to you right now' },
  { title: 'Your subscriptions', isAssigned: false, empty: 'You have not subscribed to anything yet' },
];

/** The learner's segments and plans, assigned ones apart from those they subscribed to themselves. */
export function DashboardLearning({
  segments,
  plans,
  onSegmentSubscribeChange,
  onPlanSubscribeChange,
}: DashboardLearningProps) {
  return groups.map(({ title, isAssigned, empty }) => {
    const inGroup = ({ is_assigned, is_subscribed }: { is_assigned: 0 | 1; is_subscribed: 0 | 1 }) =>
      isAssigned ? is_assigned === 1 : is_assigned === 0 && is_subscribed === 1;
    const groupSegments = segments.filter(inGroup);
    const groupPlans = plans.filter(inGroup);
    return (
      <DashboardSection key={title} title={title}>
        {groupSegments.length + groupPlans.length === 0 ? (
          <EmptyState headingLevel={3} title={empty} />
        ) : (
          <ul aria-label={title} className="grid gap-3 sm:grid-cols-2">
            {groupSegments.map((segment) => (
              <li key={`segment-${segment.segment_id}`}>
                <SegmentCard
                  segment={toSegmentCard(segment)}
                  href={hashHref(paths.segmentHome(segment.segment_id))}
                  headingLevel="h3"
                  onSubscribeChange={onSegmentSubscribeChange}
                />
              </li>
            ))}
            {groupPlans.map((plan) => (
              <li key={`plan-${plan.plan_id}`}>
                <PlanCard
                  plan={toPlanCard(plan)}
                  href={hashHref(paths.learningPlan(plan.plan_id))}
                  headingLevel="h3"
                  onSubscribeChange={onPlanSubscribeChange}
                />
              </li>
            ))}
          </ul>
        )}
      </DashboardSection>
    );
  });
}
