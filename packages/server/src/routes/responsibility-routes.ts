/**
 * Responsibility calls (001 section 7): GET /responsibility (optional searchTerm), POST a list of names, and a
 * compliance content's or compliance plan's (issue 9) responsibilities: GET and PUT (ids)
 * /{content|plan}/{id}/responsibility, DELETE /{content|plan}/{id}/responsibility/{responsibility_id}. Segment
 * admins only (roles 2, 3, 4; others 403), as the contract says.
 */
import { adminMessages, planAdminMessages, type ResponsibleKind } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ResponsibilityChangeResult } from '../services/responsibility-service';
import { contentNotFound } from './admin-content-routes';
import { planUnitNotFound } from './plan-unit-routes';

const itemNotFound: Record<ResponsibleKind, string> = {
  content: contentNotFound,
  plan: planUnitNotFound.plan,
};
const notResponsible: Record<ResponsibleKind, string> = {
  content: adminMessages.responsibilities.notCompliance,
  plan: planAdminMessages.planAuthoring.responsibilitiesCompliancePlanOnly,
};

function listOrRefused(kind: ResponsibleKind, result: ResponsibilityChangeResult) {
  switch (result.outcome) {
    case 'saved':
      return result.list;
    case 'itemNotFound':
      throw new ApiError(404, itemNotFound[kind]);
    case 'notResponsible':
      throw new ApiError(400, notResponsible[kind]);
    case 'unknownIds':
      throw ApiError.badRequest([{ path: 'ids', message: adminMessages.responsibilities.unknown }]);
  }
}

export function responsibilityHandlers(services: Services) {
  const responsibilities = services.responsibilities;

  // A compliance content's and a compliance plan's map-responsibilities step (GET, PUT ids, DELETE one).
  const listOf = async (kind: ResponsibleKind, id: number) =>
    listOrRefused(kind, await responsibilities.listOf(kind, id));
  const replace = async (userId: number, kind: ResponsibleKind, id: number, ids: readonly number[]) =>
    listOrRefused(kind, await responsibilities.replace(userId, kind, id, ids));
  const remove = async (userId: number, kind: ResponsibleKind, id: number, responsibilityId: number) =>
    listOrRefused(kind, await responsibilities.remove(userId, kind, id, responsibilityId));

  return defineHandlers({
    responsibilitySearch: ({ query }) => responsibilities.search(query),
    // Names known already (any case) answer their responsibility; 201 when at least one was created.
    responsibilityCreate: async ({ body, c }) => {
      const { list, created } = await responsibilities.create(body.names);
      c.status(created > 0 ? 201 : 200);
      return sendJson(c, list);
    },
    contentResponsibilities: ({ params }) => listOf('content', params.content_id),
    contentResponsibilitiesSave: ({ params, body, caller }) =>
      replace(caller.userId, 'content', params.content_id, body.ids),
    contentResponsibilityRemove: ({ params, caller }) =>
      remove(caller.userId, 'content', params.content_id, params.responsibility_id),
    planResponsibilities: ({ params }) => listOf('plan', params.plan_id),
    planResponsibilitiesSave: ({ params, body, caller }) =>
      replace(caller.userId, 'plan', params.plan_id, body.ids),
    planResponsibilityRemove: ({ params, caller }) =>
      remove(caller.userId, 'plan', params.plan_id, params.responsibility_id),
  });
}
