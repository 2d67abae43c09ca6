import type { ChangeEvent, ComponentProps } from 'react';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { fieldErrorText } from '../field/field-messages';
import { cn } from '../lib/cn';

export type SelectOption = {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentProps<'select'>, 'id' | 'children' | 'value' | 'defaultValue'> & {
  /** The visible label; error sentences start with it. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice ('Choose a topic'); it is the value '' and cannot be re-chosen when required. */
  placeholder?: string;
  /** A message from the catalogue, shown after the label ("Topic is required"). */
  errorMessage?: string;
  /** Help text under the label, read as the select's description. */
  description?: string;
  /** The select's id; generated when absent. */
  id?: string;
  /** The chosen value, when the caller owns it. */
  value?: string;
  /** The first chosen value, when the select owns it; '' (the placeholder) when a placeholder is given. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
};

/**
 * A styled native `<select>`: phones show their own accessible picker and the keyboard works as the platform
 * expects. Works controlled, uncontrolled and with react-hook-form's `register`.
 */
export function Select({
  label,
  options,
  placeholder,
  errorMessage,
  description,
  id,
  className,
  value,
  defaultValue,
  onChange,
  onValueChange,
  required,
  ...props
}: SelectProps) {
  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    onChange?.(event);
    onValueChange?.(event.target.value);
  }

  return (
    <Field
      slot="select"
      label={label}
      description={description}
      errorText={fieldErrorText(label, errorMessage)}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <select
            {...control}
            value={value}
            defaultValue={
              value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue
            }
            required={required}
            className={cn(fieldControlClass, 'cursor-pointer appearance-none pr-10')}
            onChange={handleChange}
            {...props}
          >
            {placeholder !== undefined && (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          >
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
            />
          </svg>
        </div>
      )}
    </Field>
  );
}
