import { formatMessage, type ReportGraph, reportMessages } from '@segno/domain';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxisStroke, chartTick, chartTooltipStyle, formatTick } from './report-charts-axes';
import { ReportChartFigure } from './report-charts-figure';
import { topScores } from './report-charts-format';

const texts = reportMessages.widgets.charts;
const columns = reportMessages.widgets.table.columns;
/** Names longer than this are shortened on the axis (the data table has them whole). */
const tickNameMax = 16;

const shortName = (name: string) => (name.length > tickNameMax ? `${name.slice(0, tickNameMax - 1)}…` : name);

export type ReportScoreChartProps = {
  scores: ReportGraph['scores'];
  /** 'Score by region', 'Score by district', 'Score by store' or 'Score by learner'. */
  title: string;
  className?: string;
};

/** Score by row: one bar per region, district, store or learner, the 10 highest when there are more. */
export function ReportScoreChart({ scores, title, className }: ReportScoreChartProps) {
  const shown = topScores(scores);
  const isTruncated = shown.length < scores.length;
  return (
    <ReportChartFigure
      className={className}
      chart="scores"
      title={title}
      isEmpty={scores.every((row) => row.score === 0)}
      emptyText={texts.scoresEmpty}
      note={
        isTruncated
          ? formatMessage(texts.scoresTop, { shown: shown.length, total: scores.length })
          : undefined
      }
      data={{
        columns: [texts.name, columns.learners, columns.score, columns.average_score],
        rows: shown.map((row) => ({
          label: row.name,
          values: [row.learners, row.score, row.average_score],
        })),
      }}
      showDataLabel={texts.showData}
      hideDataLabel={texts.hideData}
    >
      <BarChart
        data={shown}
        layout="vertical"
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 5, right: 16, bottom: 5, left: 5 }}
      >
        <CartesianGrid horizontal={false} stroke={chartAxisStroke} />
        <XAxis
          type="number"
          allowDecimals={false}
          tickFormatter={formatTick}
          tick={chartTick}
          stroke={chartAxisStroke}
        />
        <YAxis
          type="category"
          dataKey="name"
          tickFormatter={shortName}
          tick={chartTick}
          stroke={chartAxisStroke}
          width={112}
          interval={0}
        />
        <Tooltip cursor={{ fill: 'var(--muted)' }} contentStyle={chartTooltipStyle} />
        <Bar dataKey="score" name={columns.score} fill="var(--primary)" isAnimationActive={false} />
      </BarChart>
    </ReportChartFigure>
  );
}
