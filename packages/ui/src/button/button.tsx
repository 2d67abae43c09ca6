import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-border bg-surface text-surface-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground hover:bg-danger/90',
      },
      size: {
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 text-sm',
        lg: 'min-h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & {
  /** Shows a spinner, marks the button busy and ignores clicks until the work ends. */
  isLoading?: boolean;
  /** A leading icon (a decorative inline SVG); the spinner takes its place while loading. */
  icon?: ReactNode;
  /** Look: primary for the main action, outline or ghost for quieter ones, danger for destructive ones. */
  variant?: VariantProps<typeof buttonVariants>['variant'];
  /** Height and padding: sm 32 px, md 40 px, lg 48 px. */
  size?: VariantProps<typeof buttonVariants>['size'];
};

export function Button({
  className,
  variant,
  size,
  isLoading = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-state={isLoading ? 'loading' : 'idle'}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : (
        icon && (
          <span data-slot="button-icon" aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-4">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}
