import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const skeletonVariants = cva('block animate-pulse bg-muted', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      circle: 'size-12 rounded-full',
      rect: 'h-24 w-full rounded-md',
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The placeholder's outline: lines of text, a circle (avatar) or a rectangle (image, card). */
  shape?: VariantProps<typeof skeletonVariants>['shape'];
  /** For `shape="text"`: how many lines; the last one is shorter, like a paragraph's end. */
  lines?: number;
};

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology: mark the region
 * that is loading with `aria-busy="true"` instead.
 */
export function Skeleton({ shape = 'text', lines = 1, className, ...props }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span data-slot="skeleton" data-shape="text" aria-hidden="true" className="grid gap-2" {...props}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // Lines are identical placeholders with no identity beyond their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={cn(skeletonVariants({ shape }), index === lines - 1 && 'w-2/3', className)}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
