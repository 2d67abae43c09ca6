import {
  adminMessages,
  criterionOperatorOptions,
  criterionRowIssue,
  criterionTypeOptions,
  criterionTypes,
  formatMessage,
  messages,
} from '@segno/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RuledTextField } from '../authoring-forms/ruled-text-field';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../lib/icons';
import { Select } from '../select';
import { type CriteriaEditorValues, toCriterionRow } from './criteria-editor-values';

const texts = adminMessages.assignment;
const typeChoices = criterionTypeOptions.map((option) => ({ value: String(option.id), label: option.name }));
const operatorChoices = criterionOperatorOptions.map((option) => ({
  value: String(option.id),
  label: option.name,
}));

export type CriteriaEditorRowProps = {
  form: UseFormReturn<CriteriaEditorValues>;
  index: number;
  onRemove: () => void;
};

/**
 * One criterion row: its type, and unless the type is "All users", an operator and a value. The row's
 * refusal (`criterionRowIssue`) shows on the value field; a missing type on the type select.
 */
export function CriteriaEditorRow({ form, index, onRemove }: CriteriaEditorRowProps) {
  const { control, register, watch, formState } = form;
  const number = index + 1;
  const rowErrors = formState.errors.data?.[index];
  const type = watch(`data.${index}.type`);
  const isAllUsers = type === String(criterionTypes.allUsers);
  return (
    <fieldset
      data-slot="criteria-editor-row"
      data-state={rowErrors ? 'invalid' : 'valid'}
      className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-[12rem_9rem_1fr_auto]"
    >
      <legend className="px-1 text-sm font-medium">{formatMessage(texts.rowLabel, { number })}</legend>
      <Controller
        control={control}
        name={`data.${index}.type`}
        rules={{ validate: (value) => (value === '' ? messages.validation.required : undefined) }}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={texts.typeLabel}
            placeholder={texts.typePlaceholder}
            options={typeChoices}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={rowErrors?.type?.message}
          />
        )}
      />
      {isAllUsers ? (
        <p
          data-slot="criteria-editor-all-users"
          className="text-sm text-muted-foreground sm:col-span-2 sm:pt-8"
        >
          {typeChoices[0]?.label}
        </p>
      ) : (
        <>
          <Controller
            control={control}
            name={`data.${index}.operator`}
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={texts.operatorLabel}
                placeholder={texts.operatorPlaceholder}
                options={operatorChoices}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <RuledTextField
            label={texts.valueLabel}
            autoComplete="off"
            errorMessage={rowErrors?.value?.message}
            {...register(`data.${index}.value`, {
              validate: (_, values) => {
                const row = values.data[index];
                return row && row.type !== '' ? criterionRowIssue(toCriterionRow(row)) : undefined;
              },
            })}
          />
        </>
      )}
      <IconButton label={formatMessage(texts.removeRow, { number })} onClick={onRemove} className="sm:mt-6">
        <CloseIcon />
      </IconButton>
    </fieldset>
  );
}
