import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type VirtualScrollAreaProps = Omit<ComponentProps<'section'>, 'aria-label'> & {
  /** Names the region for screen readers (the list's own name). */
  label: string;
  /** Height of the scrolling area in pixels. */
  heightPx: number;
};

/** The region a long list scrolls in: named, and focusable so keyboard users scroll it with the arrow keys. */
export function VirtualScrollArea({ label, heightPx, className, style, ...props }: VirtualScrollAreaProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
      tabIndex={0}
      data-slot="virtual-scroll-area"
      style={{ height: heightPx, ...style }}
      className={cn('overflow-auto rounded-md', focusRing, className)}
      {...props}
    />
  );
}
