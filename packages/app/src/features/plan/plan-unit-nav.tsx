import { formatDate, formatMessage, messages, type PlanUnitRow } from '@segno/domain';
import { cn, Tag } from '@segno/ui';
import { hashHref, paths } from '../../paths';

const texts = messages.plans.learner;

/**
 * The plan's units in order: open ones link to their home, the current one is marked, and a locked one says
 * why and when it opens instead of linking.
 */
export function PlanUnitNav({
  planId,
  units,
  currentUnitId,
}: {
  planId: number;
  units: readonly PlanUnitRow[];
  currentUnitId: number;
}) {
  return (
    <nav aria-label={texts.units} data-slot="plan-unit-nav" className="grid content-start gap-2">
      <h2 className="text-lg font-semibold">{texts.units}</h2>
      <ol className="grid gap-1">
        {units.map((unit) => {
          const isCurrent = unit.unit_id === currentUnitId;
          const state = unit.is_locked ? 'locked' : unit.is_complete ? 'complete' : 'open';
          return (
            <li
              key={unit.unit_id}
              data-slot="plan-unit"
              data-state={state}
              className={cn(
                'rounded-md border border-transparent px-3 py-2',
                isCurrent && 'border-primary bg-muted',
              )}
            >
              {unit.is_locked ? (
                <div aria-current={isCurrent ? 'page' : undefined} className="grid gap-0.5">
                  <span className="font-medium text-muted-foreground">{unit.unit_name}</span>
                  {unit.locked_reason && <span className="text-sm">{unit.locked_reason}</span>}
                  {unit.opens_date && (
                    <span className="text-sm text-muted-foreground">
                      {formatMessage(texts.unitOpens, { date: formatDate(unit.opens_date) })}
                    </span>
                  )}
                </div>
              ) : (
                <a
                  href={hashHref(paths.planUnitHome(planId, unit.unit_id))}
                  aria-current={isCurrent ? 'page' : undefined}
                  className="inline-flex min-h-6 flex-wrap items-center gap-2 rounded-sm font-medium text-primary underline-offset-2 hover:underline"
                >
                  {unit.unit_name}
                  {unit.is_complete && <Tag label={texts.unitComplete} variant="primary" />}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
