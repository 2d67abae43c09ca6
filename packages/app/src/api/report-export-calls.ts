import type { ReportExportField, ReportExportQuery } from '@segno/domain';
import type { ExportRequest } from './export-calls';
import type { ReportPlace } from './report-calls';
import type { Transport } from './transport';

/** The list's query as the export reads it: sort and filters; paging and the list's type do not apply. */
export type ReportExportCallQuery = Partial<ReportExportQuery>;

/**
 * The report export (issue 10; 001 sections 3 and 7): starts a job of every row of the report the screen shows,
 * with the same sort and filters, in the list's order; the job is then followed like every export
 * (`pollExport`, `downloadExport`). Not cancelled on page change: the job is the user's.
 */
export function createReportExportCalls(request: Transport) {
  return {
    requestReportExport: (
      place: ReportPlace,
      query: ReportExportCallQuery,
      { format, fields }: ExportRequest & { fields: readonly ReportExportField[] },
    ) => {
      const options = { query: { ...query, type: format, fields } };
      switch (place.level) {
        case 'overview':
          return request('reportExport', options);
        case 'region':
          return request('reportRegionExport', { ...options, params: { region_id: place.regionId } });
        case 'district':
          return request('reportDistrictExport', {
            ...options,
            params: { region_id: place.regionId, district_id: place.districtId },
          });
        case 'store':
          return request('reportStoreExport', {
            ...options,
            params: { region_id: place.regionId, district_id: place.districtId, store_id: place.storeId },
          });
        case 'team':
          return request('reportManagerExport', { ...options, params: { manager_id: place.managerId } });
      }
    },
  };
}
