import { formatMessage, messages } from '@segno/domain';
import { useId } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { PlanContentList } from './plan-content-list';
import { PlanHeader } from './plan-header';
import { type ComplianceData, type PlanData, planRouteId } from './plan-loaders';

/** The localStorage key of the compliance list's content sort (002, section 9: remembered locally). */
export const complianceSortStorageKey = 'segno.sort.plan-compliance';

const texts = messages.plans.learner;

/**
 * The compliance list (002, section 2: where a compliance plan leads; the path is ours): the plan, its progress
 * bar against the monthly target, and its contents, each taken as the plan's content.
 */
export function ComplianceListPage() {
  const { plan } = useRouteLoaderData(planRouteId) as PlanData;
  const { contents } = useLoaderData() as ComplianceData;
  const titleId = useId();
  return (
    <div className="grid gap-8">
      <PlanHeader plan={plan} />
      <section aria-labelledby={titleId} className="grid gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {texts.contents}
        </h2>
        <PlanContentList
          contents={contents}
          label={formatMessage(texts.contentsOf, { name: plan.plan_name })}
          storageKey={complianceSortStorageKey}
          getHref={(item) => hashHref(paths.content({ planId: plan.plan_id, contentId: item.content_id }))}
          emptyText={texts.noContents}
        />
      </section>
    </div>
  );
}
