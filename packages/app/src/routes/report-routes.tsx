import type { ReportLevel } from '@segno/domain';
import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { reportCrumbs } from '../features/reports/report-crumbs';
import { ReportRouteError } from '../features/reports/report-route-error';

// The report screens load on demand, loader and component in parallel: only reporting users and managers open
// them, and the charts bring recharts.
const reportPage = async () => (await import('../features/reports/report-page')).ReportPage;

/** The report dashboards (001 section 2; 000 section 2), inside the signed-in chrome. */
export function reportRoutes(api: ApiClient): RouteObject[] {
  const report = (path: string, level: ReportLevel): RouteObject => ({
    path,
    lazy: {
      loader: async () => (await import('../features/reports/report-loader')).createReportLoader(api, level),
      Component: reportPage,
    },
    errorElement: <ReportRouteError />,
    handle: reportCrumbs,
  });
  return [
    report('/report-dashboard/overview', 'overview'),
    report('/report-dashboard/region/:region_id', 'region'),
    report('/report-dashboard/region/:region_id/district/:district_id', 'district'),
    report('/report-dashboard/region/:region_id/district/:district_id/store/:store_id', 'store'),
    report('/team-reporting/:man_id', 'team'),
  ];
}
