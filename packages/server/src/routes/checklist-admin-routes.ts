/**
 * Checklist authoring calls (001 section 7, "standard resource calls for checklists, checklist items"): GET
 * /checklist, POST /checklist, GET /checklist/{id}/admin, PUT /checklist/{id}, POST /checklist/{id}/item, PUT
 * and DELETE /checklist/{id}/item/{item_id}; and (ours) GET and PUT /content/{id}/checklist, the checklist a
 * checklist content shows. Segment admins only (roles 2, 3, 4; others 403). The learner's GET
 * /checklist/{id} stays in checklist-routes.
 */
import {
  adminMessages,
  checklistItemSaveSchema,
  checklistSaveSchema,
  contentChecklistSaveSchema,
} from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { requireSegmentAdmin } from '../http/require-segment-admin';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { ChecklistSaveResult } from '../services/checklist-admin-service';
import { contentNotFound } from './admin-content-routes';
import { parseChanges } from './admin-input';
import { checklistNotFound } from './checklist-routes';

export const checklistItemNotFound = 'There is no such item on this checklist.';

function savedOrRefused(result: ChecklistSaveResult) {
  switch (result.outcome) {
    case 'saved':
      return result.checklist;
    case 'notFound':
      throw new ApiError(404, checklistNotFound);
    case 'itemNotFound':
      throw new ApiError(404, checklistItemNotFound);
    case 'invalidItems':
      throw ApiError.badRequest([
        { path: 'items', message: 'every item_id must be an item of this checklist, once' },
      ]);
    case 'lastItem':
      throw ApiError.badRequest([{ path: 'items', message: adminMessages.checklists.atLeastOneItem }]);
  }
}

export function registerChecklistAdminRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const admin = [requireSession, requireSegmentAdmin] as const;
  const userId = (c: { get: (key: 'signedIn') => { userId: number } }) => c.get('signedIn').userId;

  api.get(endpoints.adminChecklists.path, ...admin, async (c) =>
    sendJson(c, await services.checklistAdmin.list()),
  );

  api.post(endpoints.checklistCreate.path, ...admin, async (c) => {
    const draft = await parseChanges(c, checklistSaveSchema);
    const checklist = savedOrRefused(await services.checklistAdmin.create(userId(c), draft));
    c.status(201);
    return sendJson(c, checklist);
  });

  api.get(endpoints.adminChecklist.path, ...admin, async (c) => {
    const checklist = await services.checklistAdmin.read(parseIdParam(c, 'checklist_id'));
    if (!checklist) throw new ApiError(404, checklistNotFound);
    return sendJson(c, checklist);
  });

  api.put(endpoints.checklistSave.path, ...admin, async (c) => {
    const checklistId = parseIdParam(c, 'checklist_id');
    const draft = await parseChanges(c, checklistSaveSchema);
    return sendJson(c, savedOrRefused(await services.checklistAdmin.replace(userId(c), checklistId, draft)));
  });

  api.post(endpoints.checklistItemAdd.path, ...admin, async (c) => {
    const checklistId = parseIdParam(c, 'checklist_id');
    const item = await parseChanges(c, checklistItemSaveSchema);
    const checklist = savedOrRefused(await services.checklistAdmin.addItem(userId(c), checklistId, item));
    c.status(201);
    return sendJson(c, checklist);
  });

  api.put(endpoints.checklistItemSave.path, ...admin, async (c) => {
    const checklistId = parseIdParam(c, 'checklist_id');
    const itemId = parseIdParam(c, 'item_id');
    const item = await parseChanges(c, checklistItemSaveSchema);
    return sendJson(
      c,
      savedOrRefused(await services.checklistAdmin.saveItem(userId(c), checklistId, itemId, item)),
    );
  });

  const contentChecklistOrRefused = <Found>(
    result: Found | 'contentNotFound' | 'notChecklistContent' | 'notFound',
  ) => {
    if (result === 'contentNotFound') throw new ApiError(404, contentNotFound);
    if (result === 'notChecklistContent')
      throw new ApiError(400, adminMessages.checklists.notChecklistContent);
    if (result === 'notFound')
      throw ApiError.badRequest([{ path: 'checklist_id', message: checklistNotFound }]);
    return result;
  };

  api.get(endpoints.contentChecklist.path, ...admin, async (c) =>
    sendJson(
      c,
      contentChecklistOrRefused(
        await services.checklistAdmin.contentChecklist(parseIdParam(c, 'content_id')),
      ),
    ),
  );

  api.put(endpoints.contentChecklistSave.path, ...admin, async (c) => {
    const contentId = parseIdParam(c, 'content_id');
    const { checklist_id } = await parseChanges(c, contentChecklistSaveSchema);
    const result = await services.checklistAdmin.saveContentChecklist(userId(c), contentId, checklist_id);
    return sendJson(c, contentChecklistOrRefused(result));
  });

  api.delete(endpoints.checklistItemRemove.path, ...admin, async (c) => {
    const checklistId = parseIdParam(c, 'checklist_id');
    const itemId = parseIdParam(c, 'item_id');
    return sendJson(
      c,
      savedOrRefused(await services.checklistAdmin.removeItem(userId(c), checklistId, itemId)),
    );
  });
}
