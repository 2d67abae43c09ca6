import { type ChangeEvent, type ComponentProps, useId } from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type CheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'id' | 'checked' | 'defaultChecked' | 'children'
> & {
  /** The visible label; clicking it toggles the box. */
  label: string;
  /** Help text beside the label, read as the checkbox's description. */
  description?: string;
  /** Whether it is checked, when the caller owns the state. */
  checked?: boolean;
  /** Whether it starts checked, when the checkbox owns the state. */
  defaultChecked?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The input's id; generated when absent. */
  id?: string;
};

/** A native checkbox, restyled. Space toggles it; `data-state` is `checked` or `unchecked`. */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  id,
  className,
  disabled,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    setChecked(event.target.checked);
  }

  return (
    <div
      data-slot="checkbox"
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex min-h-10 items-start gap-3 py-2', className)}
    >
      <span className="relative inline-flex size-6 shrink-0 items-center justify-center">
        <input
          id={inputId}
          type="checkbox"
          data-slot="checkbox-input"
          checked={isChecked}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={handleChange}
          className={cn(
            'peer size-5 cursor-pointer appearance-none rounded-sm border-2 border-input bg-surface',
            'checked:border-primary checked:bg-primary aria-invalid:border-danger',
            'disabled:cursor-not-allowed disabled:opacity-60',
            focusRing,
          )}
          {...props}
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="pointer-events-none absolute hidden size-3.5 text-primary-foreground peer-checked:block"
        >
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span className="grid gap-0.5 pt-0.5">
        <label htmlFor={inputId} data-slot="checkbox-label" className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
