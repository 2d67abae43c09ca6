import type { ComponentProps } from 'react';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { fieldErrorText } from '../field/field-messages';
import { useTextControl } from '../field/use-text-control';
import { cn } from '../lib/cn';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label; error sentences start with it. */
  label: string;
  /** A message from the catalogue, shown after the label ("Enterprise ID is required"). */
  errorMessage?: string;
  /** Help text under the label, read as the input's description. */
  description?: string;
  /** The input's id; generated when absent. */
  id?: string;
  /** Stops input at this many characters and shows a polite 'N / max' counter that describes the input. */
  maxLength?: number;
  /** Called with the cleaned text (angle brackets removed) on every change. */
  onValueChange?: (value: string) => void;
};

/**
 * A labelled text input. Strips `<` and `>` as the user types or pastes (000, section 5). Works controlled,
 * uncontrolled, and with react-hook-form's `register` (the ref is a prop in React 19).
 */
export function TextField({
  label,
  errorMessage,
  description,
  id,
  className,
  maxLength,
  onChange,
  onValueChange,
  ref,
  ...props
}: TextFieldProps) {
  const { count, controlRef, handleChange } = useTextControl({
    value: props.value,
    defaultValue: props.defaultValue,
    ref,
    onChange,
    onValueChange,
  });

  return (
    <Field
      slot="text-field"
      label={label}
      description={description}
      errorText={fieldErrorText(label, errorMessage)}
      counter={maxLength === undefined ? undefined : { count, maxLength }}
      id={id}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          ref={controlRef}
          maxLength={maxLength}
          className={cn(fieldControlClass)}
          onChange={handleChange}
          {...props}
        />
      )}
    </Field>
  );
}
