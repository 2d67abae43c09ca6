import { normalizeSegnocode, segnocodeError } from '@segno/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../button';
import { Field, fieldControlClass } from '../field';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';

export type SegnocodeFieldProps = {
  /** Called with the upper-cased code once it is letters and digits only; busy while its promise is pending. */
  onSubmit: (code: string) => unknown;
  /** The input's label. */
  label?: string;
  /** The submit button's text ('Submit' on a code content, 'Redeem' on the redeem form). */
  submitLabel?: string;
  /** The code when controlled (the app clears it after a refused code). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** A message from the server about the last code (the response's msg); shown until the code changes. */
  errorMessage?: string;
  disabled?: boolean;
  /** Names the form for screen readers, such as 'Redeem a code'. */
  formLabel?: string;
  className?: string;
};

/**
 * SegnoCode entry (000 section 5): letters and digits only, else 'Please enter a valid SegnoCode', checked on
 * blur and submit (not while the learner types a first character), typed in capitals; submit is disabled
 * while empty.
 */
export function SegnocodeField({
  onSubmit,
  label = 'SegnoCode',
  submitLabel = 'Submit',
  value,
  defaultValue = '',
  onValueChange,
  errorMessage,
  disabled = false,
  formLabel,
  className,
}: SegnocodeFieldProps) {
  const [code, setCode] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [isChecked, setChecked] = useState(false);
  const [isBusy, runBusy] = useBusyWhilePending();
  const [hasEditedSinceSubmit, setEditedSinceSubmit] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isEmpty = code.trim() === '';
  const validationError = isChecked && !isEmpty ? segnocodeError(code) : undefined;
  // The server's message is about the code it saw (the app may clear the input); typing retires it.
  const serverError = hasEditedSinceSubmit ? undefined : errorMessage;
  const errorText = validationError ?? serverError;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || isBusy) return;
    setChecked(true);
    if (segnocodeError(code)) {
      inputRef.current?.focus();
      return;
    }
    const normalized = normalizeSegnocode(code);
    setEditedSinceSubmit(false);
    await runBusy(() => onSubmit(normalized));
  }

  return (
    <form
      noValidate
      aria-label={formLabel}
      data-slot="segnocode-field"
      data-state={errorText ? 'invalid' : 'valid'}
      onSubmit={handleSubmit}
      className={cn('flex flex-wrap items-start gap-2', className)}
    >
      <Field
        slot="segnocode-field-input"
        label={label}
        errorText={errorText}
        className="min-w-0 flex-1 basis-48"
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            value={code}
            disabled={disabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={cn(fieldControlClass, 'font-mono tracking-wider uppercase')}
            onChange={(event) => {
              setEditedSinceSubmit(true);
              setCode(event.target.value.toUpperCase());
            }}
            onBlur={() => {
              if (!isEmpty) setChecked(true);
            }}
          />
        )}
      </Field>
      {/* Aligned with the input, below the label. */}
      <Button type="submit" disabled={disabled || isEmpty} isLoading={isBusy} className="mt-6">
        {submitLabel}
      </Button>
    </form>
  );
}
