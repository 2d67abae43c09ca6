import type { BadgeDraftInput, BadgeNotifications } from '@segno/domain';
import { type AdminListParams, listQuery, type StatusUpdate } from './admin-calls';
import type { Transport } from './transport';

/** Badge authoring (001 section 7): the manage list, the badge and its save, and the contents that earn it. */
export function createBadgeCalls(request: Transport) {
  return {
    getAdminBadges: (params: AdminListParams & { segmentId?: number }, signal?: AbortSignal) =>
      request('adminBadges', {
        query: { ...listQuery(params), segment_id: params.segmentId },
        signal,
      }),
    getBadgeFilters: (signal?: AbortSignal) => request('badgeFilters', { signal }),
    searchBadgesByName: (term: string, signal?: AbortSignal) =>
      request('badgeNameSearch', { params: { term }, signal }),
    getBadgeSegments: (signal?: AbortSignal) => request('badgeSegments', { signal }),
    getAdminBadge: (badgeId: number, signal?: AbortSignal) =>
      request('adminBadge', { params: { badge_id: badgeId }, signal }),
    createBadge: (draft: BadgeDraftInput) => request('badgeCreate', { json: draft }),
    saveBadge: (badgeId: number, changes: Partial<BadgeDraftInput> | BadgeNotifications | StatusUpdate) =>
      request('badgeSave', { params: { badge_id: badgeId }, json: changes }),
    archiveBadge: (badgeId: number) => request('badgeArchive', { params: { badge_id: badgeId } }),
    getBadgeContents: (badgeId: number, signal?: AbortSignal) =>
      request('adminBadgeContents', {
        params: { badge_id: badgeId },
        signal,
      }),
    /** The badge's segment's contents matching the term (above 2 characters), not yet in the badge. */
    searchBadgeContents: (badgeId: number, term: string, signal?: AbortSignal) =>
      request('badgeContentSearch', {
        params: { badge_id: badgeId },
        query: { term },
        signal,
      }),
    addBadgeContent: (badgeId: number, contentId: number) =>
      request('badgeContentAdd', {
        params: { badge_id: badgeId, content_id: contentId },
      }),
    removeBadgeContent: (badgeId: number, contentId: number) =>
      request('badgeContentRemove', {
        params: { badge_id: badgeId, content_id: contentId },
      }),
  };
}
