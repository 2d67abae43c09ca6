import { adminMessages, authoringLimits, messages } from '@segno/domain';
import type { ReactNode } from 'react';
import { Alert } from '../alert';
import { buttonVariants } from '../button';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';
import { type ManageFilterGroup, ManageListFilters } from './manage-list-filters';
import { ManageListTable } from './manage-list-table';

export type ManageListProps = {
  /** The page heading (h1) and the table's name: 'Manage segments'. */
  title: string;
  /** The search box's label. */
  searchLabel?: string;
  /** The search term, owned by the app (which debounces it). */
  term: string;
  /** Called with every change of the search box. */
  onTermChange: (term: string) => void;
  /** The statuses shown (1 draft, 2 published, 3 archived); none checked means the server's default. */
  statusFilter: readonly number[];
  /** Called with the statuses now checked, in status order. */
  onStatusFilterChange: (statuses: number[]) => void;
  /** Filter groups beyond status, each a select with 'All' first (manage-badges: segment and medal). */
  filterGroups?: readonly ManageFilterGroup[];
  /** The chosen values of those groups as `key:value`, at most one per key. */
  filters?: readonly string[];
  /** Called with the filters after a select changes. */
  onFiltersChange?: (filters: string[]) => void;
  /** The column headings. */
  columns: readonly ReactNode[];
  /**
   * The page's rows: `tr`s with `td`s (dataTableRowClass, dataTableCellClass), each keyed. From 100 rows the
   * table scrolls in its own area (`heightPx`) and only the rows in view are in the page.
   */
  rows: ReactNode;
  /** Height in pixels of the area a long table scrolls in. */
  heightPx?: number;
  /** 'loading' shows placeholders, 'failed' an alert; 'ready' the table. */
  state: 'loading' | 'ready' | 'failed';
  /** How many items match, over every page; 0 shows the empty message. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  /** Items per page (001 section 9: 25). */
  pageSize?: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  /** Where the create button leads, and its text. */
  createHref: string;
  createLabel: string;
  /** Replaces the empty message (adminMessages.lists.empty, or noResults when a term is set). */
  emptyMessage?: string;
  /** Replaces the failure message. */
  errorMessage?: string;
  className?: string;
};

/** The manage-segments, -contents and -seglets screens' list: search, status filter, table and pages. */
export function ManageList({
  title,
  searchLabel = adminMessages.lists.searchLabel,
  term,
  onTermChange,
  statusFilter,
  onStatusFilterChange,
  filterGroups = [],
  filters = [],
  onFiltersChange = () => {},
  columns,
  rows,
  state,
  total,
  page,
  pageSize = authoringLimits.managePageSize,
  onPageChange,
  createHref,
  createLabel,
  emptyMessage,
  errorMessage = messages.errors.generic,
  heightPx = 640,
  className,
}: ManageListProps) {
  let body: ReactNode;
  if (state === 'loading')
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={`Loading ${title.toLowerCase()}`}
        className="grid gap-2"
      >
        {Array.from({ length: 5 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; position is identity
          <Skeleton key={row} shape="rect" className="h-10" />
        ))}
      </div>
    );
  else if (state === 'failed') body = <Alert tone="danger">{errorMessage}</Alert>;
  else if (total === 0)
    body = (
      <EmptyState
        title={
          emptyMessage ?? (term.trim() === '' ? adminMessages.lists.empty : adminMessages.lists.noResults)
        }
      />
    );
  else
    body = (
      <>
        <ManageListTable title={title} columns={columns} rows={rows} heightPx={heightPx} />
        <Pagination
          totalPages={Math.ceil(total / pageSize)}
          page={page}
          onPageChange={onPageChange}
          label={`${title} pages`}
        />
      </>
    );

  return (
    <div data-slot="manage-list" data-state={state} className={cn('grid gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <a href={createHref} className={buttonVariants()}>
          {createLabel}
        </a>
      </div>
      <ManageListFilters
        searchLabel={searchLabel}
        term={term}
        onTermChange={onTermChange}
        statusFilter={statusFilter}
        onStatusFilterChange={onStatusFilterChange}
        filterGroups={filterGroups}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />
      {body}
    </div>
  );
}
