import {
  type AdminPlan,
  authoringLimits,
  type DueDateMode,
  dueDateMode,
  dueDateModes,
  monthlyTargetInputs,
  type PlanFormField,
  type PlanFormValues,
  parsePlanDueDate,
  planAdminMessages,
  planFormIssues,
  planFormPayload,
} from '@segno/domain';
import { DateField, ImageField, RadioGroup, RuledTextField, TextArea } from '@segno/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { AssignmentBody } from '../../api/assignment-calls';
import { AdminWizard, type StepProps } from './admin-wizard';
import { AssignmentStep, ResponsibilityStep } from './lazy-steps';
import { PlanUnitsStep } from './plan-units-step';
import { StatusForm } from './status-form';
import { useNamesTaken } from './use-names-taken';
import type { PlanWizardData } from './wizard-loaders';

/** The plan form's own labels (in the catalogue; the spec quotes none). */
export const planFormLabels = planAdminMessages.planScreens.form;

const monthNames = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2026, month, 1)),
);

/**
 * /segment-admin/learning-plan/new and /segment-admin/learning-plan/{id}/{step}: the plan wizard (002
 * section 2). Steps: basic info (with its monthly targets and due date), the plan's units and users (standard
 * plans) or responsibilities (compliance plans), status and change log; creating a plan opens its edit step with exit=0.
 */
export function PlanWizardPage() {
  const data = useLoaderData() as PlanWizardData;
  return <PlanWizard key={data.plan?.plan_id ?? 'new'} data={data} />;
}

function PlanWizard({ data }: { data: PlanWizardData }) {
  const api = useApi();
  const { plan, step } = data;
  const planId = plan?.plan_id;

  async function save({ values }: { values: unknown }) {
    if (planId === undefined) {
      const payload = values as ReturnType<typeof planFormPayload>;
      const created = await api.createPlan(payload);
      return { id: created.plan_id, name: payload.plan_name };
    }
    if (step === 'status') {
      const { status } = values as { status?: 1 | 2 };
      if (status !== undefined) await api.savePlan(planId, { plan_status_id: status });
    } else if (step === 'users' && data.assignment)
      await api.saveAssignment('plan', planId, data.assignment, values as AssignmentBody);
    else await api.savePlan(planId, values as ReturnType<typeof planFormPayload>);
    return { id: planId };
  }

  function body(props: StepProps) {
    if (plan === undefined || step === 'edit') return <PlanForm {...props} plan={plan} />;
    switch (step) {
      case 'units':
        return <PlanUnitsStep planId={plan.plan_id} units={data.units ?? []} exit={data.exit} />;
      case 'users':
        return data.assignment ? (
          <AssignmentStep {...props} object="plan" objectId={plan.plan_id} assignment={data.assignment} />
        ) : null;
      case 'map-responsibilities':
        return (
          <ResponsibilityStep
            mapped={data.responsibilities ?? []}
            saveIds={(ids) => api.savePlanResponsibilities(plan.plan_id, ids)}
          />
        );
      case 'status':
        return (
          <StatusForm
            {...props}
            name={plan.plan_name}
            status={plan.plan_status_id}
            archive={() => api.savePlan(plan.plan_id, { plan_status_id: 3 })}
          />
        );
      default:
        return null;
    }
  }

  return (
    <AdminWizard
      kind="plan"
      itemId={planId}
      itemName={plan?.plan_name}
      steps={data.steps}
      step={step}
      exit={planId === undefined ? 0 : data.exit}
      save={save}
      changeLog={data.changeLog}
    >
      {body}
    </AdminWizard>
  );
}

function initialValues(plan: AdminPlan | undefined): PlanFormValues {
  const mode = plan ? dueDateMode(plan) : dueDateModes.none;
  return {
    plan_is_public: plan?.plan_is_public,
    plan_image_url: plan?.plan_image_url ?? null,
    plan_name: plan?.plan_name ?? '',
    plan_short_name: plan?.plan_short_name ?? '',
    plan_description: plan?.plan_description ?? '',
    monthly_targets: monthlyTargetInputs(plan?.monthly_targets ?? []),
    due: {
      mode,
      date:
        mode === dueDateModes.fixedDate && plan?.plan_due_date ? parsePlanDueDate(plan.plan_due_date) : null,
      duration: mode === dueDateModes.duration ? String(plan?.plan_due_duration ?? '') : '',
    },
  };
}

const serverFields: Record<string, PlanFormField> = {
  plan_name: 'plan_name',
  plan_short_name: 'plan_short_name',
  plan_description: 'plan_description',
  plan_image_url: 'plan_image_url',
  plan_is_public: 'plan_is_public',
  plan_due_date: 'due',
  plan_due_duration: 'due',
};

/**
 * The plan's basic info (002 sections 3 and 5): public, image, names, description, the twelve monthly targets
 * and the due date by mode, checked by `planFormIssues`; names are looked up 400 ms after typing stops.
 */
