import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CloseIcon } from '../lib/icons';

export const tagVariants = cva(
  'inline-flex min-h-8 max-w-full items-center gap-1 rounded-full border text-sm font-medium',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        primary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border bg-surface text-surface-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type TagProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The chip's text, such as a category or a filter. */
  label: string;
  /** Look of the chip. */
  variant?: VariantProps<typeof tagVariants>['variant'];
  /** Shows a remove button named 'Remove <label>' and calls this when it is pressed. */
  onRemove?: () => void;
};

/** A small chip naming a category or an active filter, optionally removable. */
export function Tag({ label, variant, onRemove, className, ...props }: TagProps) {
  return (
    <span
      data-slot="tag"
      className={cn(tagVariants({ variant }), onRemove ? 'pr-1 pl-3' : 'px-3', className)}
      {...props}
    >
      <span className="truncate">{label}</span>
      {onRemove && (
        <button
          type="button"
          data-slot="tag-remove"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          className={cn(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-foreground/10',
            focusRing,
          )}
        >
          <CloseIcon className="size-3.5" />
        </button>
      )}
    </span>
  );
}
