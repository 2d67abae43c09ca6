import { type ComponentProps, useId } from 'react';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { useTextControl } from '../field/use-text-control';
import { cn } from '../lib/cn';

/**
 * The error sentence of a rule's message. The catalogue holds two kinds: fragments that follow the label
 * ('is required' → 'Name is required') and whole sentences ('Enter a whole number.'), told apart by their
 * first letter.
 */
export function ruleErrorText(label: string, message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  const first = message.charAt(0);
  return first === first.toLocaleLowerCase('en') ? `${label} ${message}` : message;
}

export type RuledTextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** A rule's message: a fragment after the label or a whole sentence (see `ruleErrorText`). */
  errorMessage?: string;
  /** Help under the label, read as the input's description. */
  description?: string;
  /** A warning under the field that does not block saving (an http address), read as a description. */
  notice?: string;
  id?: string;
  /** Stops input at this many characters and shows a polite 'N / max' counter. */
  maxLength?: number;
};

/**
 * A labelled text input for the authoring forms: strips `<` and `>` as typed (001 section 5), shows the
 * domain rules' messages whether fragment or sentence, and an optional non-blocking notice. Works with
 * react-hook-form's `register`.
 */
export function RuledTextField({
  label,
  errorMessage,
  description,
  notice,
  id,
  className,
  maxLength,
  onChange,
  ref,
  ...props
}: RuledTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noticeId = `${inputId}-notice`;
  const { count, controlRef, handleChange } = useTextControl({
    value: props.value,
    defaultValue: props.defaultValue,
    ref,
    onChange,
  });

  return (
    <div
      data-slot="ruled-text-field"
      data-notice={notice ? 'shown' : 'none'}
      className={cn('grid gap-1', className)}
    >
      <Field
        slot="text-field"
        label={label}
        description={description}
        errorText={ruleErrorText(label, errorMessage)}
        counter={maxLength === undefined ? undefined : { count, maxLength }}
        id={inputId}
      >
        {(control) => (
          <input
            {...control}
            aria-describedby={
              [control['aria-describedby'], notice && noticeId].filter(Boolean).join(' ') || undefined
            }
            ref={controlRef}
            maxLength={maxLength}
            className={fieldControlClass}
            onChange={handleChange}
            {...props}
          />
        )}
      </Field>
      {notice && (
        <p id={noticeId} data-slot="text-field-notice" className="text-sm text-warning">
          {notice}
        </p>
      )}
    </div>
  );
}
