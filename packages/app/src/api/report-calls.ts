import {
  type ReportFilterQuery,
  type ReportQuery,
  type ReportTeamQuery,
  type ReportViewSave,
  reportFilterListSchema,
  reportGraphSchema,
  reportListSchema,
  reportTeamListSchema,
  reportViewListSchema,
  reportViewSchema,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
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
  function getReport<Schema extends typeof reportListSchema | typeof reportGraphSchema>(
    place: ReportPlace,
    query: ReportQuery,
    schema: Schema,
    signal?: AbortSignal,
  ): Promise<z.output<Schema>> {
    // One call per level; each parses with `schema`, which the generic request cannot see through the switch.
    return send() as Promise<z.output<Schema>>;
    function send() {
      switch (place.level) {
        case 'overview':
          return request('report', { query, schema, signal });
        case 'region':
          return request('reportRegion', { params: { region_id: place.regionId }, query, schema, signal });
        case 'district':
          return request('reportDistrict', {
            params: { region_id: place.regionId, district_id: place.districtId },
            query,
            schema,
            signal,
          });
        case 'store':
          return request('reportStore', {
            params: { region_id: place.regionId, district_id: place.districtId, store_id: place.storeId },
            query,
            schema,
            signal,
          });
        case 'team':
          return request('reportManager', { params: { manager_id: place.managerId }, query, schema, signal });
      }
    }
  }

  return {
    /** One page of the report's rows (type list). */
    getReportList: (place: ReportPlace, query: ReportCallQuery, signal?: AbortSignal) =>
      getReport(place, { ...query, type: 'list' }, reportListSchema, signal),
    /** What the report's charts draw (type graph); the page does not matter to it. */
    getReportGraph: (place: ReportPlace, query: ReportCallQuery, signal?: AbortSignal) =>
      getReport(place, { ...query, type: 'graph' }, reportGraphSchema, signal),
    getReportFilters: (
      query: Partial<ReportFilterQuery> & Pick<ReportFilterQuery, 'kind'>,
      signal?: AbortSignal,
    ) => request('reportFilters', { query, schema: reportFilterListSchema, signal }),
    getReportTeams: (query: Partial<ReportTeamQuery> = {}, signal?: AbortSignal) =>
      request('reportTeams', { query, schema: reportTeamListSchema, signal }),
    getReportViews: (signal?: AbortSignal) =>
      request('reportViews', { schema: reportViewListSchema, signal }),
    /** Saves a view; 409 when the user has one of that name, unless `replace` (001 section 8). */
    createReportView: (save: ReportViewSave) =>
      request('reportViewCreate', { json: save, schema: reportViewSchema }),
    saveReportView: (viewId: number, save: ReportViewSave) =>
      request('reportViewSave', { params: { view_id: viewId }, json: save, schema: reportViewSchema }),
  };
}
