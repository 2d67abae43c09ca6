import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** What is missing, as a short heading ("No segments yet"). */
  title: string;
  /** What the learner can do about it. */
  description?: ReactNode;
  /** A next step, usually a Button or a link. */
  action?: ReactNode;
  /** A decorative inline SVG above the title; hidden from screen readers. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/** Shown in place of an empty list: segments, plans, seglets or activities (000 section 8). */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="empty-state"
      aria-label={title}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="text-muted-foreground [&>svg]:size-10"
        >
          {icon}
        </span>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </section>
  );
}
