/**
 * Unit authoring calls (002 section 7, "Plans and units"): GET /unit/search and /unit/search/filters, POST /unit,
 * PUT /unit/{id}, GET /unit/{id} (the admin's read; the learner's for everyone else), /unit/{id}/plan, PUT and
 * DELETE /unit/{id}/contents, GET /content (the editor's content picker) and GET /unit/{id}/export. Segment admins
 * only (roles 2, 3, 4; others 403), as the contract says. The similar-name lookup for units is
 * authoring-lookup-routes.ts's, with the other types.
 */
import { isSegmentAdmin, messages, planAdminMessages, unitContentIdsSchema } from '@segno/domain';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { readFormOrJson } from '../http/request-input';
import type { Services } from '../services';
import type { UnitResult } from '../services/unit-admin-service';
import { requestExport } from './export-routes';
import { namesTakenMessage } from './names-taken';
import { learnerUnit } from './plan-unit-routes';

const texts = planAdminMessages.unitAuthoring;

/** The saved value, or the error its refusal answers with: 404, 409 naming unit_name, or 400 naming the field. */
function answer<Saved>(result: UnitResult<Saved>): Saved {
  if (result === 'notFound') throw new ApiError(404, texts.notFound);
  if (typeof result === 'object' && result !== null && 'refusal' in result) {
    if (result.refusal === 'taken')
      throw new ApiError(409, namesTakenMessage, {
        issues: [{ path: 'unit_name', message: messages.validation.unique }],
      });
    throw ApiError.badRequest([{ path: result.path, message: result.message }]);
  }
  return result as Saved;
}

/** content_ids[] from the query, or from the body (a form or JSON) when the query has none. */
async function contentIdsOf(fromQuery: number[], c: Context<ApiEnv>): Promise<number[]> {
  if (fromQuery.length > 0) return fromQuery;
  const parsed = unitContentIdsSchema.safeParse(await readFormOrJson(c));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data.content_ids;
}

export function unitAdminHandlers(services: Services) {
  const units = services.unitAdmin;

  return defineHandlers({
    unitSearch: ({ query }) => units.search(query),
    unitSearchFilters: ({ query }) => units.filters(query.filters),
    unitCreate: async ({ body, caller }) => {
      return answer(await units.create(caller.userId, body));
    },
    // The admin's read of a unit: every status, with the list view and the layout. Anyone else reads the
    // learner's unit.
    unit: async ({ params, caller }) =>
      isSegmentAdmin(caller.roles)
        ? answer((await units.unit(params.unit_id)) ?? 'notFound')
        : learnerUnit(services.plans.units, caller, params.unit_id),
    unitSave: async ({ params, body, caller }) =>
      answer(await units.save(caller.userId, params.unit_id, body)),
    unitPlans: async ({ params }) => answer((await units.plans(params.unit_id)) ?? 'notFound'),
    unitContentsAdd: async ({ params, query, caller, c }) =>
      answer(
        await units.addContents(caller.userId, params.unit_id, await contentIdsOf(query.content_ids, c)),
      ),
    unitContentsRemove: async ({ params, query, caller, c }) =>
      answer(
        await units.removeContents(caller.userId, params.unit_id, await contentIdsOf(query.content_ids, c)),
      ),
    contentPicker: ({ query }) => units.pickContents(query),
    unitExport: ({ params, query, caller }) =>
      requestExport(services, caller, 'unit', { unit_id: params.unit_id }, query),
  });
}
