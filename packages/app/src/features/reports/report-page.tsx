import { type ReportRow, reportLimits, reportMessages } from '@segno/domain';
import { ReportTable } from '@segno/ui';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { ReportPlace } from '../../api/report-calls';
import { hashHref, paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import { ReportChartsPanel } from './report-charts-panel';
import { reportCrumbTrail, reportTitle } from './report-crumbs';
import { ReportExportAction } from './report-export-action';
import { ReportFilterBar } from './report-filters';
import type { ReportData } from './report-loader';
import { ReportSavedViews } from './report-saved-views';
import { type ReportSearch, savedFilters, toReportQuery, toReportSearch } from './report-search';
import { useDebouncedPage } from './use-debounced-page';

const texts = reportMessages.screens;

/**
 * Where a row drills down to: a region's districts, a district's stores, a store's learners. Learner rows (a
 * store's, a team's) link nowhere: a learner is the bottom of the hierarchy, and a learner's manager's team is
 * only readable by reporting users and that manager, so the manager column stays text.
 */
function drillDown(place: ReportPlace, row: ReportRow): ReportPlace | undefined {
  const { region_id: regionId, district_id: districtId, store_id: storeId } = row;
  if (row.user_id !== null || regionId === null) return undefined;
  if (place.level === 'overview') return { level: 'region', regionId };
  if (place.level === 'region' && districtId !== null) return { level: 'district', regionId, districtId };
  if (place.level === 'district' && districtId !== null && storeId !== null)
    return { level: 'store', regionId, districtId, storeId };
  return undefined;
}

/**
 * A report page (001 sections 2, 3 and 7; 000 section 2): the overview of regions, a region's districts, a
 * district's stores, a store's learners or a manager's team. The sort, the page and the filters live in the
 * query string, so a view can be shared, saved and reopened, and Back returns to the previous one. Breadcrumbs
 * come from the route's handle (`reportCrumbs`).
 */
export function ReportPage() {
  const data = useLoaderData() as ReportData;
  const { place, search, report } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const isReloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  // A filter or a sort keeps the page's scroll; another page of the table opens at the top.
  const show = (next: ReportSearch) => navigate(paths.report(place, toReportSearch(next)), keepScroll);
  const { shownPage, changePage, isPending } = useDebouncedPage(search.page, (page) =>
    navigate(paths.report(place, toReportSearch({ ...search, page }))),
  );
  const query = toReportQuery(search);
  const isLearnerList = place.level === 'store' || place.level === 'team';

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{reportTitle(report.scope)}</h1>
        {report.total > 0 && <ReportExportAction place={place} search={search} />}
      </div>
      <ReportFilterBar
        // A new place starts with its own options.
        key={JSON.stringify(place)}
        place={place}
        filters={search.filters}
        onFiltersChange={(filters) => show({ ...search, page: 1, filters })}
      />
      <ReportTable
        caption={texts.captions[place.level]}
        nameHeader={texts.nameHeaders[place.level]}
        rows={report.data}
        totals={report.totals}
        sort={search.sort}
        onSortChange={(sort) => show({ ...search, page: 1, sort })}
        page={shownPage}
        pageSize={reportLimits.pageResults}
        total={report.total}
        onPageChange={changePage}
        rowHref={(row) => {
          const to = drillDown(place, row);
          return to && hashHref(paths.report(to, toReportSearch({ ...search, page: 1 })));
        }}
        showManager={isLearnerList}
        isLoading={isReloading || isPending}
      />
      <ReportChartsPanel place={place} query={query} />
      <ReportSavedViews
        url={`${location.pathname}${location.search}`}
        filters={savedFilters(search.filters)}
        breadcrumbs={reportCrumbTrail(data)}
      />
    </div>
  );
}
