import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type BreadcrumbItem = {
  /** The full label; long ones are cut visually but stay whole for screen readers and in the tooltip. */
  label: string;
  /** Where the crumb leads. Omit for a level without its own page. The last item never links. */
  href?: string;
};

export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** From the top level down to the current page, which comes last. */
  items: BreadcrumbItem[];
};

const crumbClass = 'block max-w-[12rem] truncate sm:max-w-[20rem]';

/** Where the learner is (000, section 2: breadcrumbs on each screen). The last item is the current page. */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" data-slot="breadcrumbs" className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a path may repeat a label at two depths; position is identity
              key={`${index}-${item.label}`}
              data-slot="breadcrumbs-item"
              className="flex min-w-0 items-center gap-1"
            >
              {index > 0 && (
                <span aria-hidden="true" className="text-muted-foreground">
                  /
                </span>
              )}
              {isCurrent ? (
                <span
                  aria-current="page"
                  title={item.label}
                  data-slot="breadcrumbs-current"
                  className={cn(crumbClass, 'font-medium text-foreground')}
                >
                  {item.label}
                </span>
              ) : item.href ? (
                <a
                  href={item.href}
                  title={item.label}
                  data-slot="breadcrumbs-link"
                  className={cn(
                    'inline-flex min-h-6 min-w-6 items-center rounded-sm text-primary underline-offset-2 hover:underline',
                    focusRing,
                  )}
                >
                  <span className={crumbClass}>{item.label}</span>
                </a>
              ) : (
                <span title={item.label} className={cn(crumbClass, 'text-muted-foreground')}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
