import {
  formatMessage,
  type ReportNumberColumn,
  type ReportRow,
  type ReportSort,
  type ReportSortColumn,
  type ReportTotals,
  reportMessages,
  reportNumberColumns,
} from '@segno/domain';
import { dataTableCellClass, dataTableRowClass } from '../data-table';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';
import { nextReportSort } from './report-table-sort';

const texts = reportMessages.widgets.table;
const numberFormat = new Intl.NumberFormat('en-US');
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const placeholderRows = ['first', 'second', 'third', 'fourth', 'fifth'];
const numberCellClass = cn(dataTableCellClass, 'text-right tabular-nums');

export type ReportTableProps = {
  /** The table's accessible name, shown as its caption ('Regions'). */
  caption: string;
  /** The first column's header: 'Region', 'District', 'Store' or 'Learner'. */
  nameHeader: string;
  /** One page of rows, sorted by the server. */
  rows: readonly ReportRow[];
  /** The totals of every row (all pages), shown last as a labelled row. */
  totals: ReportTotals;
  sort: ReportSort;
  /** Called with the sort asked for: a new column ascending, the sorted column flipped. */
  onSortChange: (sort: ReportSort) => void;
  /** The current page, 1-based. */
  page: number;
  /** Rows a page (001 section 9: 10). */
  pageSize: number;
  /** How many rows the report has, over every page. */
  total: number;
  /** Called at once with the page asked for; the app debounces the request (001 section 9: 1000 ms). */
  onPageChange: (page: number) => void;
  /** The drill-down link of a row's name ('#/report-dashboard/region/3'); none when undefined. */
  rowHref?: (row: ReportRow) => string | undefined;
  /** Learner rows: a Manager column (the row's manager_name). */
  showManager?: boolean;
  /** A request is under way: the rows stay, dimmed, and the table is marked busy; without rows, placeholders. */
  isLoading?: boolean;
  className?: string;
};

function SortButton({
  column,
  label,
  sort,
  onSortChange,
}: {
  column: ReportSortColumn;
  label: string;
  sort: ReportSort;
  onSortChange: (sort: ReportSort) => void;
}) {
  const isSorted = sort.column === column;
  return (
    <button
      type="button"
      data-slot="report-table-sort"
      onClick={() => onSortChange(nextReportSort(sort, column))}
      className={cn('inline-flex min-h-8 items-center gap-1 rounded-sm font-medium', focusRing)}
    >
      {label}
      <span aria-hidden="true" className={cn('text-xs', !isSorted && 'opacity-40')}>
        {isSorted && sort.direction === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

function NumberCells({ totals }: { totals: ReportTotals }) {
  return reportNumberColumns.map((column) => (
    <td key={column} className={numberCellClass}>
      {numberFormat.format(totals[column])}
    </td>
  ));
}

/**
 * A report dashboard's list (001 sections 2, 3 and 7): one row per region, district, store or learner with
 * their totals (learners, score, average score, level, medals and badges), headings that sort, the totals of
 * the whole report last, and a pager. The name links down the hierarchy when `rowHref` gives a link.
 */
export function ReportTable({
  caption,
  nameHeader,
  rows,
  totals,
  sort,
  onSortChange,
  page,
  pageSize,
  total,
  onPageChange,
  rowHref,
  showManager = false,
  isLoading = false,
  className,
}: ReportTableProps) {
  const hasRows = rows.length > 0;
  const state = isLoading ? 'loading' : hasRows ? 'ready' : 'empty';
  if (state === 'empty')
    return (
      <div data-slot="report-table" data-state="empty" className={className}>
        <EmptyState title={texts.empty} headingLevel={3} aria-label={`${caption}: ${texts.empty}`} />
      </div>
    );

  const columnCount = 1 + (showManager ? 1 : 0) + reportNumberColumns.length;
  const headerCell = (column: ReportSortColumn, label: string, isNumber: boolean) => (
    <th
      key={column}
      scope="col"
      aria-sort={sort.column === column ? ariaSort[sort.direction] : undefined}
      className={cn(dataTableCellClass, 'font-medium', isNumber && 'text-right')}
    >
      <SortButton column={column} label={label} sort={sort} onSortChange={onSortChange} />
    </th>
  );

  return (
    <div data-slot="report-table" data-state={state} className={cn('grid gap-4', className)}>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table aria-busy={isLoading || undefined} className="w-full text-sm">
          <caption className="px-3 py-2 text-left text-base font-semibold">{caption}</caption>
          <thead className="border-y border-border bg-muted text-left">
            <tr>
              {headerCell('name', nameHeader, false)}
              {showManager && (
                <th scope="col" className={cn(dataTableCellClass, 'font-medium')}>
                  {texts.manager}
                </th>
              )}
              {reportNumberColumns.map((column: ReportNumberColumn) =>
                headerCell(column, texts.columns[column], true),
              )}
            </tr>
          </thead>
          {/* Dimmed while a page loads: greyed, not faded, so the numbers keep their contrast. */}
          <tbody className={cn(isLoading && hasRows && 'bg-muted text-muted-foreground')}>
            {hasRows
              ? rows.map((row) => {
                  const href = rowHref?.(row);
                  return (
                    <tr key={rowKey(row)} data-slot="report-table-row" className={dataTableRowClass}>
                      <th scope="row" className={cn(dataTableCellClass, 'text-left font-medium')}>
                        {href ? (
                          <a
                            href={href}
                            className={cn('rounded-sm text-primary underline underline-offset-2', focusRing)}
                          >
                            {row.name}
                          </a>
                        ) : (
                          row.name
                        )}
                      </th>
                      {showManager && <td className={dataTableCellClass}>{row.manager_name ?? ''}</td>}
                      <NumberCells totals={row.totals} />
                    </tr>
                  );
                })
              : placeholderRows.map((placeholder) => (
                  <tr key={placeholder} data-slot="report-table-placeholder" className={dataTableRowClass}>
                    <td colSpan={columnCount} className={dataTableCellClass}>
                      <Skeleton />
                    </td>
                  </tr>
                ))}
          </tbody>
          {hasRows && (
            <tfoot className="border-t-2 border-border bg-muted font-semibold">
              <tr data-slot="report-table-totals">
                <th scope="row" className={cn(dataTableCellClass, 'text-left')}>
                  {texts.totals}
                </th>
                {showManager && <td className={dataTableCellClass} />}
                <NumberCells totals={totals} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Pagination
        totalPages={Math.ceil(total / pageSize)}
        page={page}
        onPageChange={onPageChange}
        label={formatMessage(texts.pagerLabel, { caption })}
      />
    </div>
  );
}

/** The id a row is known by: learner, store, district or region. */
function rowKey(row: ReportRow): string {
  return [row.region_id, row.district_id, row.store_id, row.user_id].join('-');
}
