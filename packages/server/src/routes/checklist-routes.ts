/** GET /checklist/{id}, and GET and PUT /user_checklist/{id}: a learner's own copy (000, sections 2 and 7). */
import { userChecklistSaveSchema } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { parseIdParam } from '../http/request-input';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';
import type { UserChecklistRefusal } from '../services/checklist-service';
import { parseBody } from './own-user';

export const checklistNotFound = 'There is no such checklist.';

const refusals: Record<UserChecklistRefusal, ApiError> = {
  not_found: new ApiError(404, checklistNotFound),
  forbidden: new ApiError(403, errorMessages.forbidden),
  invalid_items: ApiError.badRequest([
    { path: 'checked_item_ids', message: 'every id must be an item of this checklist' },
  ]),
};

export function registerChecklistRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  api.get(endpoints.checklist.path, requireSession, async (c) => {
    const checklist = await services.checklists.checklist(parseIdParam(c, 'checklist_id'));
    if (!checklist) throw new ApiError(404, checklistNotFound);
    return sendJson(c, checklist);
  });

  api.get(endpoints.userChecklist.path, requireSession, async (c) => {
    const userChecklistId = parseIdParam(c, 'user_checklist_id');
    const result = await services.checklists.userChecklist(c.get('signedIn').userId, userChecklistId);
    if (typeof result === 'string') throw refusals[result];
    return sendJson(c, result);
  });

  api.put(endpoints.userChecklistSave.path, requireSession, async (c) => {
    const userChecklistId = parseIdParam(c, 'user_checklist_id');
    const { checked_item_ids } = await parseBody(c, userChecklistSaveSchema);
    const result = await services.checklists.save(
      c.get('signedIn').userId,
      userChecklistId,
      checked_item_ids,
    );
    if (typeof result === 'string') throw refusals[result];
    return sendJson(c, result);
  });
}
