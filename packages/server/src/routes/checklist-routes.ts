import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';
import type { UserChecklistRefusal } from '../services/checklist-service';

export const checklistNotFound = 'There is no such checklist.';

const refusals: Record<UserChecklistRefusal, ApiError> = {
  not_found: new ApiError(404, checklistNotFound),
  forbidden: new ApiError(403, errorMessages.forbidden),
  invalid_items: ApiError.badRequest([
    { path: 'checked_item_ids', message: 'every id must be an item of this checklist' },
  ]),
};

export function checklistHandlers(services: Services) {
  return defineHandlers({
    checklist: async ({ params }) => {
      const checklist = await services.checklists.checklist(params.checklist_id);
      if (!checklist) throw new ApiError(404, checklistNotFound);
      return checklist;
    },
    // The service answers `forbidden` for another learner's copy (the contract's owner rule).
    userChecklist: async ({ params, caller }) => {
      const result = await services.checklists.userChecklist(caller.userId, params.user_checklist_id);
      if (typeof result === 'string') throw refusals[result];
      return result;
    },
    userChecklistSave: async ({ params, body, caller }) => {
      const result = await services.checklists.save(
        caller.userId,
        params.user_checklist_id,
        body.checked_item_ids,
      );
      if (typeof result === 'string') throw refusals[result];
      return result;
    },
  });
}
