import { adminMessages, authoringLimits, type CriterionRow, formatMessage } from '@segno/domain';
import type { FormEvent } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { ServerFieldError } from '../authoring-forms/form-types';
import {
  submitOnEnter,
  useAuthoringForm,
  useAuthoringFormState,
} from '../authoring-forms/use-authoring-form';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { RadioGroup } from '../radio-group';
import { CriteriaEditorRow } from './criteria-editor-row';
import {
  blankCriterionRow,
  type CriteriaEditorValues,
  type CriteriaSubmit,
  toAssignmentDraft,
  toCriterionRow,
  toEditorValues,
} from './criteria-editor-values';
import { type CountUsers, type CriteriaTally, useCriteriaTally } from './use-criteria-tally';

const texts = adminMessages.assignment;

export type CriteriaEditorProps = {
  /** The form element's id (the wizard's buttons submit it). */
  id: string;
  /** The saved rows; none for an assignment not made yet (the editor starts with one blank row). */
  rows: readonly CriterionRow[];
  /** The saved tally, shown until the rows change. */
  tallyTotal: number;
  /** Content (and course) assignments ask whether the content is required (spec). */
  needsDefaultRequired: boolean;
  defaultRequired: boolean | null;
  /** Counts the users the rows pick, without saving (POST …/assignment/tally). */
  countUsers: CountUsers;
  /** Receives the rows and the radio; reject to keep the form dirty. */
  onSubmit: (values: CriteriaSubmit) => unknown;
  onDirtyChange?: (isDirty: boolean) => void;
  serverErrors?: readonly ServerFieldError[];
  /** How long the rows must rest before the tally is asked again. */
  tallyDelayMs?: number;
  className?: string;
};

function tallyText(tally: CriteriaTally): string {
  if (tally.state === 'counting') return texts.tallyLoading;
  if (tally.state === 'failed') return texts.tallyFailed;
  return tally.total === 1 ? texts.tallyOne : formatMessage(texts.tally, { count: tally.total });
}

/**
 * The assignment step of the segment and content wizards (001 sections 3 and 5): criterion rows (type,
 * operator, value) that pick users, added and removed at will, with a live count of the users they pick; a
 * content's also asks whether it is required for them. Rows combine as `criteriaConstraints` says: different
 * types must all match, one type's values are alternatives.
 */
export function CriteriaEditor({
  id,
  rows,
  tallyTotal,
  needsDefaultRequired,
  defaultRequired,
  countUsers,
  onSubmit,
  onDirtyChange,
  serverErrors,
  tallyDelayMs = authoringLimits.nameLookupDebounceMs,
  className,
}: CriteriaEditorProps) {
  const form = useAuthoringFormState<CriteriaEditorValues>({
    defaultValues: toEditorValues(rows, defaultRequired),
  });
  const { control, watch, formState } = form;
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'data',
    rules: { validate: (data) => (data.length > 0 ? true : texts.noRows) },
  });
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit,
    toSubmitted: toAssignmentDraft,
  });
  const tally = useCriteriaTally(watch('data').map(toCriterionRow), countUsers, tallyDelayMs, tallyTotal);
  const tallyId = `${id}-tally`;
  // An untouched editor (one blank row of a new assignment) is not checked: the wizard moves on without saving
  // a step nothing changed on, so the blank row must not stop it.
  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (formState.isDirty) return submit(event);
    event.preventDefault();
    return onSubmit(toAssignmentDraft(form.getValues()));
  }

  return (
    <form
      id={id}
      noValidate
      aria-describedby={tallyId}
      data-slot="criteria-editor"
      className={cn('grid gap-4', className)}
      onSubmit={onFormSubmit}
      onKeyDown={submitOnEnter}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-sm text-muted-foreground">{texts.description}</p>
        <p
          id={tallyId}
          role="status"
          data-slot="criteria-editor-tally"
          data-state={tally.state}
          className={cn('text-base font-semibold', tally.state === 'failed' && 'text-danger')}
        >
          {tallyText(tally)}
        </p>
      </div>
      {fields.length === 0 ? (
        <p data-slot="criteria-editor-empty" className="text-sm text-muted-foreground">
          {formState.errors.data?.root?.message ?? formState.errors.data?.message ?? texts.empty}
        </p>
      ) : (
        fields.map((field, index) => (
          <CriteriaEditorRow key={field.id} form={form} index={index} onRemove={() => remove(index)} />
        ))
      )}
      <div>
        <Button type="button" variant="outline" onClick={() => append(blankCriterionRow)}>
          {texts.addRow}
        </Button>
      </div>
      {needsDefaultRequired && (
        <Controller
          control={control}
          name="default_required"
          rules={{
            validate: (value) => (value === '' ? texts.defaultRequiredMissing : undefined),
          }}
          render={({ field }) => (
            <RadioGroup
              legend={texts.defaultRequiredLabel}
              name={field.name}
              orientation="horizontal"
              required
              options={[
                { value: 'true', label: texts.required },
                { value: 'false', label: texts.optional },
              ]}
              value={field.value}
              onValueChange={field.onChange}
              errorMessage={formState.errors.default_required?.message}
            />
          )}
        />
      )}
    </form>
  );
}
