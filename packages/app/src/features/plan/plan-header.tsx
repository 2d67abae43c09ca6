import { formatMessage, messages, type PlanDetail, progressBarState } from '@segno/domain';
import { ProgressBar } from '@segno/ui';

/** The plan's name and its progress bar: tone and days text by the domain's rule (002, section 4). */
export function PlanHeader({ plan, now = new Date() }: { plan: PlanDetail; now?: Date }) {
  const state = progressBarState(
    {
      contents: plan.contents,
      dueDate: plan.due_date,
      objectType: plan.object_type,
      monthlyTargets: plan.monthly_targets,
      useMonthlyTargets: plan.use_monthly_targets,
    },
    now,
  );
  return (
    <header className="grid gap-3">
      <h1 className="text-2xl font-semibold">{plan.plan_name}</h1>
      {plan.plan_description && <p className="max-w-prose text-muted-foreground">{plan.plan_description}</p>}
      <ProgressBar
        value={state.completed}
        max={state.total}
        tone={state.tone}
        text={state.text ?? formatMessage(messages.plans.learner.percentComplete, { percent: state.percent })}
        label={plan.plan_name}
        className="max-w-xl"
      />
      {state.target !== undefined && (
        <p data-slot="plan-monthly-target" className="text-sm text-muted-foreground">
          {formatMessage(messages.plans.learner.monthlyTarget, {
            percent: state.percent,
            target: state.target,
          })}
        </p>
      )}
    </header>
  );
}
