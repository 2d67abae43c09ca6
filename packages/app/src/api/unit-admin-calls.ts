import type { ContentPickerQuery, UnitDraft, UnitSaveInput, UnitSearchQuery } from '@segno/domain';
import type { Transport } from './transport';

/** The manage-units query as the page sends it: paging, term, filters[], the points slider and the order. */
export type UnitSearchParams = Partial<UnitSearchQuery>;

/**
 * Unit authoring (002 section 7, "Plans and units"): the manage-units list and its filters, create and save
 * with the editor's tree, the unit's plans and contents, and the content picker.
 */
export function createUnitAdminCalls(request: Transport) {
  return {
    searchUnits: (params: UnitSearchParams, signal?: AbortSignal) =>
      request('unitSearch', { query: { ...params }, signal }),
    getUnitFilters: (params: { term?: string; filters?: readonly string[] }, signal?: AbortSignal) =>
      request('unitSearchFilters', {
        query: { term: params.term || undefined, filters: [...(params.filters ?? [])] },
        signal,
      }),
    /** The admin's read of a unit: every status, with its list view and layout. */
    getAdminUnit: async (unitId: number, signal?: AbortSignal) => {
      const unit = await request('unit', { params: { unit_id: unitId }, signal });
      // GET /unit/{id} answers anyone but a segment admin with the learner's unit, which has no list view.
      if (!('unit_list_data' in unit))
        throw new Error("GET /unit/{id} answered the learner's unit, not the admin's");
      return unit;
    },
    /** POST /unit: a blank unit, in the plans named (units/new/plan/{plan_id}); answers its id. */
    createUnit: (draft: UnitDraft) => request('unitCreate', { json: draft }),
    /** PUT /unit/{id}: the whole unit as the editor holds it (its status defaults to published). */
    saveUnit: (unitId: number, unit: UnitSaveInput) =>
      request('unitSave', { params: { unit_id: unitId }, json: unit }),
    getUnitPlans: (unitId: number, signal?: AbortSignal) =>
      request('unitPlans', { params: { unit_id: unitId }, signal }),
    /** PUT /unit/{id}/contents: the contents join the unit's sandbox. */
    addUnitContents: (unitId: number, contentIds: readonly number[]) =>
      request('unitContentsAdd', {
        params: { unit_id: unitId },
        json: { content_ids: [...contentIds] },
      }),
    /** GET /unit/{id}/content: the unit's contents (placed or in the sandbox) with names, points, types. */
    getUnitContents: (unitId: number, signal?: AbortSignal) =>
      request('unitContents', { params: { unit_id: unitId }, signal }),
    /** GET /content: the editor's content picker (archived contents never show). */
    pickContents: (params: Partial<ContentPickerQuery>, signal?: AbortSignal) =>
      request('contentPicker', { query: { ...params }, signal }),
  };
}
