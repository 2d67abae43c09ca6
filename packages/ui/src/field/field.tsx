import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { characterCountText } from './field-messages';

/** The attributes a field hands to its control so label, description, error and counter reach assistive tech. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** The visible label, tied to the control with `for`. */
  label: string;
  /** Help shown under the label and read as the control's description. */
  description?: string;
  /** The complete error sentence (build it with `fieldErrorText`); its presence marks the control invalid. */
  errorText?: string;
  /** Shows a polite live 'N / max' counter that describes the control. */
  counter?: { count: number; maxLength: number };
  /** The control's id; generated when absent. */
  id?: string;
  /** `data-slot` of the frame; the parts get `<slot>-label`, `<slot>-error` and so on. */
  slot: string;
  className?: string;
  /** Renders the control with the given id and ARIA attributes. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The shared frame of text-like fields: label, description, control, then error and counter. */
export function Field({ label, description, errorText, counter, id, slot, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const isInvalid = errorText !== undefined;
  const describedBy = [description && descriptionId, isInvalid && errorId, counter && counterId]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      data-slot={slot}
      data-state={isInvalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1', className)}
    >
      <label htmlFor={controlId} data-slot={`${slot}-label`} className="text-sm font-medium">
        {label}
      </label>
      {description && (
        <p id={descriptionId} data-slot={`${slot}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {(isInvalid || counter) && (
        <div className="flex items-start justify-between gap-3 text-sm">
          {isInvalid && (
            <p id={errorId} data-slot={`${slot}-error`} className="text-danger">
              {errorText}
            </p>
          )}
          {counter && (
            // Polite, so the count is read after the typed character, not over it.
            <p
              id={counterId}
              data-slot={`${slot}-counter`}
              data-state={counter.count >= counter.maxLength ? 'full' : 'open'}
              aria-live="polite"
              className="ml-auto text-muted-foreground tabular-nums"
            >
              {characterCountText(counter.count, counter.maxLength)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
