export { PlanCard, type PlanCardPlan, type PlanCardProps } from './plan-card';
