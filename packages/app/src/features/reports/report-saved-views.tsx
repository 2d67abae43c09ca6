import type { ReportViewList } from '@segno/domain';
import { type SavedReportView, SavedReportViews, type SaveViewOutcome } from '@segno/ui';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { hashHref } from '../../paths';
import { useApiErrorHandler } from '../../routes/route-error';
import type { ReportCrumb } from './report-crumbs';

type Loaded = { state: 'loading' | 'failed' } | { state: 'ready'; views: SavedReportView[] };

const asViews = ({ data }: ReportViewList): SavedReportView[] =>
  data.map((view) => ({
    view_id: view.view_id,
    name: view.name,
    href: hashHref(view.url),
    updated_at: view.updated_at,
  }));

export type ReportSavedViewsProps = {
  /** The page's path and query: what a saved view reopens. */
  url: string;
  filters: Record<string, string>;
  breadcrumbs: readonly ReportCrumb[];
};

/**
 * The user's saved report views and the form that saves this page (001 sections 2 and 8). A name the user
 * already has answers 409: the widget asks the spec's replace question, and OK saves again with `replace`.
 */
export function ReportSavedViews({ url, filters, breadcrumbs }: ReportSavedViewsProps) {
  const api = useApi();
  const handleError = useApiErrorHandler();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(
    (signal?: AbortSignal) =>
      api
        .getReportViews(signal)
        .then((list) => setLoaded({ state: 'ready', views: asViews(list) }))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          // spec (001 section 8): failed list loads are only logged.
          console.warn('The saved reports could not be loaded.', error);
          setLoaded({ state: 'failed' });
        }),
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function save(name: string, { replace }: { replace: boolean }): Promise<SaveViewOutcome> {
    try {
      await api.createReportView({
        name,
        url,
        filters,
        breadcrumbs: breadcrumbs.map((crumb) => ({ label: crumb.label, url: crumb.path })),
        replace,
      });
      await load();
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return 'nameTaken';
      const issue = error instanceof ApiError ? error.issues?.[0] : undefined;
      if (issue) return { error: issue.message };
      handleError(error);
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  return (
    <SavedReportViews
      views={loaded.state === 'ready' ? loaded.views : undefined}
      loadFailed={loaded.state === 'failed'}
      onSave={save}
    />
  );
}
