import { type ReportGraph, reportMessages } from '@segno/domain';
import { Bar, BarChart, type BarShapeProps, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxisStroke, chartTick, chartTooltipStyle, formatTick } from './report-charts-axes';
import { ReportChartFigure } from './report-charts-figure';

const texts = reportMessages.widgets.charts;
const medalKinds = ['gold', 'silver', 'bronze'] as const;
type MedalKind = (typeof medalKinds)[number];
const medalLabels: Record<MedalKind, string> = {
  gold: reportMessages.widgets.table.columns.gold,
  silver: reportMessages.widgets.table.columns.silver,
  bronze: reportMessages.widgets.table.columns.bronze,
};

/** Each bar in its medal's colour (the theme's medal tokens). */
function MedalBar(props: BarShapeProps) {
  const kind = (props.payload as { kind: MedalKind }).kind;
  return <Rectangle {...props} fill={`var(--${kind})`} />;
}

export type ReportMedalChartProps = { medals: ReportGraph['medals']; className?: string };

/** The medal distribution: how many gold, silver and bronze medals the report's learners hold. */
export function ReportMedalChart({ medals, className }: ReportMedalChartProps) {
  const data = medalKinds.map((kind) => ({ kind, label: medalLabels[kind], count: medals[kind] }));
  return (
    <ReportChartFigure
      className={className}
      chart="medals"
      title={texts.medalsTitle}
      isEmpty={data.every((medal) => medal.count === 0)}
      emptyText={texts.medalsEmpty}
      data={{
        columns: [texts.medal, texts.medals],
        rows: data.map((medal) => ({ label: medal.label, values: [medal.count] })),
      }}
      showDataLabel={texts.showData}
      hideDataLabel={texts.hideData}
    >
      <BarChart data={data} responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
        <CartesianGrid vertical={false} stroke={chartAxisStroke} />
        <XAxis dataKey="label" tick={chartTick} stroke={chartAxisStroke} />
        <YAxis
          allowDecimals={false}
          tickFormatter={formatTick}
          tick={chartTick}
          stroke={chartAxisStroke}
          width={48}
        />
        <Tooltip cursor={{ fill: 'var(--muted)' }} contentStyle={chartTooltipStyle} />
        <Bar dataKey="count" name={texts.medals} shape={MedalBar} isAnimationActive={false} />
      </BarChart>
    </ReportChartFigure>
  );
}
