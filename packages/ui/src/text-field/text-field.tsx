import { type ChangeEvent, type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { stripAngleBrackets } from './strip-angle-brackets';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** A message from the catalogue, shown after the label ("Enterprise ID is required"). */
  errorMessage?: string;
  description?: string;
  id?: string;
};

export function TextField({
  label,
  errorMessage,
  description,
  id,
  className,
  onChange,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const isInvalid = errorMessage !== undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const clean = stripAngleBrackets(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  }

  return (
    <div
      data-slot="text-field"
      data-state={isInvalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1', className)}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <input
        id={inputId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={
          [description && descriptionId, isInvalid && errorId].filter(Boolean).join(' ') || undefined
        }
        className={cn(
          'min-h-10 rounded-md border border-input bg-surface px-3 text-base text-surface-foreground',
          'aria-invalid:border-danger',
          focusRing,
        )}
        onChange={handleChange}
        {...props}
      />
      {isInvalid && (
        <p id={errorId} className="text-sm text-danger" data-slot="text-field-error">
          {label} {errorMessage}
        </p>
      )}
    </div>
  );
}
