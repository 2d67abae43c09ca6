import type { ReportLevel, ReportList } from '@segno/domain';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import type { ReportPlace } from '../../api/report-calls';
import { requireSession } from '../auth/require-session';
import { type ReportSearch, readReportSearch, toReportQuery } from './report-search';

/** What a report page shows first: its place, its view (from the address) and one page of rows. */
export type ReportData = { place: ReportPlace; search: ReportSearch; report: ReportList };

/** The route's ids; a malformed one is sent as is and refused by the server (400, the error page). */
function id(params: Params, name: string): number {
  return Number(params[name]);
}

/** Which report a route's params name (001 section 2 routes). */
export function readReportPlace(level: ReportLevel, params: Params): ReportPlace {
  switch (level) {
    case 'overview':
      return { level };
    case 'region':
      return { level, regionId: id(params, 'region_id') };
    case 'district':
      return { level, regionId: id(params, 'region_id'), districtId: id(params, 'district_id') };
    case 'store':
      return {
        level,
        regionId: id(params, 'region_id'),
        districtId: id(params, 'district_id'),
        storeId: id(params, 'store_id'),
      };
    case 'team':
      return { level, managerId: id(params, 'man_id') };
  }
}

/**
 * A report page's loader: the rows of the page the address asks for (the charts, filters and saved views load
 * on the page, so the list shows first). Who may read which report is the server's `canReadReport` (403).
 */
export function createReportLoader(api: ApiClient, level: ReportLevel) {
  return async function reportLoader({ request, params }: LoaderFunctionArgs): Promise<ReportData> {
    requireSession(request);
    const place = readReportPlace(level, params);
    const search = readReportSearch(new URL(request.url).searchParams);
    const report = await api.getReportList(place, toReportQuery(search), request.signal);
    return { place, search, report };
  };
}
