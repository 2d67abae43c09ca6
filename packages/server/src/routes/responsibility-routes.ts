/**
 * Responsibility calls (001 section 7): GET /responsibility (optional searchTerm), POST a list of names, and a
 * compliance content's or compliance plan's (issue 9) responsibilities: GET and PUT (ids)
 * /{content|plan}/{id}/responsibility, DELETE /{content|plan}/{id}/responsibility/{responsibility_id}. Segment
 * admins only (roles 2, 3, 4; others 403). Register before the learner routes, like the other authoring routes.
 */
import {
  adminMessages,
  objectResponsibilitySaveSchema,
  planAdminMessages,
  type ResponsibleKind,
  responsibilityCreateSchema,
  responsibilitySearchQuerySchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ResponsibilityChangeResult } from '../services/responsibility-service';
import { contentNotFound } from './admin-content-routes';
import { parseAdminQuery, parseChanges } from './admin-input';
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

export function registerResponsibilityRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;

  api.get(endpoints.responsibilitySearch.path, ...admin, async (c) =>
    sendJson(c, await services.responsibilities.search(parseAdminQuery(c, responsibilitySearchQuerySchema))),
  );

  // Names known already (any case) answer their responsibility; 201 when at least one was created.
  api.post(endpoints.responsibilityCreate.path, ...admin, async (c) => {
    const { names } = await parseChanges(c, responsibilityCreateSchema);
    const { list, created } = await services.responsibilities.create(names);
    c.status(created > 0 ? 201 : 200);
    return sendJson(c, list);
  });

  // A compliance content's and a compliance plan's map-responsibilities step (GET, PUT ids, DELETE one).
  const mapped = [
    {
      kind: 'content',
      idParam: 'content_id',
      list: endpoints.contentResponsibilities.path,
      save: endpoints.contentResponsibilitiesSave.path,
      remove: endpoints.contentResponsibilityRemove.path,
    },
    {
      kind: 'plan',
      idParam: 'plan_id',
      list: endpoints.planResponsibilities.path,
      save: endpoints.planResponsibilitiesSave.path,
      remove: endpoints.planResponsibilityRemove.path,
    },
  ] as const;

  for (const { kind, idParam, list, save, remove } of mapped) {
    const objectId = (c: Context<ApiEnv>) => parseIdParam(c, idParam);

    api.get(list, ...admin, async (c) =>
      sendJson(c, listOrRefused(kind, await services.responsibilities.listOf(kind, objectId(c)))),
    );

    api.put(save, ...admin, async (c) => {
      const id = objectId(c);
      const { ids } = await parseChanges(c, objectResponsibilitySaveSchema);
      const result = await services.responsibilities.replace(c.get('signedIn').userId, kind, id, ids);
      return sendJson(c, listOrRefused(kind, result));
    });

    api.delete(remove, ...admin, async (c) => {
      const id = objectId(c);
      const responsibilityId = parseIdParam(c, 'responsibility_id');
      const result = await services.responsibilities.remove(
        c.get('signedIn').userId,
        kind,
        id,
        responsibilityId,
      );
      return sendJson(c, listOrRefused(kind, result));
    });
  }
}
