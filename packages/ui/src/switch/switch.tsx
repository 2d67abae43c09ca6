import { type ComponentProps, type MouseEvent, useId } from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type SwitchProps = Omit<
  ComponentProps<'button'>,
  'id' | 'value' | 'defaultValue' | 'children' | 'type' | 'role'
> & {
  /** The visible label; clicking it flips the switch. */
  label: string;
  /** Help text under the label, read as the switch's description. */
  description?: string;
  /** Whether it is on, when the caller owns the state. */
  checked?: boolean;
  /** Whether it starts on, when the switch owns the state. */
  defaultChecked?: boolean;
  /** Called with the new on/off state. */
  onCheckedChange?: (checked: boolean) => void;
  /** When given, a hidden input submits `value` under this name while the switch is on, like a checkbox. */
  name?: string;
  /** The submitted value while on. */
  value?: string;
  /** The button's id; generated when absent. */
  id?: string;
};

/** An on/off switch: a `role="switch"` button, so Space and Enter flip it. `data-state` is `checked` or `unchecked`. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  name,
  value = 'on',
  id,
  className,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const descriptionId = `${buttonId}-description`;
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const state = isChecked ? 'checked' : 'unchecked';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) setChecked(!isChecked);
  }

  return (
    <div
      data-slot="switch"
      data-state={state}
      className={cn('flex min-h-10 items-center justify-between gap-4', className)}
    >
      <span className="grid gap-0.5">
        <label htmlFor={buttonId} data-slot="switch-label" className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        )}
      </span>
      <button
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={isChecked}
        aria-describedby={description ? descriptionId : undefined}
        data-slot="switch-control"
        data-state={state}
        disabled={disabled}
        onClick={handleClick}
        className={cn(
          'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors',
          'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          data-slot="switch-thumb"
          className={cn(
            'size-5 rounded-full bg-surface shadow-raised transition-transform',
            isChecked && 'translate-x-5',
          )}
        />
      </button>
      {name && isChecked && <input type="hidden" name={name} value={value} />}
    </div>
  );
}
