/**
 * Checklist authoring calls (001 section 7, "standard resource calls for checklists, checklist items"): GET
 * /checklist, POST /checklist, GET /checklist/{id}/admin, PUT /checklist/{id}, POST /checklist/{id}/item, PUT
 * and DELETE /checklist/{id}/item/{item_id}; and (ours) GET and PUT /content/{id}/checklist, the checklist a
 * checklist content shows. Segment admins only (roles 2, 3, 4; others 403), as the contract says. The learner's
 * GET /checklist/{id} stays in checklist-routes.
 */
import { adminMessages } from '@segno/domain';
import { ApiError } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { ChecklistSaveResult } from '../services/checklist-admin-service';
import { contentNotFound } from './admin-content-routes';
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

function contentChecklistOrRefused<Found>(
  result: Found | 'contentNotFound' | 'notChecklistContent' | 'notFound',
) {
  if (result === 'contentNotFound') throw new ApiError(404, contentNotFound);
  if (result === 'notChecklistContent') throw new ApiError(400, adminMessages.checklists.notChecklistContent);
  if (result === 'notFound')
    throw ApiError.badRequest([{ path: 'checklist_id', message: checklistNotFound }]);
  return result;
}

export function checklistAdminHandlers(services: Services) {
  const checklists = services.checklistAdmin;

  return defineHandlers({
    adminChecklists: () => checklists.list(),
    checklistCreate: async ({ body, caller }) => {
      return savedOrRefused(await checklists.create(caller.userId, body));
    },
    adminChecklist: async ({ params }) => {
      const checklist = await checklists.read(params.checklist_id);
      if (!checklist) throw new ApiError(404, checklistNotFound);
      return checklist;
    },
    checklistSave: async ({ params, body, caller }) =>
      savedOrRefused(await checklists.replace(caller.userId, params.checklist_id, body)),
    checklistItemAdd: async ({ params, body, caller }) => {
      return savedOrRefused(await checklists.addItem(caller.userId, params.checklist_id, body));
    },
    checklistItemSave: async ({ params, body, caller }) =>
      savedOrRefused(await checklists.saveItem(caller.userId, params.checklist_id, params.item_id, body)),
    checklistItemRemove: async ({ params, caller }) =>
      savedOrRefused(await checklists.removeItem(caller.userId, params.checklist_id, params.item_id)),
    contentChecklist: async ({ params }) =>
      contentChecklistOrRefused(await checklists.contentChecklist(params.content_id)),
    contentChecklistSave: async ({ params, body, caller }) =>
      contentChecklistOrRefused(
        await checklists.saveContentChecklist(caller.userId, params.content_id, body.checklist_id),
      ),
  });
}
