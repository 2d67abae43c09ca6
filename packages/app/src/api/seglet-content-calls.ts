import type { Transport } from './transport';

/**
 * The seglet wizard's contents step (001 section 2): a seglet's contents, and taking one out. Adding one is the
 * content's placement (`placeContent`); a content can only go into a seglet that is in a segment.
 */
export function createSegletContentCalls(request: Transport) {
  return {
    getSegletContents: (segletId: number, signal?: AbortSignal) =>
      request('segletContents', { params: { seglet_id: segletId }, signal }),
    /** Takes a content out of its segment and seglet. */
    removeContentFromSegment: (contentId: number, segmentId: number) =>
      request('contentSegmentRemove', {
        params: { content_id: contentId, segment_id: segmentId },
      }),
  };
}
