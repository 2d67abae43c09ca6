import type { ReportGraph } from '@segno/domain';
import { cn } from '../lib/cn';
import { ReportCompletionChart } from './report-charts-completions';
import { ReportMedalChart } from './report-charts-medals';
import { ReportScoreChart } from './report-charts-scores';

export type ReportChartsProps = {
  graph: Pick<ReportGraph, 'medals' | 'scores' | 'completions'>;
  /** 'Score by region', 'Score by district', 'Score by store' or 'Score by learner'. */
  scoresTitle: string;
  className?: string;
};

/**
 * A report's three charts (issue 10): medal distribution, score by row and completion over time, each a figure
 * with its numbers as a table on demand. Drawn with recharts; published as its own entry
 * (`@segno/ui/report-charts`, not in the barrel) so only the report routes download the chart library.
 */
export function ReportCharts({ graph, scoresTitle, className }: ReportChartsProps) {
  return (
    <div data-slot="report-charts" className={cn('grid gap-4 md:grid-cols-2', className)}>
      <ReportMedalChart medals={graph.medals} />
      <ReportScoreChart scores={graph.scores} title={scoresTitle} />
      <ReportCompletionChart completions={graph.completions} className="md:col-span-2" />
    </div>
  );
}
