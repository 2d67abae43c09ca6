/**
 * Report dashboards (issue 10; 001 sections 2, 6, 7 and 8): the hierarchy and team reports, the filter list,
 * the team list and saved views. Who may read what is the domain's `canReadReport` (403 otherwise); unknown
 * places 404; saving under a name the user has answers 409 with the spec's replace question.
 */
import {
  reportFilterQuerySchema,
  reportMessages,
  reportQuerySchema,
  reportTeamQuerySchema,
  reportViewSaveSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ReportRefusal } from '../services/report-service';
import { parseChanges } from './admin-input';
import { parseQuery } from './query-input';

/** The answer, or the refusal as its error. */
function answered<Result extends object>(result: Result | ReportRefusal | 'nameTaken'): Result {
  if (result === 'nameTaken') throw new ApiError(409, reportMessages.replaceViewQuestion);
  if ('refusal' in result) {
    if (result.refusal === 'forbidden') throw new ApiError(403, reportMessages.notAllowed);
    throw new ApiError(404, result.message);
  }
  return result;
}

export function registerReportRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const reports = services.reports;
  const signedIn = (c: Context<ApiEnv>) => c.get('signedIn');
  const reportQuery = (c: Context<ApiEnv>) => parseQuery(c, reportQuerySchema);

  api.get(endpoints.report.path, requireSession, async (c) =>
    sendJson(c, answered(await reports.overview(signedIn(c), reportQuery(c)))),
  );

  api.get(endpoints.reportRegion.path, requireSession, async (c) => {
    const regionId = parseIdParam(c, 'region_id');
    return sendJson(c, answered(await reports.region(signedIn(c), regionId, reportQuery(c))));
  });

  api.get(endpoints.reportDistrict.path, requireSession, async (c) => {
    const ids = { regionId: parseIdParam(c, 'region_id'), districtId: parseIdParam(c, 'district_id') };
    return sendJson(c, answered(await reports.district(signedIn(c), ids, reportQuery(c))));
  });

  api.get(endpoints.reportStore.path, requireSession, async (c) => {
    const ids = {
      regionId: parseIdParam(c, 'region_id'),
      districtId: parseIdParam(c, 'district_id'),
      storeId: parseIdParam(c, 'store_id'),
    };
    return sendJson(c, answered(await reports.store(signedIn(c), ids, reportQuery(c))));
  });

  api.get(endpoints.reportManager.path, requireSession, async (c) => {
    const managerId = parseIdParam(c, 'manager_id');
    return sendJson(c, answered(await reports.team(signedIn(c), managerId, reportQuery(c))));
  });

  api.get(endpoints.reportFilters.path, requireSession, async (c) =>
    sendJson(c, answered(await reports.filters(signedIn(c), parseQuery(c, reportFilterQuerySchema)))),
  );

  api.get(endpoints.reportTeams.path, requireSession, async (c) =>
    sendJson(c, answered(await reports.teams(signedIn(c), parseQuery(c, reportTeamQuerySchema)))),
  );

  api.get(endpoints.reportViews.path, requireSession, async (c) =>
    sendJson(c, answered(await reports.views(signedIn(c)))),
  );

  api.post(endpoints.reportViewCreate.path, requireSession, async (c) => {
    const save = await parseChanges(c, reportViewSaveSchema);
    const { view, isNew } = answered(await reports.createView(signedIn(c), save));
    if (isNew) c.status(201);
    return sendJson(c, view);
  });

  api.put(endpoints.reportViewSave.path, requireSession, async (c) => {
    const viewId = parseIdParam(c, 'view_id');
    const save = await parseChanges(c, reportViewSaveSchema);
    return sendJson(c, answered(await reports.saveView(signedIn(c), viewId, save)));
  });
}
