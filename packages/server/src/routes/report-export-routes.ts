/**
 * The report export (issue 10; 001 sections 3 and 7): GET {report path}/export?type=csv|xls&fields[]=…&{the list's
 * query} records an export job of every row of that report, in the list's order (followed through
 * /export/{file} like every export). Who may: the list's rule, `canReadReport` (403); an unknown place 404 with
 * the list's message; an invalid report query 400, before those; bad fields or type 400, after them.
 */
import { reportMessages } from '@segno/domain';
import type { CallQuery } from '@segno/domain/contract';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import { type ReportExportTarget, reportExportParams } from '../services/exports/report-export';
import type { SignedInUser } from '../services/session-service';
import { requestExport } from './export-routes';

export function reportExportHandlers(services: Services) {
  /**
   * The list's refusals, as the list answers them (403 by `canReadReport`, 404 naming the missing place), then the
   * export job.
   */
  async function exportReport(
    caller: SignedInUser,
    target: ReportExportTarget,
    query: CallQuery<'reportExport'>,
  ) {
    const refusal = await services.reportExports.refusal(caller, target);
    if (refusal?.refusal === 'forbidden') throw new ApiError(403, reportMessages.notAllowed);
    if (refusal) throw new ApiError(404, refusal.message);
    return requestExport(services, caller, 'report', reportExportParams(caller, target, query), query);
  }

  return defineHandlers({
    reportExport: ({ query, caller }) => exportReport(caller, { level: 'overview' }, query),
    reportRegionExport: ({ params, query, caller }) =>
      exportReport(caller, { level: 'region', regionId: params.region_id }, query),
    reportDistrictExport: ({ params, query, caller }) =>
      exportReport(
        caller,
        { level: 'district', regionId: params.region_id, districtId: params.district_id },
        query,
      ),
    reportStoreExport: ({ params, query, caller }) =>
      exportReport(
        caller,
        {
          level: 'store',
          regionId: params.region_id,
          districtId: params.district_id,
          storeId: params.store_id,
        },
        query,
      ),
    reportManagerExport: ({ params, query, caller }) =>
      exportReport(caller, { level: 'team', managerId: params.manager_id }, query),
  });
}
