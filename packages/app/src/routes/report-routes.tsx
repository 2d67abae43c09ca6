import type { ReportLevel } from '@segno/domain';
import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';

// The report screens load on demand, loader, component, crumbs and error screen in parallel: only reporting users
// and managers open them, and the charts bring recharts.
const reportPage = async () => (await import('../features/reports/report-page')).ReportPage;
const reportRouteError = async () =>
  (await import('../features/reports/report-route-error')).ReportRouteError;

/** The report dashboards (001 section 2; 000 section 2), inside the signed-in chrome. */
export function reportRoutes(api: ApiClient): RouteObject[] {
  const report = (path: string, level: ReportLevel): RouteObject => ({
    path,
    lazy: {
      loader: async () => (await import('../features/reports/report-loader')).createReportLoader(api, level),
      Component: reportPage,
      handle: async () => (await import('../features/reports/report-crumbs')).reportCrumbs,
      ErrorBoundary: reportRouteError,
    },
  });
  return [
    report('/report-dashboard/overview', 'overview'),
    report('/report-dashboard/region/:region_id', 'region'),
    report('/report-dashboard/region/:region_id/district/:district_id', 'district'),
    report('/report-dashboard/region/:region_id/district/:district_id/store/:store_id', 'store'),
    report('/team-reporting/:man_id', 'team'),
  ];
}
