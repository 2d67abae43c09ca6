import type { ReportGraph } from '@segno/domain';
import { reportMessages } from '@segno/domain';
import { Alert, Button, Skeleton } from '@segno/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { ReportCallQuery, ReportPlace } from '../../api/report-calls';

const texts = reportMessages.screens;

// recharts is heavy: only the report routes fetch it, with the charts (their own package entry).
const ReportCharts = lazy(async () => ({ default: (await import('@segno/ui/report-charts')).ReportCharts }));

type Loaded = { state: 'loading' | 'failed' } | { state: 'ready'; graph: ReportGraph };

export type ReportChartsPanelProps = {
  place: ReportPlace;
  /** The view's query; the page is not part of what the charts draw. */
  query: ReportCallQuery;
};

/** The report's charts (type=graph): medal distribution, score by row, completions over time. */
export function ReportChartsPanel({ place, query }: ReportChartsPanelProps) {
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify({ place, query: { ...query, page_number: 1 } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the place and query; a new attempt asks again
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    api
      .getReportGraph(place, { ...query, page_number: 1 }, controller.signal)
      .then((graph) => setLoaded({ state: 'ready', graph }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, key, attempt]);

  const loading = (
    <div aria-busy="true" aria-label={texts.chartsLoading} role="status" className="grid gap-3">
      <Skeleton className="h-48 w-full" />
    </div>
  );
  return (
    <section aria-label={texts.chartsTitle} className="grid gap-3">
      <h2 className="text-lg font-semibold">{texts.chartsTitle}</h2>
      {loaded.state === 'loading' && loading}
      {loaded.state === 'failed' && (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-2">
          {texts.chartsFailed}
          <Button variant="outline" onClick={() => setAttempt((count) => count + 1)}>
            {texts.retry}
          </Button>
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <Suspense fallback={loading}>
          <ReportCharts graph={loaded.graph} scoresTitle={texts.scoresTitles[place.level]} />
        </Suspense>
      )}
    </section>
  );
}
