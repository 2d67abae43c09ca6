import { messages } from '@segno/domain';
import { hashHref, paths } from '../../paths';
import type { CrumbHandle } from '../dashboard/crumbs';
import { type PlanData, planRouteId } from './plan-loaders';

/** Home › Learning plans (the plans tab of browse learning) › {plan name}: the plan's name is the third crumb. */
export const planCrumbs: CrumbHandle = {
  crumbs: (match) => {
    const learningPlans = {
      label: messages.plans.learner.learningPlans,
      href: hashHref(paths.browseLearning({ tab: 'plans' })),
    };
    const data = match.data as PlanData | undefined;
    return data
      ? [learningPlans, { label: data.plan.plan_name, href: hashHref(paths.learningPlan(data.plan.plan_id)) }]
      : [learningPlans];
  },
};

/** › {unit name}, leading to the unit home; the name comes from the plan route's unit list. */
export const unitCrumbs: CrumbHandle = {
  crumbs: (match, matches) => {
    const data = matches.find((candidate) => candidate.id === planRouteId)?.data as PlanData | undefined;
    const unit = data?.units.find((row) => String(row.unit_id) === match.params.unit_id);
    return data && unit
      ? [{ label: unit.unit_name, href: hashHref(paths.planUnitHome(data.plan.plan_id, unit.unit_id)) }]
      : [];
  },
};
