import { limits, pageLinks } from '@segno/domain';
import type { ComponentProps } from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children' | 'onChange'> & {
  /** How many pages there are. With one page or none the pager renders nothing. */
  totalPages: number;
  /** The current page (1-based) when controlled; pair it with `onPageChange`. */
  page?: number;
  /** The first page shown when uncontrolled. Defaults to 1. */
  defaultPage?: number;
  /** Called with the page the learner asked for. */
  onPageChange?: (page: number) => void;
  /** At most this many numbered links, centred on the current page (000, section 9: 5). */
  maxLinks?: number;
  /** Names the navigation landmark; give each pager on a screen its own. */
  label?: string;
};

const itemClass = cn(
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium',
  'text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
  focusRing,
);

/** Previous, up to five numbered pages and next. Hidden when everything fits on one page. */
export function Pagination({
  totalPages,
  page,
  defaultPage = 1,
  onPageChange,
  maxLinks = limits.maxPageLinks,
  label = 'Pagination',
  className,
  ...props
}: PaginationProps) {
  const [chosenPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const currentPage = Math.min(Math.max(1, chosenPage), Math.max(1, totalPages));
  if (totalPages <= 1) return null;

  function goTo(next: number) {
    if (next === currentPage || next < 1 || next > totalPages) return;
    setPage(next);
  }

  return (
    <nav aria-label={label} data-slot="pagination" className={cn('text-sm', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            className={itemClass}
            disabled={currentPage === 1}
            onClick={() => goTo(currentPage - 1)}
          >
            Previous
          </button>
        </li>
        {pageLinks(currentPage, totalPages, maxLinks).map((pageNumber) => (
          <li key={pageNumber}>
            <button
              type="button"
              data-slot="pagination-page"
              aria-label={`Page ${pageNumber}`}
              aria-current={pageNumber === currentPage ? 'page' : undefined}
              className={itemClass}
              onClick={() => goTo(pageNumber)}
            >
              {pageNumber}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            className={itemClass}
            disabled={currentPage === totalPages}
            onClick={() => goTo(currentPage + 1)}
          >
            Next
          </button>
        </li>
      </ul>
      <p className="sr-only" aria-live="polite">
        Page {currentPage} of {totalPages}
      </p>
    </nav>
  );
}
