import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const spinnerVariants = cva('animate-spin rounded-full border-current border-t-transparent', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      md: 'size-6 border-2',
      lg: 'size-10 border-4',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** What is loading, read by screen readers only. */
  label?: string;
  /** Diameter: sm 16 px, md 24 px, lg 40 px. */
  size?: VariantProps<typeof spinnerVariants>['size'];
};

/** A busy indicator announced politely (role status) with a visually hidden label. */
export function Spinner({ label = 'Loading', size, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center text-primary', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
