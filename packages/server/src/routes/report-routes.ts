/**
 * Report dashboards (issue 10; 001 sections 2, 6, 7 and 8): the hierarchy and team reports, the filter list,
 * the team list and saved views. Who may read what is the domain's `canReadReport` (403 otherwise); unknown
 * places 404; saving under a name the user has answers 409 with the spec's replace question.
 */
import { reportMessages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ReportRefusal } from '../services/report-service';

/** The answer, or the refusal as its error. */
function answered<Result extends object>(result: Result | ReportRefusal | 'nameTaken'): Result {
  if (result === 'nameTaken') throw new ApiError(409, reportMessages.replaceViewQuestion);
  if ('refusal' in result) {
    if (result.refusal === 'forbidden') throw new ApiError(403, reportMessages.notAllowed);
    throw new ApiError(404, result.message);
  }
  return result;
}

export function reportHandlers(services: Services) {
  const reports = services.reports;

  return defineHandlers({
    report: async ({ query, caller }) => answered(await reports.overview(caller, query)),
    reportRegion: async ({ params, query, caller }) =>
      answered(await reports.region(caller, params.region_id, query)),
    reportDistrict: async ({ params, query, caller }) =>
      answered(
        await reports.district(caller, { regionId: params.region_id, districtId: params.district_id }, query),
      ),
    reportStore: async ({ params, query, caller }) =>
      answered(
        await reports.store(
          caller,
          { regionId: params.region_id, districtId: params.district_id, storeId: params.store_id },
          query,
        ),
      ),
    reportManager: async ({ params, query, caller }) =>
      answered(await reports.team(caller, params.manager_id, query)),
    reportFilters: async ({ query, caller }) => answered(await reports.filters(caller, query)),
    reportTeams: async ({ query, caller }) => answered(await reports.teams(caller, query)),
    reportViews: async ({ caller }) => answered(await reports.views(caller)),
    reportViewCreate: async ({ body, caller, c }) => {
      const { view, isNew } = answered(await reports.createView(caller, body));
      // A new view is created (201); a replaced one is saved (200).
      if (isNew) c.status(201);
      return sendJson(c, view);
    },
    reportViewSave: async ({ params, body, caller }) =>
      answered(await reports.saveView(caller, params.view_id, body)),
  });
}
