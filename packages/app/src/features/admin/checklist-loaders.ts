import type { AdminChecklist, ChecklistSummaryList } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';

/** The checklist screens' addresses (001 section 2: "checklists new; edit-checklist screen"; the edit path is ours). */
export const checklistPaths = {
  create: () => '/segment-admin/checklists/new',
  edit: (checklistId: number) => `/segment-admin/checklists/${checklistId}/edit`,
};

export type ChecklistNewData = { checklists: ChecklistSummaryList['data'] };
export type ChecklistEditData = { checklist: AdminChecklist };

/** /segment-admin/checklists/new: the existing checklists too, so one can be opened for editing. */
export function createChecklistNewLoader(api: ApiClient) {
  return async function checklistNewLoader({ request }: LoaderFunctionArgs): Promise<ChecklistNewData> {
    return { checklists: (await api.getChecklists(request.signal)).data };
  };
}

/** /segment-admin/checklists/{checklist_id}/edit (the parent route checked the role). */
export function createChecklistEditLoader(api: ApiClient) {
  return async function checklistEditLoader({
    params,
    request,
  }: LoaderFunctionArgs): Promise<ChecklistEditData> {
    const checklistId = Number(params.checklist_id);
    if (!Number.isInteger(checklistId) || checklistId <= 0) throw new Response('Not Found', { status: 404 });
    return { checklist: await api.getAdminChecklist(checklistId, request.signal) };
  };
}
