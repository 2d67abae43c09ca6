import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const alertVariants = cva('rounded-md border px-4 py-3 text-sm', {
  variants: {
    tone: {
      info: 'border-border bg-muted text-foreground',
      success: 'border-success bg-surface text-success',
      warning: 'border-warning bg-surface text-warning',
      danger: 'border-danger bg-surface text-danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertProps = ComponentProps<'div'> &
  /** `tone`: what the message means: info, success, warning or danger (announced at once). */
  VariantProps<typeof alertVariants>;

/** An inline message. Danger alerts are announced at once (role alert); the others politely (role status). */
export function Alert({ className, tone, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-tone={tone ?? 'info'}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    />
  );
}
