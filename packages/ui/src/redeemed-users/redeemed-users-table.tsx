import {
  adminMessages,
  adminSegnocodeLimits,
  formatDate,
  formatMessage,
  nextRedeemedUsersSort,
  type RedeemedUser,
  type RedeemedUserColumn,
  redeemedUserColumns,
  type SortDirection,
} from '@segno/domain';
import type { ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { dataTableCellClass, dataTableRowClass } from '../data-table';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';

const texts = adminMessages.segnocodes;

export type RedeemedUsersSort = { orderBy: RedeemedUserColumn; orderDir: SortDirection };

export type RedeemedUsersTableProps = {
  /** The code the rows are about; names the table. */
  code: string;
  /** This page's rows, already sorted and paged by the server. */
  rows: readonly RedeemedUser[];
  /** How many learners redeemed the code, over every page. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  sort: RedeemedUsersSort;
  /** Called with the sort asked for: a new column ascending, the same column flipped. */
  onSortChange: (sort: RedeemedUsersSort) => void;
  /** 'loading' shows placeholders, 'failed' an alert with a retry, 'ready' the table or the empty message. */
  state: 'loading' | 'ready' | 'failed';
  onRetry?: () => void;
  /** Rows a page (001 section 7: 20). */
  pageSize?: number;
  className?: string;
};

const placeholderRows = ['first', 'second', 'third', 'fourth', 'fifth'];
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function cellText(row: RedeemedUser, column: RedeemedUserColumn): string {
  if (column === 'createdDate') return formatDate(row.createdDate);
  return row[column] ?? '';
}

/**
 * The segnocode report's table (001 sections 3 and 7): who redeemed a code, sortable by every column
 * (headings are buttons; the sorted one says which way), 20 a page with at most 5 page links.
 */
export function RedeemedUsersTable({
  code,
  rows,
  total,
  page,
  onPageChange,
  sort,
  onSortChange,
  state,
  onRetry,
  pageSize = adminSegnocodeLimits.reportPageSize,
  className,
}: RedeemedUsersTableProps) {
  const caption = formatMessage(texts.reportCaption, { code });
  let body: ReactNode;
  if (state === 'loading')
    body = (
      <div role="status" aria-busy="true" aria-label={texts.reportLoading} className="grid gap-2">
        {placeholderRows.map((row) => (
          <Skeleton key={row} shape="rect" className="h-10" />
        ))}
      </div>
    );
  else if (state === 'failed')
    body = (
      <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-2">
        {texts.reportFailed}
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </Alert>
    );
  else if (total === 0) body = <EmptyState title={texts.reportEmpty} />;
  else
    body = (
      <>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border bg-muted text-left">
              <tr>
                {redeemedUserColumns.map((column) => {
                  const isSorted = sort.orderBy === column;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={isSorted ? ariaSort[sort.orderDir] : undefined}
                      className={cn(dataTableCellClass, 'font-medium')}
                    >
                      <button
                        type="button"
                        data-slot="redeemed-users-sort"
                        onClick={() => onSortChange(nextRedeemedUsersSort(sort, column))}
                        className={cn(
                          'inline-flex min-h-8 items-center gap-1 rounded-sm text-left font-medium',
                          focusRing,
                        )}
                      >
                        {texts.columns[column]}
                        <span aria-hidden="true" className={cn('text-xs', !isSorted && 'opacity-40')}>
                          {isSorted && sort.orderDir === 'desc' ? '▼' : '▲'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.externalId}-${row.createdDate.getTime()}`} className={dataTableRowClass}>
                  {redeemedUserColumns.map((column) => (
                    <td key={column} className={dataTableCellClass}>
                      {cellText(row, column)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          totalPages={Math.ceil(total / pageSize)}
          page={page}
          onPageChange={onPageChange}
          label={texts.pagerLabel}
        />
      </>
    );

  return (
    <div data-slot="redeemed-users-table" data-state={state} className={cn('grid gap-4', className)}>
      {body}
    </div>
  );
}
