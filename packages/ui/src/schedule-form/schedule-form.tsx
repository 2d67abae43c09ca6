import {
  adminMessages,
  expirationRule,
  formatDate,
  formatMessage,
  type Schedule,
  type ScheduleState,
  scheduleState,
} from '@segno/domain';
import { Controller, useWatch } from 'react-hook-form';
import type { AuthoringFormProps } from '../authoring-forms';
import { useAuthoringForm, useAuthoringFormState } from '../authoring-forms/use-authoring-form';
import { DateField } from '../date-field';
import { cn } from '../lib/cn';

const texts = adminMessages.schedule;

/**
 * The date field keeps its input to itself; react-hook-form focuses the first field in error through this
 * wrapper's ref.
 */
function focusTarget(registerRef: (instance: { focus: () => void } | null) => void) {
  return (element: HTMLDivElement | null) =>
    registerRef(element && { focus: () => element.querySelector('input')?.focus() });
}

export type ScheduleFormProps = AuthoringFormProps<Schedule> & {
  /** Today, for the line that says what learners see now; the current time when absent. */
  now?: Date;
};

function stateText(state: ScheduleState, schedule: Schedule): string {
  if (state === 'scheduled' && schedule.start_date)
    return formatMessage(texts.notLaunched, { date: formatDate(schedule.start_date) });
  if (state === 'expired' && schedule.expiration_date)
    return formatMessage(texts.expired, { date: formatDate(schedule.expiration_date) });
  return texts.live;
}

/**
 * The launch-and-expiration step of the content and seglet wizards (001 sections 3 and 4): learners see the
 * item from its launch date until its expiration date, which must fall after the launch (our rule). A line
 * under the dates says what learners see now.
 */
export function ScheduleForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  now,
  className,
}: ScheduleFormProps) {
  const form = useAuthoringFormState<Schedule>({
    defaultValues: {
      start_date: defaultValues?.start_date ?? null,
      expiration_date: defaultValues?.expiration_date ?? null,
    },
  });
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit,
    toSubmitted: (values: Schedule): Schedule => values,
  });
  const schedule = useWatch({ control: form.control }) as Schedule;
  const state = scheduleState(schedule, now ?? new Date());

  return (
    <form
      id={id}
      noValidate
      data-slot="schedule-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="start_date"
        render={({ field, fieldState }) => (
          <div ref={focusTarget(field.ref)}>
            <DateField
              label={texts.launchLabel}
              description={texts.launchHelp}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                // The expiration's check reads the launch date: run it again once it has been shown.
                if (form.formState.errors.expiration_date) void form.trigger('expiration_date');
              }}
              errorMessage={fieldState.error?.message}
            />
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="expiration_date"
        rules={{
          validate: (expiration, values) =>
            expirationRule({ start_date: values.start_date, expiration_date: expiration }),
        }}
        render={({ field, fieldState }) => (
          <div ref={focusTarget(field.ref)}>
            <DateField
              label={texts.expirationLabel}
              description={texts.expirationHelp}
              value={field.value}
              onValueChange={field.onChange}
              errorMessage={fieldState.error?.message}
            />
          </div>
        )}
      />
      <p data-slot="schedule-form-state" data-state={state} aria-live="polite" className="text-sm">
        {stateText(state, schedule)}
      </p>
    </form>
  );
}
