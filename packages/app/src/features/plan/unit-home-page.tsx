import { formatDate, formatMessage, messages } from '@segno/domain';
import { Alert, defaultUnitTreeLabels, Skeleton } from '@segno/ui';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { PlanContentList } from './plan-content-list';
import { PlanHeader } from './plan-header';
import { type PlanData, planRouteId, type UnitHomeData } from './plan-loaders';
import { PlanUnitNav } from './plan-unit-nav';
import { toUnitTree, unitItemHref } from './unit-items';

// The unit tree canvas is React Flow (about 55 kB): it loads apart, so the unit's contents show without waiting.
const UnitTreeCanvas = lazy(async () => ({
  default: (await import('@segno/ui/unit-tree-canvas')).UnitTreeCanvas,
}));

/** The localStorage key of the unit home's content sort (002, section 9: remembered locally). */
export const unitSortStorageKey = 'segno.sort.plan-unit';

const texts = messages.plans.learner;

/**
 * /dashboard/learning-plan/{plan_id}/unit/{unit_id}/home (002, section 2): the plan and its progress bar, its
 * units, and this unit's tree of groups (satisfied, next, locked) with its contents listed below. A locked unit
 * says why and when it opens instead.
 */
export function UnitHomePage() {
  const { plan, units } = useRouteLoaderData(planRouteId) as PlanData;
  const { unit } = useLoaderData() as UnitHomeData;
  const titleId = useId();
  const planId = plan.plan_id;
  const tree = useMemo(() => toUnitTree(planId, unit), [planId, unit]);

  return (
    <div className="grid gap-8">
      <PlanHeader plan={plan} />
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <PlanUnitNav planId={planId} units={units} currentUnitId={unit.unit_id} />
        <section
          aria-labelledby={titleId}
          data-slot="plan-unit"
          data-state={unit.is_locked ? 'locked' : unit.is_complete ? 'complete' : 'open'}
          className="grid min-w-0 content-start gap-6"
        >
          <h2 id={titleId} className="text-xl font-semibold">
            {unit.unit_name}
          </h2>
          {unit.is_locked ? (
            <Alert tone="warning" data-slot="plan-unit-locked" className="grid gap-1">
              <strong>{texts.unitLocked}</strong>
              {unit.locked_reason && <span>{unit.locked_reason}</span>}
              {unit.opens_date && (
                <span>{formatMessage(texts.unitOpens, { date: formatDate(unit.opens_date) })}</span>
              )}
            </Alert>
          ) : (
            <>
              <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                <UnitTreeCanvas groups={tree.groups} edges={tree.edges} />
              </Suspense>
              <section aria-labelledby={`${titleId}-contents`} className="grid gap-3">
                <h3 id={`${titleId}-contents`} className="text-lg font-semibold">
                  {texts.contents}
                </h3>
                <PlanContentList
                  contents={unit.unit_contents}
                  label={formatMessage(texts.contentsOf, { name: unit.unit_name })}
                  storageKey={unitSortStorageKey}
                  getHref={(item) => unitItemHref(planId, unit.unit_id, item)}
                  emptyText={defaultUnitTreeLabels.empty}
                />
              </section>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
