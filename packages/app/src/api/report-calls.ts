import type {
  ReportFilterQuery,
  ReportGraph,
  ReportList,
  ReportQuery,
  ReportTeamQuery,
  ReportViewSave,
} from '@segno/domain';
import type { Transport } from './transport';

/** Which report: the hierarchy down to a store, or a manager's team (001 section 7). */
export type ReportPlace =
  | { level: 'overview' }
  | { level: 'region'; regionId: number }
  | { level: 'district'; regionId: number; districtId: number }
  | { level: 'store'; regionId: number; districtId: number; storeId: number }
  | { level: 'team'; managerId: number };

/** The report's query without its type: the list and the graph share everything else. */
export type ReportCallQuery = Omit<ReportQuery, 'type'>;

/** The report dashboards (issue 10; 001 sections 2 and 7): lists, graphs, filters, teams and saved views. */
export function createReportCalls(request: Transport) {
  /** The report answers its list or its graph as the query's `type` asks; `Answer` names which. */
  function getReport<Answer extends ReportList | ReportGraph>(
    place: ReportPlace,
    query: ReportQuery,
    signal?: AbortSignal,
  ): Promise<Answer> {
    return send() as Promise<unknown> as Promise<Answer>;
    function send() {
      switch (place.level) {
        case 'overview':
          return request('report', { query, signal });
        case 'region':
          return request('reportRegion', { params: { region_id: place.regionId }, query, signal });
        case 'district':
          return request('reportDistrict', {
            params: { region_id: place.regionId, district_id: place.districtId },
            query,
            signal,
          });
        case 'store':
          return request('reportStore', {
            params: { region_id: place.regionId, district_id: place.districtId, store_id: place.storeId },
            query,
            signal,
          });
        case 'team':
          return request('reportManager', { params: { manager_id: place.managerId }, query, signal });
      }
    }
  }

  return {
    /** One page of the report's rows (type list). */
    getReportList: (place: ReportPlace, query: ReportCallQuery, signal?: AbortSignal) =>
      getReport<ReportList>(place, { ...query, type: 'list' }, signal),
    /** What the report's charts draw (type graph); the page does not matter to it. */
    getReportGraph: (place: ReportPlace, query: ReportCallQuery, signal?: AbortSignal) =>
      getReport<ReportGraph>(place, { ...query, type: 'graph' }, signal),
    getReportFilters: (
      query: Partial<ReportFilterQuery> & Pick<ReportFilterQuery, 'kind'>,
      signal?: AbortSignal,
    ) => request('reportFilters', { query, signal }),
    getReportTeams: (query: Partial<ReportTeamQuery> = {}, signal?: AbortSignal) =>
      request('reportTeams', { query, signal }),
    getReportViews: (signal?: AbortSignal) => request('reportViews', { signal }),
    /** Saves a view; 409 when the user has one of that name, unless `replace` (001 section 8). */
    createReportView: (save: ReportViewSave) => request('reportViewCreate', { json: save }),
    saveReportView: (viewId: number, save: ReportViewSave) =>
      request('reportViewSave', { params: { view_id: viewId }, json: save }),
  };
}
