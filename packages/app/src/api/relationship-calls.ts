import type { PrerequisiteRule } from '@segno/domain';
import type { Transport } from './transport';

/**
 * The content wizard's relationships, locking and badges steps (001 section 7): prerequisites and their rule,
 * where a content appears, its external content (added by POST to the list the spec's DELETE takes entries
 * from), and the badges it earns.
 */
export function createRelationshipCalls(request: Transport) {
  const content = (contentId: number) => ({ content_id: contentId });
  return {
    getAdminPrerequisites: (contentId: number, signal?: AbortSignal) =>
      request('adminContentPrerequisites', {
        params: content(contentId),
        signal,
      }),
    addPrerequisite: (contentId: number, prerequisiteId: number) =>
      request('contentPrerequisiteAdd', {
        params: { content_id: contentId, prerequisite_id: prerequisiteId },
      }),
    removePrerequisite: (contentId: number, prerequisiteId: number) =>
      request('contentPrerequisiteRemove', {
        params: { content_id: contentId, prerequisite_id: prerequisiteId },
      }),
    savePrerequisiteRule: (contentId: number, rule: PrerequisiteRule) =>
      request('contentPrerequisiteRule', {
        params: content(contentId),
        json: { prerequisite_rule: rule },
      }),
    getAdminContentParents: (contentId: number, signal?: AbortSignal) =>
      request('adminContentParents', {
        params: content(contentId),
        signal,
      }),
    getExternalContent: (contentId: number, signal?: AbortSignal) =>
      request('contentExternalList', {
        params: content(contentId),
        signal,
      }),
    addExternalContent: (contentId: number, url: string) =>
      request('contentExternalAdd', {
        params: content(contentId),
        json: { url },
      }),
    removeExternalContent: (contentId: number, externalContentId: number) =>
      request('contentExternalRemove', {
        params: { content_id: contentId, external_content_id: externalContentId },
      }),
    getContentBadges: (contentId: number, signal?: AbortSignal) =>
      request('contentBadges', { params: content(contentId), signal }),
    addContentBadge: (contentId: number, badgeId: number) =>
      request('contentBadgeAdd', {
        params: { content_id: contentId, badge_id: badgeId },
      }),
    removeContentBadge: (contentId: number, badgeId: number) =>
      request('contentBadgeRemove', {
        params: { content_id: contentId, badge_id: badgeId },
      }),
  };
}
