import type { ComponentProps } from 'react';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { fieldErrorText } from '../field/field-messages';
import { useTextControl } from '../field/use-text-control';
import { cn } from '../lib/cn';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  /** The visible label; error sentences start with it. */
  label: string;
  /** A message from the catalogue, shown after the label ("Comment is required"). */
  errorMessage?: string;
  /** Help text under the label, read as the text area's description. */
  description?: string;
  /** The text area's id; generated when absent. */
  id?: string;
  /** Stops input at this many characters (alert text: 200) and shows a polite 'N / max' counter. */
  maxLength?: number;
  /** Called with the cleaned text (angle brackets removed) on every change. */
  onValueChange?: (value: string) => void;
};

/**
 * A labelled multi-line text field. Strips `<` and `>` as the user types or pastes (000, section 5). Works
 * controlled, uncontrolled, and with react-hook-form's `register`.
 */
export function TextArea({
  label,
  errorMessage,
  description,
  id,
  className,
  maxLength,
  rows = 4,
  onChange,
  onValueChange,
  ref,
  ...props
}: TextAreaProps) {
  const { count, controlRef, handleChange } = useTextControl({
    value: props.value,
    defaultValue: props.defaultValue,
    ref,
    onChange,
    onValueChange,
  });

  return (
    <Field
      slot="text-area"
      label={label}
      description={description}
      errorText={fieldErrorText(label, errorMessage)}
      counter={maxLength === undefined ? undefined : { count, maxLength }}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          ref={controlRef}
          rows={rows}
          maxLength={maxLength}
          className={cn(fieldControlClass, 'resize-y py-2')}
          onChange={handleChange}
          {...props}
        />
      )}
    </Field>
  );
}
