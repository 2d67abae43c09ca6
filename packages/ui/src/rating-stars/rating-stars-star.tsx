import { cn } from '../lib/cn';

/** One star, filled or outlined. Decorative: the group or the radio carries the meaning. */
export function Star({ isFilled, className }: { isFilled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      data-filled={isFilled}
      className={cn('size-5 shrink-0', isFilled ? 'text-gold' : 'text-muted-foreground', className)}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}
