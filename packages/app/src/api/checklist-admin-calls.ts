import type { ChecklistItemSave, ChecklistSave } from '@segno/domain';
import type { Transport } from './transport';

/**
 * Checklist authoring (001 section 7, standard resource calls): list, create, the admin's read, save the
 * whole list, and one item at a time. Each save answers the checklist as saved.
 */
export function createChecklistAdminCalls(request: Transport) {
  return {
    getChecklists: (signal?: AbortSignal) => request('adminChecklists', { signal }),
    createChecklist: (save: ChecklistSave) => request('checklistCreate', { json: save }),
    getAdminChecklist: (checklistId: number, signal?: AbortSignal) =>
      request('adminChecklist', {
        params: { checklist_id: checklistId },
        signal,
      }),
    saveChecklist: (checklistId: number, save: ChecklistSave) =>
      request('checklistSave', {
        params: { checklist_id: checklistId },
        json: save,
      }),
    addChecklistItem: (checklistId: number, item: ChecklistItemSave) =>
      request('checklistItemAdd', {
        params: { checklist_id: checklistId },
        json: item,
      }),
    saveChecklistItem: (checklistId: number, itemId: number, item: ChecklistItemSave) =>
      request('checklistItemSave', {
        params: { checklist_id: checklistId, item_id: itemId },
        json: item,
      }),
    removeChecklistItem: (checklistId: number, itemId: number) =>
      request('checklistItemRemove', {
        params: { checklist_id: checklistId, item_id: itemId },
      }),
    /** GET /content/{id}/checklist (ours): the checklist a checklist content shows. */
    getContentChecklist: (contentId: number, signal?: AbortSignal) =>
      request('contentChecklist', {
        params: { content_id: contentId },
        signal,
      }),
    saveContentChecklist: (contentId: number, checklistId: number | null) =>
      request('contentChecklistSave', {
        params: { content_id: contentId },
        json: { checklist_id: checklistId },
      }),
  };
}