function PlanForm({
  formId,
  onSubmit,
  onDirtyChange,
  serverErrors,
  plan,
}: StepProps & { plan: AdminPlan | undefined }) {
  const api = useApi();
  const [values, setValues] = useState(() => initialValues(plan));
  const [shown, setShown] = useState<Partial<Record<PlanFormField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isEdited, setEdited] = useState(false);
  const upload = async (file: File) => (await api.uploadAdminImage(file)).url;
  const taken = useNamesTaken(
    'plan',
    { name: values.plan_name, short_name: values.plan_short_name },
    { excludeId: plan?.plan_id, isEnabled: isEdited },
  );

  useEffect(() => {
    const fromServer: Partial<Record<PlanFormField, string>> = {};
    for (const issue of serverErrors) {
      const field = serverFields[issue.path];
      if (field) fromServer[field] = issue.message;
    }
    setShown((current) => ({ ...current, ...fromServer }));
  }, [serverErrors]);

  const now = new Date();
  const issues = planFormIssues(values, { now, taken });
  const errorOf = (field: PlanFormField) => (submitted ? (issues[field] ?? shown[field]) : shown[field]);

  function change(next: Partial<PlanFormValues>) {
    setEdited(true);
    setShown({});
    setValues((current) => ({ ...current, ...next }));
    onDirtyChange(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = planFormIssues(values, { now: new Date(), taken });
    if (Object.keys(found).length > 0) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    void onSubmit(planFormPayload(values)).then(
      () => onDirtyChange(false),
      () => undefined,
    );
  }

  const publicValue =
    values.plan_is_public === true ? 'yes' : values.plan_is_public === false ? 'no' : undefined;

  return (
    <form id={formId} noValidate className="grid gap-4" onSubmit={submit}>
      <RadioGroup
        legend={planFormLabels.isPublic}
        required
        orientation="horizontal"
        options={[
          { value: 'yes', label: planFormLabels.yes },
          { value: 'no', label: planFormLabels.no },
        ]}
        value={publicValue}
        onValueChange={(chosen) => change({ plan_is_public: chosen === 'yes' })}
        errorMessage={errorOf('plan_is_public')}
      />
      <ImageField
        label={planFormLabels.image}
        value={values.plan_image_url}
        onChange={(url) => change({ plan_image_url: url })}
        upload={upload}
        errorMessage={errorOf('plan_image_url')}
      />
      <RuledTextField
        label={planFormLabels.name}
        required
        maxLength={authoringLimits.nameMaxLength}
        value={values.plan_name}
        onChange={(event) => change({ plan_name: event.target.value })}
        errorMessage={errorOf('plan_name') ?? (taken.nameTaken ? issues.plan_name : undefined)}
      />
      <RuledTextField
        label={planFormLabels.shortName}
        required
        maxLength={authoringLimits.shortNameMaxLength}
        value={values.plan_short_name}
        onChange={(event) => change({ plan_short_name: event.target.value })}
        errorMessage={
          errorOf('plan_short_name') ?? (taken.shortNameTaken ? issues.plan_short_name : undefined)
        }
      />
      <TextArea
        label={planFormLabels.description}
        required
        maxLength={authoringLimits.descriptionMaxLength}
        value={values.plan_description}
        onValueChange={(text) => change({ plan_description: text })}
        errorMessage={errorOf('plan_description')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">{planFormLabels.monthlyTargets}</legend>
        {errorOf('monthly_targets') && (
          <p role="alert" className="text-sm text-danger">
            {errorOf('monthly_targets')}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {monthNames.map((month, index) => (
            <RuledTextField
              key={month}
              label={month}
              inputMode="numeric"
              value={String(values.monthly_targets[index] ?? '')}
              onChange={(event) =>
                change({
                  monthly_targets: values.monthly_targets.map((target, at) =>
                    at === index ? event.target.value : target,
                  ),
                })
              }
              aria-invalid={submitted && issues.monthly_targets !== undefined && monthInvalid(values, index)}
            />
          ))}
        </div>
      </fieldset>
      <RadioGroup
        legend={planFormLabels.dueMode}
        orientation="horizontal"
        options={[
          { value: String(dueDateModes.none), label: planFormLabels.dueNone },
          { value: String(dueDateModes.fixedDate), label: planFormLabels.dueFixed },
          { value: String(dueDateModes.duration), label: planFormLabels.dueDuration },
        ]}
        value={String(values.due.mode)}
        onValueChange={(chosen) => change({ due: { ...values.due, mode: Number(chosen) as DueDateMode } })}
      />
      {values.due.mode === dueDateModes.fixedDate && (
        <DateField
          label={planFormLabels.dueDate}
          required
          min={now}
          value={values.due.date ?? null}
          onValueChange={(date) => change({ due: { ...values.due, date } })}
          errorMessage={errorOf('due')}
        />
      )}
      {values.due.mode === dueDateModes.duration && (
        <RuledTextField
          label={planFormLabels.dueDays}
          required
          inputMode="numeric"
          value={String(values.due.duration ?? '')}
          onChange={(event) => change({ due: { ...values.due, duration: event.target.value } })}
          errorMessage={errorOf('due')}
        />
      )}
    </form>
  );
}

/** Whether one month's field is the invalid one (the form names the first bad month's message). */
function monthInvalid(values: PlanFormValues, index: number): boolean {
  return (
    planFormIssues(
      {
        ...values,
        monthly_targets: values.monthly_targets.map((target, at) => (at === index ? target : '')),
      },
      { now: new Date() },
    ).monthly_targets !== undefined
  );
}
