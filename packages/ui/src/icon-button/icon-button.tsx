import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

export const iconButtonVariants = cva('shrink-0 px-0', {
  variants: {
    size: {
      md: 'size-10',
      lg: 'size-12',
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  Pick<VariantProps<typeof buttonVariants>, 'variant'> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, read by screen readers ("Close", "Remove Safety"). Wrap in a Tooltip to show it. */
    label: string;
    /** The icon: a decorative inline SVG with `aria-hidden="true"`. */
    children: ReactNode;
  };

/** A square button showing only an icon, at least 40 by 40 px, named by its required `label`. */
export function IconButton({
  label,
  variant = 'ghost',
  size,
  className,
  type = 'button',
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      className={cn(buttonVariants({ variant }), iconButtonVariants({ size }), className)}
      {...props}
    >
      {children}
    </button>
  );
}
