import { type ReportGraph, reportMessages } from '@segno/domain';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxisStroke, chartTick, chartTooltipStyle, formatTick } from './report-charts-axes';
import { ReportChartFigure } from './report-charts-figure';
import { formatReportMonth } from './report-charts-format';

const texts = reportMessages.widgets.charts;

export type ReportCompletionChartProps = { completions: ReportGraph['completions']; className?: string };

/** Completion over time: completions a calendar month, oldest first, the current month last. */
export function ReportCompletionChart({ completions, className }: ReportCompletionChartProps) {
  const data = completions.map((point) => ({
    label: formatReportMonth(point.month),
    count: point.completions,
  }));
  return (
    <ReportChartFigure
      className={className}
      chart="completions"
      title={texts.completionsTitle}
      isEmpty={data.every((point) => point.count === 0)}
      emptyText={texts.completionsEmpty}
      data={{
        columns: [texts.month, texts.completions],
        rows: data.map((point) => ({ label: point.label, values: [point.count] })),
      }}
      showDataLabel={texts.showData}
      hideDataLabel={texts.hideData}
    >
      <AreaChart
        data={data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 5, right: 16, bottom: 5, left: 5 }}
      >
        <CartesianGrid vertical={false} stroke={chartAxisStroke} />
        <XAxis dataKey="label" tick={chartTick} stroke={chartAxisStroke} />
        <YAxis
          allowDecimals={false}
          tickFormatter={formatTick}
          tick={chartTick}
          stroke={chartAxisStroke}
          width={48}
        />
        <Tooltip contentStyle={chartTooltipStyle} />
        <Area
          type="monotone"
          dataKey="count"
          name={texts.completions}
          stroke="var(--primary)"
          fill="var(--primary)"
          fillOpacity={0.2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ReportChartFigure>
  );
}
