import { formatMessage, navigationEntries, type ReportScope, reportMessages } from '@segno/domain';
import type { ReportPlace } from '../../api/report-calls';
import { hashHref, paths } from '../../paths';
import type { CrumbHandle } from '../dashboard/crumbs';
import type { ReportData } from './report-loader';
import { toReportSearch } from './report-search';

const texts = reportMessages.screens;
const dashboardLabel =
  navigationEntries.find((entry) => entry.id === 'reporting-dashboard')?.label ?? texts.overviewTitle;

/** One step of the way down the hierarchy; the last is the page itself. */
export type ReportCrumb = { label: string; path: string };

/** The page's title: the overview, the place's name, or the manager's team. */
export function reportTitle(scope: ReportScope): string {
  if (scope.manager) return formatMessage(texts.teamTitle, { name: scope.manager.name });
  return scope.store?.name ?? scope.district?.name ?? scope.region?.name ?? texts.overviewTitle;
}

/**
 * The breadcrumbs down the hierarchy, from the answer's scope (overview, region, district, store); a team is
 * one crumb (managers do not read the hierarchy). Each keeps the view's filters, not its sort or page.
 */
export function reportCrumbTrail({ place, search, report }: ReportData): ReportCrumb[] {
  const query = toReportSearch({
    sort: { column: 'name', direction: 'asc' },
    page: 1,
    filters: search.filters,
  });
  const at = (to: ReportPlace) => paths.report(to, query);
  const { region, district, store } = report.scope;
  if (place.level === 'team') return [{ label: reportTitle(report.scope), path: at(place) }];
  const trail: ReportCrumb[] = [{ label: dashboardLabel, path: at({ level: 'overview' }) }];
  if (region) trail.push({ label: region.name, path: at({ level: 'region', regionId: region.id }) });
  if (region && district)
    trail.push({
      label: district.name,
      path: at({ level: 'district', regionId: region.id, districtId: district.id }),
    });
  if (region && district && store)
    trail.push({
      label: store.name,
      path: at({ level: 'store', regionId: region.id, districtId: district.id, storeId: store.id }),
    });
  return trail;
}

/** The report routes' handle: the trail, the last crumb (this page) without a link. */
export const reportCrumbs: CrumbHandle = {
  crumbs: (match) => {
    if (match.data === undefined) return [];
    const trail = reportCrumbTrail(match.data as ReportData);
    return trail.map((crumb, index) => ({
      label: crumb.label,
      href: index === trail.length - 1 ? undefined : hashHref(crumb.path),
    }));
  },
};
