/**
 * The report export (issue 10; 001 sections 3 and 7): GET {report path}/export?type=csv|xls&fields[]=…&{the list's
 * query} records an export job of every row of that report, in the list's order (followed through
 * /export/{file} like every export). Who may: the list's rule, `canReadReport` (403); an unknown place 404 with
 * the list's message; an invalid report query 400.
 */
import { reportExportQuerySchema, reportMessages } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import type { Services } from '../services';
import { type ReportExportTarget, reportExportParams } from '../services/exports/report-export';
import { registerExportRequest } from './export-routes';
import { parseQuery } from './query-input';

const reportRoutes: { path: string; readTarget: (c: Context<ApiEnv>) => ReportExportTarget }[] = [
  { path: endpoints.reportExport.path, readTarget: () => ({ level: 'overview' }) },
  {
    path: endpoints.reportRegionExport.path,
    readTarget: (c) => ({ level: 'region', regionId: parseIdParam(c, 'region_id') }),
  },
  {
    path: endpoints.reportDistrictExport.path,
    readTarget: (c) => ({
      level: 'district',
      regionId: parseIdParam(c, 'region_id'),
      districtId: parseIdParam(c, 'district_id'),
    }),
  },
  {
    path: endpoints.reportStoreExport.path,
    readTarget: (c) => ({
      level: 'store',
      regionId: parseIdParam(c, 'region_id'),
      districtId: parseIdParam(c, 'district_id'),
      storeId: parseIdParam(c, 'store_id'),
    }),
  },
  {
    path: endpoints.reportManagerExport.path,
    readTarget: (c) => ({ level: 'team', managerId: parseIdParam(c, 'manager_id') }),
  },
];

/** The list's refusals, as the list answers them: 403 by `canReadReport`, 404 naming the missing place. */
function allowedReport(services: Services, readTarget: (c: Context<ApiEnv>) => ReportExportTarget) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const target = readTarget(c);
    // The report query is checked here too, so a bad one answers 400 before anything is recorded.
    parseQuery(c, reportExportQuerySchema);
    const refusal = await services.reportExports.refusal(c.get('signedIn'), target);
    if (refusal?.refusal === 'forbidden') throw new ApiError(403, reportMessages.notAllowed);
    if (refusal) throw new ApiError(404, refusal.message);
    await next();
  });
}

export function registerReportExportRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  for (const { path, readTarget } of reportRoutes)
    registerExportRequest(api, services, requireSession, allowedReport(services, readTarget), {
      path,
      kind: 'report',
      readParams: (c) =>
        reportExportParams(c.get('signedIn'), readTarget(c), parseQuery(c, reportExportQuerySchema)),
    });
}
