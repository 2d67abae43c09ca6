import { type ObjectResponsibilitySave, responsibilityLimits } from '@segno/domain';
import type { Transport } from './transport';

/**
 * Responsibilities (001 section 7): suggestions, creating from names, and a compliance content's mapping (its
 * map-responsibilities step). Plans take the same calls with issue 9.
 */
export function createResponsibilityCalls(request: Transport) {
  return {
    /** GET /responsibility: up to 10 responsibilities whose name holds the term. */
    searchResponsibilities: (term: string, signal?: AbortSignal) =>
      request('responsibilitySearch', {
        query: { searchTerm: term, _limit: responsibilityLimits.suggestionLimit },
        signal,
      }),
    /** POST /responsibility: one responsibility per distinct name, existing ones reused. */
    createResponsibilities: (names: readonly string[]) =>
      request('responsibilityCreate', { json: { names } }),
    getContentResponsibilities: (contentId: number, signal?: AbortSignal) =>
      request('contentResponsibilities', {
        params: { content_id: contentId },
        signal,
      }),
    /** PUT /content/{id}/responsibility: the content's responsibilities become exactly these ids. */
    saveContentResponsibilities: (contentId: number, ids: ObjectResponsibilitySave['ids']) =>
      request('contentResponsibilitiesSave', {
        params: { content_id: contentId },
        json: { ids },
      }),
    removeContentResponsibility: (contentId: number, responsibilityId: number) =>
      request('contentResponsibilityRemove', {
        params: { content_id: contentId, responsibility_id: responsibilityId },
      }),
  };
}
