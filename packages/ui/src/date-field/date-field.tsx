import { formatDate, formatIsoDate, parseDisplayDate } from '@segno/domain';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { fieldErrorText } from '../field/field-messages';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { dateFieldError } from './date-field-error';

export type DateFieldProps = {
  /** The visible label; error sentences start with it. */
  label: string;
  /** The chosen day, when the caller owns it; null for none. */
  value?: Date | null;
  /** The first chosen day, when the field owns it. */
  defaultValue?: Date | null;
  /** Called with the chosen day (local midnight), or null when cleared. */
  onValueChange?: (value: Date | null) => void;
  /** Earliest day that can be chosen. */
  min?: Date;
  /** Latest day that can be chosen. */
  max?: Date;
  /** Flags an empty field with 'is required' when the user leaves it. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** A message from the catalogue, shown after the label; wins over the field's own checks. */
  errorMessage?: string;
  /** Help text under the label. */
  description?: string;
  /** The form field name; the submitted value is ISO yyyy-mm-dd. */
  name?: string;
  /** The input's id; generated when absent. */
  id?: string;
  className?: string;
};

/**
 * A date field. It is a native `<input type="date">`, the simpler of the two accessible designs: every
 * browser gives it keyboard entry and a picker (the platform's own on phones) and honours min and max,
 * where a text box plus picker button would rebuild that. Its display follows the browser's locale, so the
 * chosen day is echoed beside it in the spec's 'MMM d yyyy' (000, section 9) and describes the input.
 */
export function DateField({
  label,
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  required = false,
  disabled,
  errorMessage,
  description,
  name,
  id,
  className,
}: DateFieldProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [ownError, setOwnError] = useState<string>();
  const errorText = fieldErrorText(label, errorMessage) ?? ownError;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = parseDisplayDate(event.target.value) ?? null;
    if (next !== null) setOwnError(undefined);
    if (next?.getTime() !== current?.getTime()) setCurrent(next);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const { validity } = event.target;
    setOwnError(
      dateFieldError({
        label,
        isRequired: required,
        isEmpty: event.target.value === '' && !validity.badInput,
        // A typed day outside min/max is as unusable as half a date.
        isUnreadable: validity.badInput || validity.rangeUnderflow || validity.rangeOverflow,
      }),
    );
  }

  return (
    <Field
      slot="date-field"
      label={label}
      description={description}
      errorText={errorText}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <input
            {...control}
            aria-describedby={
              [control['aria-describedby'], current && `${control.id}-display`].filter(Boolean).join(' ') ||
              undefined
            }
            type="date"
            name={name}
            value={current ? formatIsoDate(current) : ''}
            min={min ? formatIsoDate(min) : undefined}
            max={max ? formatIsoDate(max) : undefined}
            required={required}
            disabled={disabled}
            onChange={handleChange}
            onBlur={handleBlur}
            className={cn(fieldControlClass, 'w-auto')}
          />
          <span
            id={`${control.id}-display`}
            data-slot="date-field-display"
            data-state={current ? 'chosen' : 'empty'}
            className="text-sm text-muted-foreground"
          >
            {current ? formatDate(current) : ''}
          </span>
        </div>
      )}
    </Field>
  );
}
