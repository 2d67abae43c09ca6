import { useId } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import type { RadioOption } from './radio-group';

type RadioGroupItemProps = {
  option: RadioOption;
  name: string;
  isChecked: boolean;
  isRequired: boolean;
  isInvalid: boolean;
  onSelect: (value: string) => void;
};

/** One radio and its label; the dot is drawn over the restyled native input. */
export function RadioGroupItem({
  option,
  name,
  isChecked,
  isRequired,
  isInvalid,
  onSelect,
}: RadioGroupItemProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div
      data-slot="radio-group-item"
      data-state={isChecked ? 'checked' : 'unchecked'}
      className="flex min-h-10 items-start gap-3 py-2"
    >
      <span className="relative inline-flex size-6 shrink-0 items-center justify-center">
        <input
          id={id}
          type="radio"
          name={name}
          value={option.value}
          checked={isChecked}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          disabled={option.disabled}
          aria-describedby={option.description ? descriptionId : undefined}
          onChange={(event) => {
            if (event.target.checked) onSelect(option.value);
          }}
          className={cn(
            'peer size-5 cursor-pointer appearance-none rounded-full border-2 border-input bg-surface',
            'checked:border-primary aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
            focusRing,
          )}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute hidden size-2.5 rounded-full bg-primary peer-checked:block"
        />
      </span>
      <span className="grid gap-0.5 pt-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {option.label}
        </label>
        {option.description && (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {option.description}
          </span>
        )}
      </span>
    </div>
  );
}
