import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The padding of a data table's cells; rows pass it to their `td`s. */
export const dataTableCellClass = 'px-3 py-2';
/** A data table's row: a line between rows, none after the last. */
export const dataTableRowClass = 'border-b border-border last:border-0';

export type DataTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The body's rows (`tr`s with `td`s). */
  children: ReactNode;
};

/** A plain table of rows with column headings, scrolling sideways on narrow screens. */
export function DataTable({ caption, columns, children, className, ...props }: DataTableProps) {
  return (
    <div data-slot="data-table" className="overflow-x-auto rounded-lg border border-border">
      <table className={cn('w-full text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted text-left">
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; position is identity
              <th key={index} scope="col" className={cn(dataTableCellClass, 'font-medium')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
