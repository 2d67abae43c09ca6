import { authoringLimits } from '@segno/domain';
import type { Transport } from './transport';

/**
 * Tags (001 section 7): suggestions, create, and a content's and a segment's tags. The seglet tag calls exist
 * on the server; no screen of a seglet shows tags.
 */
export function createTagCalls(request: Transport) {
  return {
    /** GET /tag: up to 10 tags whose name holds the term (the server answers none below 3 characters). */
    searchTags: (term: string, signal?: AbortSignal) =>
      request('tagSearch', {
        query: { searchTerm: term, _limit: authoringLimits.tagSuggestionLimit },
        signal,
      }),
    /** POST /tag: the new tag, or the one that has this name already (in any case). */
    createTag: (name: string) => request('tagCreate', { json: { name } }),
    getContentTags: (contentId: number, signal?: AbortSignal) =>
      request('contentTags', { params: { content_id: contentId }, signal }),
    /** PUT /content/{id}/tag/{tag_id}: answers the content's tags. */
    addContentTag: (contentId: number, tagId: number) =>
      request('contentTagAdd', { params: { content_id: contentId, tag_id: tagId } }),
    /** DELETE /content/{id}/tag/{tag_id}: answers the content's tags. */
    removeContentTag: (contentId: number, tagId: number) =>
      request('contentTagRemove', {
        params: { content_id: contentId, tag_id: tagId },
      }),
    /** GET /segment/{id}/tag (ours: the list the spec's PUT and DELETE change). */
    getSegmentTags: (segmentId: number, signal?: AbortSignal) =>
      request('segmentTags', { params: { segment_id: segmentId }, signal }),
    /** PUT /segment/{id}/tag/{tag_id}: answers the segment's tags. */
    addSegmentTag: (segmentId: number, tagId: number) =>
      request('segmentTagAdd', { params: { segment_id: segmentId, tag_id: tagId } }),
    /** DELETE /segment/{id}/tag/{tag_id}: answers the segment's tags. */
    removeSegmentTag: (segmentId: number, tagId: number) =>
      request('segmentTagRemove', {
        params: { segment_id: segmentId, tag_id: tagId },
      }),
  };
}
