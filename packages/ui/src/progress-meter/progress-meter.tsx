import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type ProgressMeterProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Percent complete, 0 to 100; values outside are clamped. */
  value: number;
  /** What is measured, read by screen readers ("Workplace Safety progress"). */
  label: string;
  /** Shows the percentage beside the bar. */
  showsValue?: boolean;
};

/** A simple accessible progress bar (the plan progress tones come in a later issue). */
export function ProgressMeter({ value, label, showsValue = true, className, ...props }: ProgressMeterProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div data-slot="progress-meter" className={cn('flex items-center gap-2', className)} {...props}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="h-2 flex-1 overflow-hidden rounded-full border border-input bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {showsValue && (
        <span aria-hidden="true" className="w-10 text-right text-xs font-medium tabular-nums">
          {percent}%
        </span>
      )}
    </div>
  );
}
