/**
 * Unit authoring calls (002 section 7, "Plans and units"): GET /unit/search and /unit/search/filters, POST /unit,
 * PUT /unit/{id}, GET /unit/{id} (the admin's read), /unit/{id}/plan, PUT and DELETE /unit/{id}/contents,
 * GET /content (the editor's content picker), GET /search/similar/type/unit and GET /unit/{id}/export. Segment
 * admins only (roles 2, 3, 4; others 403). Register before the learner's GET /unit/{id}, which would take
 * GET /unit/search, and before the other similar-name lookups, which know no units.
 */
import {
  contentPickerQuerySchema,
  isSegmentAdmin,
  messages,
  planAdminMessages,
  similarNameQuerySchema,
  unitContentIdsSchema,
  unitDraftSchema,
  unitFiltersQuerySchema,
  unitSaveSchema,
  unitSearchQuerySchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam, readFormOrJson } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { UnitResult } from '../services/unit-admin-service';
import { parseAdminQuery, parseChanges } from './admin-input';
import { registerExportRequest } from './export-routes';
import { namesTakenMessage } from './names-taken';
import { parseBody } from './own-user';
import { queryList, queryWithLists } from './query-arrays';
import { parseQuery } from './query-input';

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

/** The query with the named list parameters (`not_in_unit[]`), parsed by the schema; 400 when invalid. */
function parseListQuery<Schema extends z.ZodMiniType>(
  c: Context<ApiEnv>,
  schema: Schema,
  listNames: readonly string[],
): z.output<Schema> {
  const parsed = schema.safeParse(queryWithLists(c, listNames));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

/** content_ids[] from the query, or from the body when the query has none. */
async function parseContentIds(c: Context<ApiEnv>): Promise<number[]> {
  const fromQuery = queryList(c, 'content_ids').flatMap((value) => value.split(','));
  const parsed = unitContentIdsSchema.safeParse(
    fromQuery.length > 0 ? { content_ids: fromQuery } : await readFormOrJson(c),
  );
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data.content_ids;
}

export function registerUnitAdminRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;
  const units = services.unitAdmin;

  api.get(endpoints.unitSearch.path, ...admin, async (c) =>
    sendJson(c, await units.search(parseAdminQuery(c, unitSearchQuerySchema))),
  );

  api.get(endpoints.unitSearchFilters.path, ...admin, async (c) => {
    const query = parseAdminQuery(c, unitFiltersQuerySchema);
    return sendJson(c, await units.filters(query.filters));
  });

  api.post(endpoints.unitCreate.path, ...admin, async (c) => {
    const draft = await parseBody(c, unitDraftSchema);
    const created = answer(await units.create(c.get('signedIn').userId, draft));
    c.status(201);
    return sendJson(c, created);
  });

  // The admin's read of a unit: every status, with the list view and the layout. Anyone else falls through to
  // the learner's GET /unit/{id}.
  api.get(endpoints.unit.path, requireSession, async (c, next) => {
    if (!isSegmentAdmin(c.get('signedIn').roles)) return next();
    return sendJson(c, answer((await units.unit(parseIdParam(c, 'unit_id'))) ?? 'notFound'));
  });

  api.put(endpoints.unitSave.path, ...admin, async (c) => {
    const unitId = parseIdParam(c, 'unit_id');
    const save = await parseChanges(c, unitSaveSchema);
    return sendJson(c, answer(await units.save(c.get('signedIn').userId, unitId, save)));
  });

  api.get(endpoints.unitPlans.path, ...admin, async (c) =>
    sendJson(c, answer((await units.plans(parseIdParam(c, 'unit_id'))) ?? 'notFound')),
  );

  api.put(endpoints.unitContentsAdd.path, ...admin, async (c) => {
    const unitId = parseIdParam(c, 'unit_id');
    const contentIds = await parseContentIds(c);
    return sendJson(c, answer(await units.addContents(c.get('signedIn').userId, unitId, contentIds)));
  });

  api.delete(endpoints.unitContentsRemove.path, ...admin, async (c) => {
    const unitId = parseIdParam(c, 'unit_id');
    const contentIds = await parseContentIds(c);
    return sendJson(c, answer(await units.removeContents(c.get('signedIn').userId, unitId, contentIds)));
  });

  api.get(endpoints.contentPicker.path, ...admin, async (c) =>
    sendJson(
      c,
      await units.pickContents(parseListQuery(c, contentPickerQuerySchema, ['filters', 'not_in_unit'])),
    ),
  );

  // The similar-name lookup for units; other types go on to the shared lookup.
  api.get(endpoints.similarName.path, ...admin, async (c, next) => {
    if (c.req.param('type') !== 'unit') return next();
    return sendJson(c, await units.similarName(parseQuery(c, similarNameQuerySchema)));
  });

  registerExportRequest(api, services, requireSession, requireSegmentAdmin, {
    path: endpoints.unitExport.path,
    kind: 'unit',
    readParams: (c) => ({ unit_id: parseIdParam(c, 'unit_id') }),
  });
}
