import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { dataTableCellClass, dataTableRowClass } from '../data-table';
import { cn } from '../lib/cn';
import { chartNumberFormat } from './report-charts-format';

const numberCellClass = cn(dataTableCellClass, 'text-right tabular-nums');

export type ReportChartData = {
  /** The headings: the label column, then one per number. */
  columns: readonly string[];
  /** One row per label: the label, then its numbers. */
  rows: readonly { label: string; values: readonly number[] }[];
};

export type ReportChartFigureProps = {
  /** Which chart, as `data-chart`. */
  chart: 'medals' | 'scores' | 'completions';
  title: string;
  /** Nothing to draw: `emptyText` replaces the chart ('No medals yet'). */
  isEmpty: boolean;
  emptyText: string;
  /** A line under the chart ('The 10 highest scores of 25.'). */
  note?: string;
  /** The numbers drawn, as a table behind a 'Show data' disclosure: the chart's text alternative. */
  data: ReportChartData;
  showDataLabel: string;
  hideDataLabel: string;
  /** The drawing; hidden from assistive technology, which reads the table. */
  children: ReactNode;
  className?: string;
};

/** One report chart: a figure with its caption, the drawing at a fixed height, and its numbers on demand. */
export function ReportChartFigure({
  chart,
  title,
  isEmpty,
  emptyText,
  note,
  data,
  showDataLabel,
  hideDataLabel,
  children,
  className,
}: ReportChartFigureProps) {
  const [isDataShown, setDataShown] = useState(false);
  const tableId = useId();
  const titleId = useId();
  return (
    <figure
      data-slot="report-chart"
      data-chart={chart}
      data-state={isEmpty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground',
        className,
      )}
    >
      <figcaption id={titleId} className="text-base font-semibold">
        {title}
      </figcaption>
      {isEmpty ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          <div aria-hidden="true" data-slot="report-chart-drawing" className="h-60 w-full min-w-0">
            {children}
          </div>
          {note && <p className="text-sm text-muted-foreground">{note}</p>}
          <div>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={isDataShown}
              aria-controls={tableId}
              onClick={() => setDataShown((shown) => !shown)}
            >
              {isDataShown ? hideDataLabel : showDataLabel}
            </Button>
          </div>
          <div id={tableId} hidden={!isDataShown} className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-border text-left">
                <tr>
                  {data.columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(dataTableCellClass, 'font-medium', index > 0 && 'text-right')}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two stores of one name)
                  <tr key={rowIndex} className={dataTableRowClass}>
                    <th scope="row" className={cn(dataTableCellClass, 'text-left font-normal')}>
                      {row.label}
                    </th>
                    {row.values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; position is identity
                      <td key={index} className={numberCellClass}>
                        {chartNumberFormat.format(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
