import { LearningItemCard } from '../segment-card';

/** A learning plan as the learner's lists show it (000, section 3, Plan). */
export type PlanCardPlan = {
  plan_id: number;
  plan_name: string;
  description?: string;
  percent_complete: number;
  is_subscribed: boolean;
  is_assigned: boolean;
};

export type PlanCardProps = {
  plan: PlanCardPlan;
  /** Where the card opens, such as '#/dashboard/learning-plan/7'. */
  href?: string;
  /** Called with the plan id and true to subscribe or false to unsubscribe; busy while pending. */
  onSubscribeChange?: (planId: number, subscribe: boolean) => unknown;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/** A learning plan: name (cut at 32 characters), description, progress and subscription. */
export function PlanCard({ plan, href, onSubscribeChange, headingLevel, className }: PlanCardProps) {
  return (
    <LearningItemCard
      kind="plan"
      name={plan.plan_name}
      description={plan.description}
      percentComplete={plan.percent_complete}
      href={href}
      headingLevel={headingLevel}
      className={className}
      isSubscribed={plan.is_subscribed}
      isAssigned={plan.is_assigned}
      onSubscribeChange={onSubscribeChange && ((subscribe) => onSubscribeChange(plan.plan_id, subscribe))}
    />
  );
}
