import type { RedeemedUsersQuery } from '@segno/domain';
import type { Transport } from './transport';

/**
 * The admin's segnocodes (001 section 7): availability, replace, remove, and the redeemed-users report.
 */
export function createSegnocodeAdminCalls(request: Transport) {
  return {
    getSegnocodeAvailability: (code: string, signal?: AbortSignal) =>
      request('segnocodeAvailability', { params: { code }, signal }),
    replaceSegnocode: (contentId: number, code: string) =>
      request('segnocodeReplace', {
        json: { content_id: contentId, new_segnocode: code },
      }),
    removeSegnocode: (contentId: number) => request('segnocodeRemove', { params: { content_id: contentId } }),
    /**
     * The printable image of a content's code (portrait p, landscape l) as SVG text: the call needs the
     * session header, so a plain <img src> cannot load it; show it through a Blob URL.
     */
    getSegnocodeImage: (orientation: 'p' | 'l', contentId: number) =>
      request('segnocodeImage', { params: { orientation, content_id: contentId } }),
    getRedeemedUsers: (code: string, query: RedeemedUsersQuery, signal?: AbortSignal) =>
      request('segnocodeRedeemedUsers', { params: { code }, query, signal }),
  };
}
