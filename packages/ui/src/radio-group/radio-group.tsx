import { useId } from 'react';
import { fieldErrorText } from '../field/field-messages';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { RadioGroupItem } from './radio-group-item';

export type RadioOption = {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** Help shown under the option's label. */
  description?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** The group's visible name (a `<legend>`); error sentences start with it. */
  legend: string;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value, when the caller owns it ('' for none). */
  value?: string;
  /** The first chosen value, when the group owns it. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** The form field name shared by the radios; generated when absent. */
  name?: string;
  /** Options stacked (default) or in a row. */
  orientation?: 'vertical' | 'horizontal';
  /** Disables every option. */
  disabled?: boolean;
  /** Marks the group required for assistive tech and native validation. */
  required?: boolean;
  /** A message from the catalogue, shown after the legend ("Topic is required"). */
  errorMessage?: string;
  /** Help text under the legend. */
  description?: string;
  className?: string;
};

/**
 * Native radios in a fieldset. Tab enters the group at the chosen option and the arrow keys move and choose
 * within it, as browsers do for radios sharing a name.
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue = '',
  onValueChange,
  name,
  orientation = 'vertical',
  disabled = false,
  required = false,
  errorMessage,
  description,
  className,
}: RadioGroupProps) {
  const groupId = useId();
  const legendId = `${groupId}-legend`;
  const descriptionId = `${groupId}-description`;
  const errorId = `${groupId}-error`;
  const errorText = fieldErrorText(legend, errorMessage);
  const isInvalid = errorText !== undefined;
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });

  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={
        [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ') || undefined
      }
      data-slot="radio-group"
      data-state={isInvalid ? 'invalid' : 'valid'}
      data-orientation={orientation}
      disabled={disabled}
      className={cn('grid gap-1', className)}
    >
      <legend id={legendId} data-slot="radio-group-legend" className="mb-1 text-sm font-medium">
        {legend}
      </legend>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <div className={cn('flex gap-x-6', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((option) => (
          <RadioGroupItem
            key={option.value}
            option={option}
            name={name ?? groupId}
            isChecked={current === option.value}
            isRequired={required}
            isInvalid={isInvalid}
            onSelect={setCurrent}
          />
        ))}
      </div>
      {isInvalid && (
        <p id={errorId} data-slot="radio-group-error" className="text-sm text-danger">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
