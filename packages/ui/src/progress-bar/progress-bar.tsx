import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * The bar's colour by meaning. The tone is decided by the domain's progress-bar rule (002, section 4,
 * Progress bar); the widget only shows it, and the text beside the bar always says the state too.
 */
export const progressBarVariants = cva('h-full rounded-full transition-[width]', {
  variants: {
    tone: {
      green: 'bg-success',
      red: 'bg-danger',
      yellow: 'bg-warning',
      neutral: 'bg-primary',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const progressTextVariants = cva('shrink-0 text-xs font-semibold tabular-nums', {
  variants: {
    tone: {
      green: 'text-success',
      red: 'text-danger',
      yellow: 'text-warning',
      neutral: 'text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ProgressBarTone = NonNullable<VariantProps<typeof progressBarVariants>['tone']>;

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Completed items. */
  value: number;
  /** Total items. */
  max: number;
  tone?: ProgressBarTone;
  /** The state in words, shown beside the bar: '3 days left', '2 days overdue', 'Completed'. */
  text: string;
  /** The accessible name of the bar, such as the plan's name. */
  label: string;
};

/** Percent of `value` over `max`, 0 to 100. Nothing to do (a total of 0) counts as done. */
export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 100;
  return Math.round(Math.min(100, Math.max(0, (value / max) * 100)));
}

/** A learning plan's progress: a coloured bar plus the days-left text, exposed as one progressbar. */
export function ProgressBar({
  value,
  max,
  tone = 'neutral',
  text,
  label,
  className,
  ...props
}: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <div
      data-slot="progress-bar"
      data-tone={tone}
      className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}
      {...props}
    >
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${text}`}
        className="h-2.5 min-w-24 flex-1 overflow-hidden rounded-full border border-input bg-muted"
      >
        <div
          data-slot="progress-bar-fill"
          className={progressBarVariants({ tone })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span data-slot="progress-bar-text" aria-hidden="true" className={progressTextVariants({ tone })}>
        {text}
      </span>
    </div>
  );
}
